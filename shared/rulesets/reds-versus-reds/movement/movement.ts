import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent, Modifier } from '../../../engine/events.ts';
import { CHARACTERISTICS, INDEPENDENT_MOVE, moveDiceLabel, type MoveDice } from '../tables/tables.ts';
import { type Activation, type Going, type RvrState, type UnitState, combatOf, troopOf } from '../state.ts';
import { isWithdrawing, distanceToBaseline } from '../troops/figures.ts';
import { goingAt, terrainOf } from '../terrain/terrain.ts';

const RULE = 'Reds versus Reds: Movement';

/** The movement throws for a unit: its weapon's row of the Characteristics table; independents move as infantry. */
export function moveDiceOf(unit: UnitState): { open: MoveDice; difficult: MoveDice } {
  const troop = troopOf(unit);
  return troop.role === 'independent' || !troop.weapon ? INDEPENDENT_MOVE : CHARACTERISTICS[troop.weapon].move;
}

/** One movement throw: the dice added, less the minus, never below 0. */
export function throwMove(m: MoveDice, dice: Dice): { dice: number[]; inches: number } {
  const rolled = dice.roll(m.dice, 6);
  return { dice: rolled, inches: Math.max(0, rolled.reduce((a, b) => a + b, 0) - m.minus) };
}

/** Whether some of the unit's figures stand in difficult going and some do not (a split throw makes sense). */
export function unitInMixedGoing(state: RvrState, unit: UnitState): boolean {
  const index = terrainOf(state.scenario);
  let open = false, difficult = false;
  for (const f of unit.figures) {
    if (goingAt(index, f) === 'open') open = true; else difficult = true;
  }
  return open && difficult;
}

/** Why the unit may not be activated now, or null. */
export function activationRefusal(state: RvrState, unit: UnitState | undefined, side: string): string | null {
  if (state.phase !== 'units' && state.phase !== 'independents') return 'it is not the movement phase';
  if (state.activation) return 'another unit is moving: place its figures first';
  if (!unit || unit.status !== 'active') return 'no such unit on the table';
  if (unit.side !== side) return 'that unit belongs to the other side';
  const role = troopOf(unit).role;
  if (state.phase === 'units' && role !== 'unit') return 'independent figures move after all the units have moved';
  if (state.phase === 'independents' && role !== 'independent') return 'this unit has already had its chance to move';
  if (state.done.includes(unit.id)) return 'that unit has already moved (or held) this turn';
  return null;
}

/**
 * Reds versus Reds, "Movement": the maximum distance is diced for each unit as it moves, with the open or the
 * difficult-going dice (or both, for a unit standing partly in each: each part uses its own throw).
 */
export function activate(draft: RvrState, unit: UnitState, going: Going, dice: Dice, events: GameEvent[]): void {
  const activation: Activation = { unitId: unit.id, going, open: null, difficult: null };
  if (going === 'open' || going === 'split') throwFor(activation, 'open', unit, dice, events);
  if (going === 'difficult' || going === 'split') throwFor(activation, 'difficult', unit, dice, events);
  draft.activation = activation;
}

/** One of the unit's movement throws, written into the activation (a module-level function, not a closure: README, "Tests and speed"). */
function throwFor(activation: Activation, kind: 'open' | 'difficult', unit: UnitState, dice: Dice, events: GameEvent[]): void {
  const m = moveDiceOf(unit)[kind];
  const t = throwMove(m, dice);
  activation[kind] = t.inches;
  const modifiers: Modifier[] = m.minus ? [{ label: 'difficult going', value: -m.minus }] : [];
  const raw = t.dice.reduce((a, b) => a + b, 0) - m.minus;
  // A throw below 0 is no move: said as a modifier, so the printed sum comes to the inches the unit may move.
  if (raw < t.inches) modifiers.push({ label: 'a move is never less than 0"', value: t.inches - raw });
  events.push({
    kind: 'move', side: unit.side, unitId: unit.id, text: `${unit.name} dice to move in ${kind} going: ${t.inches}"`,
    roll: { table: 'characteristics', column: `${kind} going (${moveDiceLabel(m)})`, dice: t.dice, modifiers, total: t.inches, result: `up to ${t.inches}"`, rule: RULE },
  });
}

/** Why the unit may not declare that it holds, or null. Withdrawing units must keep going to their baseline. */
export function holdRefusal(state: RvrState, unit: UnitState): string | null {
  if (!isWithdrawing(state, unit)) return null;
  const stuck = unit.figures.every((f) => distanceToBaseline(state, unit.side, f) <= 1 || combatOf(state, f.id));
  return stuck ? null : `${unit.name} are withdrawing to their baseline and must keep moving toward it`;
}

/** A declared non-move counts as the unit's move. */
export function hold(draft: RvrState, unit: UnitState, events: GameEvent[]): void {
  draft.done.push(unit.id);
  events.push({ kind: 'hold', side: unit.side, unitId: unit.id, text: `${unit.name} stay where they are` });
}
