import type { Choice } from '../../../engine/ruleset.ts';
import { type KeptWays, enemiesStayed, followFriends, sweptBoxes } from '../../../engine/kept-ways.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import type { FcAction } from '../actions.ts';
import { type FcState, type Stand, type UnitState, onTable } from '../state.ts';
import { STAND_SIZE } from '../troops.ts';
import { halfWidth } from './stands.ts';
import { moverOf } from './movement.ts';
import { type Offer, assembleChoices, offersFor, reachOf } from './move-options.ts';

type Stands = readonly Stand[];

/**
 * What a unit's move choices were worked out from besides its own stands: the table, its move (dice, road dice,
 * how it moves), where every unit stood (its stands, or null off the table) by its place in the state's list, and for
 * each way offered how far it got and the box its stands swept on the way (widened by the reach of any stand in it).
 */
interface Kept extends KeptWays {
  unitId: string;
  scenario: Scenario;
  allowance: number;
  roadInches: number;
  mover: string;
  offers: Offer[];
  reached: number[];
  choices: Choice<FcAction>[];
}

/**
 * Move choices made before, by the unit's list of stands (a list never changes once a state holds it: state.ts,
 * `Stand`). In phase 3 a side moves one unit at a time: the units still to move stand where they stood, and their
 * choices stay the same unless something they read has changed.
 */
const kept = new WeakMap<Stands, Kept>();

/** The widest stand's half width: no stand reaches further into a move's way. */
const WIDEST = Math.max(...Object.values(STAND_SIZE).map((s) => s.width)) / 2;
/** Slack on a swept box for the rounding of a move's steps. */
const MARGIN = 0.5;

/**
 * `unitMoveChoices`, kept: handed out again while the unit's stands and move and every enemy on the table are as they
 * were (enemies set the ways toward them and the 1" clearance). A friend that moved, came or went is asked about only
 * by the ways whose swept box it stood or stands in (friends matter only as stands a move may not end on): those
 * are worked out again, the rest kept. Callers only read the choices.
 */
export function keptMoveChoices(state: FcState, unit: UnitState): Choice<FcAction>[] {
  const made = kept.get(unit.stands);
  if (!made || made.unitId !== unit.id || made.scenario !== state.scenario || made.allowance !== unit.allowance
    || made.roadInches !== unit.roadInches || made.mover !== moverOf(unit) || !enemiesStayed(made, state.units, unit.side, placeOf)) {
    return keep(state, unit);
  }
  const { redone } = followFriends(made, state.units, unit.id, placeOf, (k) => { made.reached[k] = reachOf(state, unit, made.offers[k]!); });
  if (redone) made.choices = assembleChoices(unit, made.offers, made.reached);
  return made.choices;
}

function keep(state: FcState, unit: UnitState): Choice<FcAction>[] {
  const offers = offersFor(state, unit);
  const reached = offers.map((o) => reachOf(state, unit, o));
  const choices = assembleChoices(unit, offers, reached);
  const swept = sweptBoxes(unit.stands, offers, halfWidth(unit) + WIDEST + MARGIN);
  kept.set(unit.stands, {
    unitId: unit.id, scenario: state.scenario, allowance: unit.allowance, roadInches: unit.roadInches, mover: moverOf(unit),
    places: state.units.map(placeOf), offers, reached, swept, choices,
  });
  return choices;
}

const placeOf = (u: UnitState): Stands | null => (onTable(u) ? u.stands : null);
