import type { GameEvent, Modifier } from '../../../engine/events.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { type FcState, type LeaderState, type UnitState, kindOf, onTable } from '../state.ts';
import { GUN_CHART, RANGE_MODIFIER, VS_TANK_MODIFIER, shellsHitting, type GunSize, type RangeBand } from '../tables/tables-fire.ts';
import { STAND_SIZE } from '../troops.ts';
import { halfWidth } from '../movement/stands.ts';
import { counted } from '../../../engine/agreement.ts';
import { modifierWords } from './modifier-words.ts';

const RULE = 'Forward Comrades: Artillery';

/** "Place a square impact area for each gun section. See chart below for size of impact area." */
export interface ImpactSquare { x: number; y: number; size: number }

/**
 * A gun section's square, the chart's "Burst Area", laid over the target (README: "Artillery"): centred on the
 * target unit's centre (a lone officer's figure), square to the table's edges.
 */
export const impactSquare = (size: GunSize, at: Vec): ImpactSquare => ({ x: at.x, y: at.y, size: GUN_CHART[size].burst });

/** "All four stands of the target unit fall under some part of this rectangle": a base within `reach` of the square. */
const under = (square: ImpactSquare, p: Vec, reach: number): boolean =>
  Math.abs(p.x - square.x) <= square.size / 2 + reach && Math.abs(p.y - square.y) <= square.size / 2 + reach;

/** Every unit on the table, of either side, with some stand under the square; the firing unit apart. */
export const unitsUnder = (state: FcState, square: ImpactSquare, shooter: UnitState): UnitState[] =>
  state.units.filter((u) => u !== shooter && onTable(u) && u.stands.some((s) => under(square, s, halfWidth(u))));

/** Officers standing alone (not leading a unit heroically) whose figure is under the square. */
export const officersUnder = (state: FcState, square: ImpactSquare): LeaderState[] =>
  state.leaders.filter((l) => officerAlone(l) && under(square, l, STAND_SIZE.leader.width / 2));

/** An officer figure on the table by himself: fit or scratched, and not with a unit he leads heroically. */
export const officerAlone = (l: LeaderState): boolean => (l.status === 'active' || l.status === 'scratched') && !l.leading;

/** The modifiers each shell takes against this target: range (none for indirect fire) and "-1 vs tanks … except at point blank". */
export function shellModifiers(band: RangeBand | 'indirect', target: Pick<UnitState, 'troopType'> | null): Modifier[] {
  return shellModifiersFor(band, target ? kindOf(target) : null);
}

/** `shellModifiers` by the target's kind (the rules lookup asks this too). */
export function shellModifiersFor(band: RangeBand | 'indirect', kind: string | null): Modifier[] {
  const modifiers: Modifier[] = [];
  if (band !== 'indirect' && RANGE_MODIFIER[band]) modifiers.push({ label: band === 'long' ? 'long range' : 'point blank', value: RANGE_MODIFIER[band] });
  if ((kind === 'tank' || kind === 'armoured-car') && band !== 'point-blank') modifiers.push({ label: 'against a tank', value: VS_TANK_MODIFIER });
  return modifiers;
}

/** The hits the same shells make on something else under the square, with its own modifiers; the roll reported. */
export function shellsAlsoOn(
  size: GunSize, rolled: readonly number[], band: RangeBand | 'indirect', what: { name: string; side: UnitState['side']; id: string; troopType: string | null },
  shooter: UnitState, events: GameEvent[],
): number {
  const chart = GUN_CHART[size];
  const modifiers = shellModifiers(band, what.troopType === null ? null : { troopType: what.troopType });
  const hits = shellsHitting(size, rolled, modifiers);
  events.push({
    kind: 'shot', side: shooter.side, unitId: shooter.id, targetUnitId: what.id, hits,
    text: `The ${chart.burst}" impact square of ${shooter.name} also covers ${what.name}: ${counted(hits, 'hit', 'hits')}`,
    roll: {
      table: 'artillery', column: `${chart.label}, under the impact square`,
      target: `${chart.hitOn}-10 on each D10${modifierWords(modifiers)}`,
      dice: [...rolled], each: true, modifiers: [], total: hits, result: `${counted(hits, 'hit', 'hits')}, ${counted(chart.figuresPerHit, 'figure')} a hit`, rule: `${RULE}: impact areas`,
    },
  });
  return hits;
}
