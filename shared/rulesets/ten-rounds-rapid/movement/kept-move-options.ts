import type { Choice } from '../../../engine/ruleset.ts';
import { sameItems } from '../../../engine/state-memo.ts';
import type { TrrAction } from '../actions.ts';
import { type TrrState, type TrrUnit, onTable } from '../state.ts';
import { moveChoices } from './move-options.ts';
import { groundOf } from '../options/weather-going.ts';

/**
 * What a unit's move choices are worked out from, besides its pieces: its own flags that the reach, the move-and-fire
 * offer and the refusals read, the move (rain falls move by move), and where the enemies stand. A hesitating unit's
 * choices also hang on which enemies every friend sees, so they are never kept.
 */
interface Kept {
  scenario: TrrState['scenario'];
  inputs: string;
  enemies: TrrUnit['pieces'][];
  choices: readonly Choice<TrrAction>[];
}

const inputsOf = (state: TrrState, u: TrrUnit): string =>
  `${groundOf(state).sodden}|${u.band}|${u.spentCm}|${u.fired}|${u.moved}|${u.immobilised}|${u.status}|${u.mounted}|${u.limbered}|${u.hits}|${u.troopType}`;

/** The pieces of the enemies on the table, in table order (a unit leaving it drops out of the list). */
function enemyPieces(state: TrrState, u: TrrUnit): TrrUnit['pieces'][] {
  const out: TrrUnit['pieces'][] = [];
  for (const e of state.units) if (e.side !== u.side && onTable(e)) out.push(e.pieces);
  return out;
}

// Pieces never change once a state holds them, and a move gives the unit new ones: the AI asks again and again for
// the choices of a unit that stands where it stood among enemies that stand where they stood (every candidate of a
// decision, every sample of the search), so the answer is kept per list of pieces.
const kept = new WeakMap<TrrUnit['pieces'], Kept[]>();
const KEPT_PER_PIECES = 4;

/** `moveChoices`, handed out again while the unit, the move and the enemies' pieces are what they were. */
export function keptMoveChoices(state: TrrState, u: TrrUnit): readonly Choice<TrrAction>[] {
  if (u.band === 'hesitant') return moveChoices(state, u);
  const inputs = inputsOf(state, u);
  const enemies = enemyPieces(state, u);
  const list = kept.get(u.pieces);
  if (list) {
    for (const k of list) if (k.inputs === inputs && k.scenario === state.scenario && sameItems(k.enemies, enemies)) return k.choices;
  }
  const choices = moveChoices(state, u);
  const entry: Kept = { scenario: state.scenario, inputs, enemies, choices };
  if (!list) kept.set(u.pieces, [entry]);
  else { if (list.length >= KEPT_PER_PIECES) list.shift(); list.push(entry); }
  return choices;
}
