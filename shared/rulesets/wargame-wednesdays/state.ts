import type { Outcome } from '../../engine/ruleset.ts';
import type { Scenario } from '../../scenario/schema.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import { troopDefinition, type TroopDefinition } from './troops.ts';
import type { Kind } from './tables.ts';
import { commandOf } from './setup/commands.ts';
import { StateAnswers } from '../../engine/state-memo.ts';
import { byId, troopOfUnit } from '../../engine/unit-lookups.ts';

/**
 * One stand: where it stands and the hits it carries. Facing in degrees, 0 = +y. A stand and a unit's list of
 * stands never change once a state holds them (a move or a hit makes new ones), so a step's copy of a unit shares
 * them with the state it came from, and what is worked out from them can be kept (the unit's view).
 */
export interface Stand {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly hits: number;
}

export type UnitStatus = 'undeployed' | 'active' | 'routing' | 'routed' | 'destroyed';

export interface UnitState {
  id: string;
  side: SideId;
  name: string;
  troopType: string;
  command: string;
  stands: readonly Stand[];
  startStands: number;
  status: UnitStatus;
  /** Tanks and armoured cars: hits suffered in the game so far (they are destroyed by test, not by hits). */
  vehicleHits: number;
  /** This turn: hit (vehicles test once at the end of the turn), moved, charged, evaded, fired (in step 1 or 2). */
  hitThisTurn: boolean;
  moved: boolean;
  evaded: boolean;
  firedStep: 0 | 1 | 2;
  /** Vehicles: inches diced on activation this turn (null until diced). */
  allowance: number | null;
}

export interface Charge {
  charger: string;
  target: string;
  contact: boolean;
  /** Inches of the charge move left after contact (for catching an evader). */
  remaining: number;
}

/** A unit that failed morale and must choose to rout or to lose a stand; `charger` if it was charging. */
export interface MoraleChoice {
  unitId: string;
}

export type Phase = 'setup-order' | 'deploy' | 'freeze' | 'move-order' | 'activate' | 'move' | 'fire' | 'morale' | 'over';

export interface WwState {
  scenario: Scenario;
  turn: number;
  turnLimit: number;
  phase: Phase;
  /** The side whose decision it is. */
  toAct: SideId;
  /** Set-up: the side that deploys next; commands deployed so far ("side/command"). */
  deployed: string[];
  /** Initiative: the dice of this turn and the side that won it (null in a turn without movement). */
  initiative: { red: number[]; white: number[] } | null;
  winner: SideId | null;
  /** Sides that rolled doubles and have still to nominate an enemy unit that may not move. */
  freezesDue: SideId[];
  frozen: string[];
  noMovement: boolean;
  /** Movement: who moves first, commands moved this turn ("side/command"), the command now moving. */
  firstMover: SideId;
  commandsMoved: string[];
  activeCommand: string | null;
  /** Units of the active command that have made their move (or held). */
  unitsDone: string[];
  charges: Charge[];
  /** Fire: the step (1: guns, tanks, cars, MGs; 2: infantry and cavalry), units done, hits waiting for the step's end. */
  fireStep: 1 | 2;
  fireDone: string[];
  incoming: { unitId: string; hits: number }[];
  /** Units that failed morale and must choose (rout or lose a stand), and where play goes on after. */
  moraleChoices: MoraleChoice[];
  afterMorale: 'fire-2' | 'melee' | 'end';
  /** Chargers that failed a morale test this turn: they do not make contact. */
  failedChargers: string[];
  outcome: Outcome | null;
  units: UnitState[];
}

/**
 * What is kept per state object (the decision due, the options, the view): one record a state, since the engine's
 * states never change once stepped to and these three are asked of nearly every one.
 */
export const keptAnswers = new StateAnswers<WwState>();

export const commandKey = (side: SideId, command: string): string => `${side}/${command}`;

export const findUnit = (state: WwState, id: string): UnitState | undefined => byId(state.units, id);
export const troopOf: (unit: Pick<UnitState, 'troopType'>) => TroopDefinition = troopOfUnit(troopDefinition);

export const kindOf = (unit: Pick<UnitState, 'troopType'>): Kind => troopOf(unit).kind;

/** On the table and fighting or running: counts for fire, contact and blocking. */
export const onTable = (u: UnitState): boolean => (u.status === 'active' || u.status === 'routing') && u.stands.length > 0;

export { centroid } from '../../geometry/point-sets.ts';

/** The hits carried by the unit's damaged stand (hits are filled stand by stand, README: "Spreading hits"). */
export const standHits = (u: UnitState): number => u.stands.reduce((m, s) => Math.max(m, s.hits), 0);

// Spelt out rather than spread: copying is the hot path of `step` (the AI steps thousands of times a decision).
// The stands are shared: they never change once a state holds them (see Stand).
const copyUnit = (u: UnitState): UnitState => ({
  id: u.id, side: u.side, name: u.name, troopType: u.troopType, command: u.command, stands: u.stands, startStands: u.startStands,
  status: u.status, vehicleHits: u.vehicleHits, hitThisTurn: u.hitThisTurn, moved: u.moved, evaded: u.evaded, firedStep: u.firedStep, allowance: u.allowance,
});

/** A deep copy of everything `step` may change; the scenario stays shared. */
export function draft(state: WwState): WwState {
  return {
    scenario: state.scenario, turn: state.turn, turnLimit: state.turnLimit, phase: state.phase, toAct: state.toAct,
    deployed: [...state.deployed],
    initiative: state.initiative ? { red: [...state.initiative.red], white: [...state.initiative.white] } : null,
    winner: state.winner, freezesDue: [...state.freezesDue], frozen: [...state.frozen], noMovement: state.noMovement, firstMover: state.firstMover,
    commandsMoved: [...state.commandsMoved], activeCommand: state.activeCommand, unitsDone: [...state.unitsDone],
    charges: state.charges.map((c) => ({ charger: c.charger, target: c.target, contact: c.contact, remaining: c.remaining })),
    fireStep: state.fireStep, fireDone: [...state.fireDone], incoming: state.incoming.map((i) => ({ unitId: i.unitId, hits: i.hits })),
    moraleChoices: state.moraleChoices.map((m) => ({ unitId: m.unitId })), afterMorale: state.afterMorale, failedChargers: [...state.failedChargers],
    outcome: state.outcome, units: state.units.map(copyUnit),
  };
}

/** Every scenario unit, waiting to be set up by command. */
export function initialState(scenario: Scenario): WwState {
  const units: UnitState[] = [];
  for (const side of ['red', 'white'] as const) {
    for (const u of scenario.sides[side].units) {
      units.push({
        id: u.id, side, name: u.name, troopType: u.troopType, command: commandOf(u) ?? '',
        stands: u.bases.map((b) => ({ x: b.x, y: b.y, facing: b.facing, hits: 0 })), startStands: u.bases.length,
        status: 'undeployed', vehicleHits: 0, hitThisTurn: false, moved: false, evaded: false, firedStep: 0, allowance: null,
      });
    }
  }
  return {
    scenario, turn: 0, turnLimit: scenario.turnLimit, phase: 'setup-order', toAct: scenario.attacker, deployed: [],
    initiative: null, winner: null, freezesDue: [], frozen: [], noMovement: false, firstMover: scenario.attacker,
    commandsMoved: [], activeCommand: null, unitsDone: [], charges: [], fireStep: 1, fireDone: [], incoming: [],
    moraleChoices: [], afterMorale: 'fire-2', failedChargers: [], outcome: null, units,
  };
}
