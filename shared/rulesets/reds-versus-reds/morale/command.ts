import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { rallyNeeds, rallyResult } from '../tables/procedures.ts';
import { type FigureState, type RvrState, type UnitState, combatOf, figureRadius, findUnit, ratingsOf, troopOf } from '../state.ts';
import { edgeDistance } from '../troops/figures.ts';
import { killFigure } from '../combat/casualties.ts';
import { counted } from '../../../engine/agreement.ts';

export interface Rallier {
  unit: UnitState;
  figure: FigureState;
  kind: 'commander' | 'commissar';
}

/**
 * Commanders and commissars who may still rally this turn. A commander who shot or fought this turn
 * "may not undertake any command tasks"; a figure in close combat cannot rally either.
 */
export function availableRalliers(state: RvrState, side: string): Rallier[] {
  const out: Rallier[] = [];
  for (const unit of state.units) {
    if (unit.side !== side || unit.status !== 'active') continue;
    const kind = troopOf(unit).troopClass;
    if (kind !== 'commander' && kind !== 'commissar') continue;
    const figure = unit.figures[0];
    if (!figure || state.rallied.includes(unit.id) || combatOf(state, figure.id)) continue;
    if (kind === 'commander' && (state.fired.includes(figure.id) || state.fought.includes(figure.id))) continue;
    out.push({ unit, figure, kind });
  }
  return out;
}

/** Units this figure could rally: its side's shaken units with a figure within the unit's Tactical Rating in inches. */
export function rallyTargets(state: RvrState, rallier: Rallier): UnitState[] {
  const r = figureRadius(rallier.unit);
  return state.units.filter((u) => {
    if (u.side !== rallier.unit.side || u.status !== 'active' || u.moraleMarkers === 0 || troopOf(u).role !== 'unit') return false;
    const reach = ratingsOf(u).tactical;
    const ur = figureRadius(u);
    return u.figures.some((f) => edgeDistance(f, ur, rallier.figure, r) <= reach);
  });
}

export function rallyRefusal(state: RvrState, side: string, rallierId: string, unitId: string): string | null {
  if (state.phase !== 'rally') return 'rallying happens in the morale phase';
  const rallier = availableRalliers(state, side).find((r) => r.unit.id === rallierId);
  if (!rallier) return 'that commander or commissar cannot rally this turn';
  const unit = findUnit(state, unitId);
  if (!unit || !rallyTargets(state, rallier).includes(unit)) return `${unit?.name ?? unitId} cannot be rallied by ${rallier.unit.name}: it needs a morale marker and a figure within its Tactical Rating in inches`;
  return null;
}

/**
 * Reds versus Reds, "Commanders" and "Red Commissars": a commander rallies on a D6 under the unit's Morale
 * Rating; a commissar on 3 or better, and on a failure the unit loses a figure, counted as a casualty
 * (`rallyResult`, which `tachanka rules reds-versus-reds rally` also looks up).
 */
export function rally(draft: RvrState, rallierId: string, unitId: string, dice: Dice, events: GameEvent[]): void {
  const rallierUnit = findUnit(draft, rallierId)!;
  const unit = findUnit(draft, unitId)!;
  const kind = troopOf(rallierUnit).troopClass === 'commissar' ? 'commissar' : 'commander';
  const die = dice.d(6);
  const morale = ratingsOf(unit).morale;
  const held = unit.moraleMarkers;
  const r = rallyResult(kind, morale, die, held);
  draft.rallied.push(rallierId);
  unit.moraleMarkers = r.markersAfter;
  const markers = `${counted(r.markersAfter, 'marker')} left`;
  events.push({
    kind: 'rally', side: unit.side, unitId: unit.id,
    text: `${rallierUnit.name} ${r.rallied ? 'rallies' : 'fails to rally'} ${unit.name}: ${markers}`,
    roll: {
      table: 'rally', column: `${kind}, ${counted(held, 'marker')} held`, target: rallyNeeds(kind, morale), dice: [die], modifiers: [], total: die,
      result: `${r.rallied ? 'rallied' : 'failed'}: ${markers}${r.figureLost ? ', one figure shot for defeatism' : ''}`,
      rule: kind === 'commissar' ? 'Reds versus Reds: Red Commissars' : 'Reds versus Reds: Commanders',
    },
  });
  if (r.figureLost) {
    const victim = [...unit.figures].reverse().find((f) => f.weapon !== 'lewis-gun') ?? unit.figures[unit.figures.length - 1];
    if (victim) {
      killFigure(draft, victim.id);
      events.push({ kind: 'casualty', side: unit.side, unitId: unit.id, text: `${rallierUnit.name} has a man of ${unit.name} shot for defeatism` });
    }
  }
}

export function passRally(draft: RvrState, rallierId: string, events: GameEvent[]): void {
  draft.rallied.push(rallierId);
  const unit = findUnit(draft, rallierId);
  if (unit) events.push({ kind: 'note', side: unit.side, unitId: unit.id, text: `${unit.name} does not rally anyone this turn` });
}
