import type { Choice } from '../../../engine/ruleset.ts';
import { type KeptWays, enemiesStayed, followFriends, sweptBoxes } from '../../../engine/kept-ways.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import type { WwAction } from '../actions.ts';
import { type Stand, type UnitState, type WwState, onTable } from '../state.ts';
import { halfDiagonal } from '../ground/stands.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { STAND_SIZE } from '../troops.ts';
import { allowanceOf } from './movement.ts';
import { type Offer, type Reached, assembleChoices, chargeChoices, contactChoices, offersFor, reach } from './move-options.ts';

type Stands = readonly Stand[];

/**
 * What a unit's move choices were worked out from besides its own stands: the table, its allowance, where every
 * unit stood (its stands, or null off the table) by its place in the state's list, and for each way offered the
 * place it reached and the box its stands swept getting there (widened by the reach of any stand in their way).
 */
interface Kept extends KeptWays {
  unitId: string;
  scenario: Scenario;
  allowance: number;
  offers: Offer[];
  reached: (Reached | null)[];
  charges: Choice<WwAction>[];
  choices: Choice<WwAction>[];
}

/**
 * Move choices made before, by the unit's list of stands (a list never changes once a state holds it: state.ts,
 * `Stand`). A command moves one unit at a time and the AI tries each way of moving it: the units still to move
 * stand where they stood, and their choices stay the same unless something they read has changed.
 */
const kept = new WeakMap<Stands, Kept>();

/** The longest stand's half diagonal: no stand, however turned, reaches further into a move's way. */
const WIDEST = Math.max(...Object.values(STAND_SIZE).map((s) => hypot(s.width, s.depth))) / 2;
/** Slack on a swept box for the rounding of a move's steps. */
const MARGIN = 0.5;

/**
 * `unitMoveChoices`, kept: handed out again while the unit's stands and allowance and every enemy on the table are
 * as they were (enemies set the ways toward them, the charges and the 1" clearance). A friend that moved, came or
 * went is asked about only by the ways whose swept box it stood or stands in (friends matter only as stands a move
 * may not end on): those are worked out again, the rest kept, and the charges too (their forecasts ask whether the
 * point of contact is clear). A contacted unit's two choices are made afresh.
 * Callers only read the choices.
 */
export function keptMoveChoices(state: WwState, unit: UnitState): Choice<WwAction>[] {
  const contact = contactChoices(state, unit);
  if (contact) return contact;
  const allowance = allowanceOf(unit);
  const made = kept.get(unit.stands);
  if (!made || made.unitId !== unit.id || made.scenario !== state.scenario || made.allowance !== allowance || !enemiesStayed(made, state.units, unit.side, placeOf)) {
    return keep(state, unit, allowance);
  }
  const friends = followFriends(made, state.units, unit.id, placeOf, (k) => { made.reached[k] = reach(state, unit, made.offers[k]!); });
  let refreshed = friends.redone;
  // A charge's forecast asks whether the point of contact is clear of friends.
  if (friends.moved && made.charges.length > 0) {
    made.charges = chargeChoices(state, unit);
    refreshed = true;
  }
  if (refreshed) made.choices = assembleChoices(unit, made.offers, made.reached, made.charges);
  return made.choices;
}

function keep(state: WwState, unit: UnitState, allowance: number): Choice<WwAction>[] {
  const offers = offersFor(state, unit);
  const reached = offers.map((o) => reach(state, unit, o));
  const charges = chargeChoices(state, unit);
  const choices = assembleChoices(unit, offers, reached, charges);
  const swept = sweptBoxes(unit.stands, offers.map(({ dir, most }) => ({ dir, far: most })), halfDiagonal(unit) + WIDEST + MARGIN);
  kept.set(unit.stands, { unitId: unit.id, scenario: state.scenario, allowance, places: state.units.map(placeOf), offers, reached, swept, charges, choices });
  return choices;
}

const placeOf = (u: UnitState): Stands | null => (onTable(u) ? u.stands : null);
