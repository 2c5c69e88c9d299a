import type { Choice } from '../../../engine/ruleset.ts';
import { sameItems } from '../../../engine/state-memo.ts';
import type { RvrAction } from '../actions.ts';
import { type Activation, type Combat, type RvrState, type UnitState, findUnit } from '../state.ts';
import { placementChoices } from './move-options.ts';

/**
 * What `placementChoices` reads of a state: the activation, the units (by object: a stepped-to state's units
 * never change), the combats, the turn, the special rules in force and the scenario. Two states alike in these
 * are offered the same placements.
 */
interface Inputs {
  units: readonly UnitState[];
  activation: Activation;
  combats: readonly Combat[];
  turn: number;
  triggered: readonly string[];
  scenario: object;
}

interface Kept { inputs: Inputs; choices: Choice<RvrAction>[] }

/**
 * Placements offered before, by the activated unit object. The same position is reached again and again: a
 * search steps to a unit's activation and the game then steps to the same activation for real (a new state,
 * the same units and dice). A few entries a unit; the oldest goes first.
 */
const kept = new WeakMap<UnitState, Kept[]>();
const ENTRIES_PER_UNIT = 4;

/**
 * `placementChoices` for a state nobody changes any more (the engine's states), answered again for a state with
 * the same inputs. Callers only read the choices.
 */
export function keptPlacementChoices(state: RvrState): Choice<RvrAction>[] {
  const act = state.activation;
  const unit = act && findUnit(state, act.unitId);
  if (!act || !unit) return placementChoices(state);
  let entries = kept.get(unit);
  if (entries) for (const k of entries) if (sameInputs(k.inputs, state, act)) return k.choices;
  const choices = placementChoices(state);
  const inputs: Inputs = {
    units: state.units.slice(), activation: { ...act }, combats: state.combats.map((c) => ({ ...c, opponents: [...c.opponents] })),
    turn: state.turn, triggered: [...state.triggered], scenario: state.scenario,
  };
  if (!entries) { entries = []; kept.set(unit, entries); }
  if (entries.length >= ENTRIES_PER_UNIT) entries.shift();
  entries.push({ inputs, choices });
  return choices;
}

function sameInputs(was: Inputs, state: RvrState, act: Activation): boolean {
  if (was.scenario !== state.scenario || was.turn !== state.turn) return false;
  const a = was.activation;
  if (a.unitId !== act.unitId || a.going !== act.going || a.open !== act.open || a.difficult !== act.difficult) return false;
  if (!sameItems(was.units, state.units) || !sameItems(was.triggered, state.triggered)) return false;
  if (was.combats.length !== state.combats.length) return false;
  for (let i = 0; i < was.combats.length; i++) {
    const c = was.combats[i]!, d = state.combats[i]!;
    if (c.id !== d.id || c.single !== d.single || c.attackerSide !== d.attackerSide || c.startedTurn !== d.startedTurn || !sameItems(c.opponents, d.opponents)) return false;
  }
  return true;
}
