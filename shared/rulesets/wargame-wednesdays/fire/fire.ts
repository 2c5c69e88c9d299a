import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { PairAnswers, sameItems } from '../../../engine/state-memo.ts';
import type { TerrainIndex } from '../../../geometry/terrain-index.ts';
import { FIRE_STEP, RANGE, countHits, fireDice, type FireSource, type Kind } from '../tables.ts';
import { type UnitState, type WwState, findUnit, kindOf, onTable, standHits } from '../state.ts';
import { canSee, terrainOf } from '../ground/terrain.ts';
import { nearestPair, unitDistance } from '../ground/stands.ts';
import { savedHits } from './saves.ts';
import { said } from '../unit-words.ts';
import { counted } from '../../../engine/agreement.ts';

/** What kind of fire each shooter's is, for the target's saves. */
export const SOURCE: Readonly<Record<Exclude<Kind, 'artillery'>, FireSource>> = {
  'infantry': 'small-arms', 'cavalry': 'small-arms', 'mg': 'mg', 'armoured-car': 'armoured-car', 'tank': 'tank',
};

/** Chargers of `unit` this turn: a charged unit may fire only at them. */
export const chargersOf = (state: WwState, unitId: string): string[] => state.charges.filter((c) => c.target === unitId).map((c) => c.charger);
export const isCharger = (state: WwState, unitId: string): boolean => state.charges.some((c) => c.charger === unitId);

/**
 * Why the unit may not fire in the current step, or null: wrong step, routing, a charger ("The charging unit may
 * not fire"), an evader, an MG or gun that moved, already fired.
 */
export function fireBar(state: WwState, unit: UnitState): string | null {
  const kind = kindOf(unit);
  if (unit.status !== 'active' || unit.stands.length === 0) return `${unit.name} are not fit to fire`;
  if (FIRE_STEP[kind] !== state.fireStep) return `${unit.name} fire in step ${FIRE_STEP[kind]}`;
  if (unit.firedStep !== 0) return `${unit.name} have fired this turn`;
  if (isCharger(state, unit.id)) return `${unit.name} charged this turn and may not fire`;
  if (unit.evaded) return `${unit.name} evaded this turn and may not fire`;
  if ((kind === 'mg' || kind === 'artillery') && unit.moved) return `${unit.name} moved this turn and may not fire`;
  if (kind === 'mg' && fireDice(kind, 1, standHits(unit)).dice === 0) return `${unit.name} have no crew left`;
  return null;
}

type Stands = UnitState['stands'];
/** Sight between two lists of stands, kept per table: the lists never change (state.ts, `Stand`), and units that stand still share theirs from state to state. */
const sightsKept = new WeakMap<TerrainIndex, PairAnswers<Stands, Stands, boolean>>();

/** Whether some stand of the shooter sees some stand of the target (the nearest pair first). */
export function sees(state: WwState, shooter: UnitState, target: UnitState): boolean {
  const index = terrainOf(state.scenario);
  let kept = sightsKept.get(index);
  if (!kept) {
    kept = new PairAnswers<Stands, Stands, boolean>();
    sightsKept.set(index, kept);
  }
  return kept.get(shooter.stands, target.stands, () => standsSee(index, shooter.stands, target.stands));
}

/** `sees` worked out afresh. */
export function standsSee(index: TerrainIndex, from: Stands, to: Stands): boolean {
  const first = nearestPair(from, to);
  if (canSee(index, first.from, first.to)) return true;
  for (const p of from) for (const q of to) if ((p !== first.from || q !== first.to) && canSee(index, p, q)) return true;
  return false;
}

/** Enemy units the shooter may fire at now: in range, in sight, and only its chargers if it was charged. */
export function fireTargets(state: WwState, shooter: UnitState, firstOnly = false): UnitState[] {
  const slots = keptTargetSlots(state, shooter);
  if (firstOnly) return slots.length > 0 ? [state.units[slots[0]!]!] : [];
  return slots.map((i) => state.units[i]!);
}

/** What a shooter's targets were worked out from besides its stands: its chargers, and where every enemy stood (null: off the table). */
interface KeptTargets { shooterId: string; scenario: WwState['scenario']; chargers: string[]; places: (Stands | null)[]; slots: number[] }

/**
 * Targets found before, by the shooter's list of stands. Through a fire step nobody moves and hits wait for its end,
 * and the step, the decision due and the options all ask again and again who may fire at whom: the answer holds while
 * the shooter's chargers and every enemy's stands are the same.
 */
const targetsKept = new WeakMap<Stands, KeptTargets>();

/** The shooter's targets by their place in `state.units`, nearest the list's start first (as `state.units` lists them). */
function keptTargetSlots(state: WwState, shooter: UnitState): number[] {
  const chargers = chargersOf(state, shooter.id);
  const made = targetsKept.get(shooter.stands);
  if (made && made.shooterId === shooter.id && made.scenario === state.scenario && sameItems(made.chargers, chargers) && sameEnemies(made, state, shooter)) return made.slots;
  const slots: number[] = [];
  const range = RANGE[kindOf(shooter)];
  state.units.forEach((e, i) => {
    if (e.side === shooter.side || !onTable(e)) return;
    if (chargers.length > 0 && !chargers.includes(e.id)) return;
    if (unitDistance(shooter, e) > range) return;
    if (sees(state, shooter, e)) slots.push(i);
  });
  targetsKept.set(shooter.stands, { shooterId: shooter.id, scenario: state.scenario, chargers, places: state.units.map((u) => (u.side !== shooter.side && onTable(u) ? u.stands : null)), slots });
  return slots;
}

function sameEnemies(made: KeptTargets, state: WwState, shooter: UnitState): boolean {
  if (made.places.length !== state.units.length) return false;
  for (let i = 0; i < state.units.length; i++) {
    const u = state.units[i]!;
    if (made.places[i] !== (u.side !== shooter.side && onTable(u) ? u.stands : null)) return false;
  }
  return true;
}

/** Whether the unit may fire now and has something to fire at. */
export const mayFireNow = (state: WwState, unit: UnitState): boolean => fireBar(state, unit) === null && fireTargets(state, unit, true).length > 0;

export function queueHits(state: WwState, unitId: string, hits: number): void {
  if (hits <= 0) return;
  const known = state.incoming.find((i) => i.unitId === unitId);
  if (known) known.hits += hits; else state.incoming.push({ unitId, hits });
}

/**
 * Direct fire (everything but artillery): the unit's dice at each target, hits on the printed numbers, then the
 * target's saves; the hits wait for the end of the step (fire is simultaneous). An armoured car names two targets
 * (or one twice) and throws its 3d6 at each (README: "Armoured car fire").
 */
export function resolveDirectFire(state: WwState, shooter: UnitState, targetIds: readonly string[], dice: Dice, events: GameEvent[]): void {
  const kind = kindOf(shooter) as Exclude<Kind, 'artillery'>;
  const fire = fireDice(kind, shooter.stands.length, standHits(shooter));
  for (const id of targetIds) {
    const target = findUnit(state, id)!;
    const rolled = dice.roll(fire.dice, 6);
    const hits = countHits(rolled, fire.hitOn);
    events.push({
      kind: 'shot', side: shooter.side, unitId: shooter.id, targetUnitId: target.id, hits,
      text: `${shooter.name} ${said(shooter, 'fire', 'fires')} at ${target.name}: ${counted(hits, 'hit')}`,
      roll: {
        table: 'fire', column: `${kind === 'armoured-car' ? 'armoured car' : kind}, ${fire.label}`, target: `${fire.hitOn}+ on each die`,
        dice: rolled, each: true, modifiers: [], total: hits, result: `${counted(hits, 'hit')}`,
        rule: 'Wargame Wednesdays: Firing sequence 2-7',
      },
    });
    queueHits(state, target.id, savedHits(state, target, hits, SOURCE[kind], dice, events));
  }
  shooter.firedStep = state.fireStep;
}
