import type { Outcome } from '../../engine/ruleset.ts';
import type { Scenario } from '../../scenario/schema.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import type { Vec } from '../../geometry/vec.ts';
import type { EveryField } from '../../engine/every-field.ts';
import { centroid } from '../../geometry/point-sets.ts';
import { byId, troopOfUnit } from '../../engine/unit-lookups.ts';
import { type Attachment, type Kind, type TroopDefinition, isAttachment, troopDefinition } from './troops.ts';
import type { Character } from './tables/tables-command.ts';
import type { MovementSystem } from './tables/tables-move.ts';

/**
 * One stand: where it stands, its figures (a gun stand: its crew), and the weapon it carries if it is attached.
 * A stand and a unit's list of stands never change once a state holds them (a move or a casualty makes new ones),
 * so a step's copy of a unit shares them with the state it came from, and what is worked out from them alone
 * (distances, sight, the cost of a move) is kept for them.
 */
export interface Stand {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly figures: number;
  readonly weapon: Attachment | null;
}

export type UnitStatus = 'active' | 'destroyed' | 'off-table' | 'surrendered';
export type Immobile = 'no' | 'engine' | 'game';

export interface UnitState {
  id: string;
  side: SideId;
  name: string;
  troopType: string;
  leaderId: string;
  stands: readonly Stand[];
  /** Stands that count for morale and losses (attached weapons do not), at the start. */
  startStands: number;
  status: UnitStatus;
  elite: boolean;
  commissar: boolean;
  priest: boolean;
  banner: boolean;
  /** Cavalry on horseback (false once dismounted). */
  mounted: boolean;
  /** A ship towing barges moves slower. */
  towing: boolean;
  fallingBack: boolean;
  /** Lost a stand to fire in phase 1 of this turn: no move in phases 3 and 4. */
  suppressed: boolean;
  /** Failed morale entering a bombardment this turn: no more fire or move. */
  pinned: boolean;
  /** Claimed cover by moving half or less of its dice. */
  cover: boolean;
  /** This turn: had a leadership point; the move dice rolled with it; moved, fired, assaulted. */
  leadership: boolean;
  allowance: number;
  roadInches: number;
  chargeInches: number;
  moved: boolean;
  fired: boolean;
  assaulted: boolean;
  /** Tanks and other armour: hits counted against it, and whether it can move. */
  countedHits: number;
  immobile: Immobile;
  /** The turn a blinded driver keeps the tank still. */
  stillOnTurn: number;
}

export type LeaderStatus = 'active' | 'scratched' | 'wounded' | 'dead' | 'fled' | 'defected';

export interface LeaderState {
  id: string;
  side: SideId;
  name: string;
  troopType: string;
  commanderInChief: boolean;
  x: number;
  y: number;
  character: Character;
  status: LeaderStatus;
  /** A scratched officer is back with his unit on this turn. */
  backOnTurn: number;
  /** The unit he leads heroically, and whether he did so at the start of this turn. */
  leading: string | null;
  heroicAtTurnStart: boolean;
  moved: boolean;
  /** Inches he may move this turn ("Officers move at the rate of 6 D6 per turn"). */
  allowance: number;
  /** Battery he spots for this turn (one only). */
  spottedFor: string | null;
  /** A Committed C-in-C's re-rolls of major morale left. */
  rerolls: number;
}

export interface Assault {
  attacker: string;
  target: string;
  /** Where the attacker's stands stood: a beaten attacker "falls back to starting position". */
  from: Vec[];
  flank: boolean;
  wire: boolean;
}

export interface Bombardment {
  gunId: string;
  side: SideId;
  x: number;
  y: number;
  /** Side of the square, inches. */
  size: number;
  /** Added to the morale roll of a unit moving through. */
  modifier: number;
  label: string;
}

/** Phase 1: officers move, guns fire preparatory fire; 2: attacking fire; 3: movement, then defensive fire; 4: assaults. */
export type Phase = 'officers' | 'preparatory' | 'attack-fire' | 'movement' | 'defensive-fire' | 'assault' | 'withdraw' | 'over';

export interface FcState {
  scenario: Scenario;
  system: MovementSystem;
  indirectFire: boolean;
  turn: number;
  turnLimit: number;
  phase: Phase;
  toAct: SideId;
  /** Units (or leaders) that have acted in the current phase. */
  done: string[];
  units: UnitState[];
  leaders: LeaderState[];
  assaults: Assault[];
  bombardments: Bombardment[];
  /** An assault declared on a unit that may withdraw before melee: its side decides. */
  withdrawal: { attacker: string; target: string } | null;
  /** The highest army-morale band (percent) each side has tested at. */
  testedBand: Record<SideId, number>;
  outcome: Outcome | null;
}

export const findUnit = (state: FcState, id: string): UnitState | undefined => byId(state.units, id);
export const findLeader = (state: FcState, id: string): LeaderState | undefined => byId(state.leaders, id);
export const troopOf: (unit: Pick<UnitState, 'troopType'>) => TroopDefinition = troopOfUnit(troopDefinition);

export const kindOf = (unit: Pick<UnitState, 'troopType'>): Kind => troopOf(unit).kind;
export const onTable = (u: UnitState): boolean => u.status === 'active' && u.stands.length > 0;
export const isArmour = (kind: Kind): boolean => kind === 'tank' || kind === 'armoured-car' || kind === 'train' || kind === 'ship';
/** Stands that count for morale: the unit's own, not its attached weapons. */
export const ownStands = (u: UnitState): Stand[] => u.stands.filter((s) => s.weapon === null);
/** The figures of the unit's own stands (its attached weapons' crews apart). */
export const ownFigures = (u: UnitState): number => ownStands(u).reduce((a, s) => a + s.figures, 0);
export const standsLost = (u: UnitState): number => Math.max(0, u.startStands - ownStands(u).length);
export const unitCentre = (u: UnitState): Vec => centroid(u.stands);
/** Where the leader stands: with the unit he leads heroically, or where his figure is. */
export function leaderAt(state: FcState, l: LeaderState): Vec {
  if (l.leading) {
    const u = findUnit(state, l.leading);
    if (u && u.stands.length > 0) return centroid(u.stands);
  }
  return { x: l.x, y: l.y };
}

/** Whether a leader is with his troops and able to lead. */
export const leaderFit = (l: LeaderState, turn: number): boolean => l.status === 'active' || (l.status === 'scratched' && turn >= l.backOnTurn);

// Stands and lists of stands are shared (see Stand). Every field is written out (EveryField asks for each) rather than
// spread: the AI copies states thousands of times a game, and a spread of so many fields took several times as long.
// The order of the fields is that of initialState, so a copy reads and prints as the state it came from.
/** A copy of the unit, its stands shared. */
export const copyUnit = (u: UnitState): UnitState => {
  const copy: EveryField<UnitState> = {
    id: u.id, side: u.side, name: u.name, troopType: u.troopType, leaderId: u.leaderId, stands: u.stands, startStands: u.startStands,
    status: u.status, elite: u.elite, commissar: u.commissar, priest: u.priest, banner: u.banner, mounted: u.mounted, towing: u.towing,
    fallingBack: u.fallingBack, suppressed: u.suppressed, pinned: u.pinned, cover: u.cover, leadership: u.leadership, allowance: u.allowance,
    roadInches: u.roadInches, chargeInches: u.chargeInches, moved: u.moved, fired: u.fired, assaulted: u.assaulted, countedHits: u.countedHits,
    immobile: u.immobile, stillOnTurn: u.stillOnTurn,
  };
  return copy;
};

const copyLeader = (l: LeaderState): LeaderState => {
  const copy: EveryField<LeaderState> = {
    id: l.id, side: l.side, name: l.name, troopType: l.troopType, commanderInChief: l.commanderInChief, x: l.x, y: l.y, character: l.character,
    status: l.status, backOnTurn: l.backOnTurn, leading: l.leading, heroicAtTurnStart: l.heroicAtTurnStart, moved: l.moved, allowance: l.allowance,
    spottedFor: l.spottedFor, rerolls: l.rerolls,
  };
  return copy;
};

const copyAssault = (a: Assault): Assault => {
  const copy: EveryField<Assault> = { attacker: a.attacker, target: a.target, from: a.from.map((p) => ({ x: p.x, y: p.y })), flank: a.flank, wire: a.wire };
  return copy;
};

const copyBombardment = (b: Bombardment): Bombardment => {
  const copy: EveryField<Bombardment> = { gunId: b.gunId, side: b.side, x: b.x, y: b.y, size: b.size, modifier: b.modifier, label: b.label };
  return copy;
};

/** A deep copy of everything `step` may change; the scenario and the stands stay shared. */
export function draft(state: FcState): FcState {
  const copy: EveryField<FcState> = {
    scenario: state.scenario, system: state.system, indirectFire: state.indirectFire, turn: state.turn, turnLimit: state.turnLimit,
    phase: state.phase, toAct: state.toAct, done: [...state.done], units: state.units.map(copyUnit), leaders: state.leaders.map(copyLeader),
    assaults: state.assaults.map(copyAssault), bombardments: state.bombardments.map(copyBombardment),
    withdrawal: state.withdrawal ? { attacker: state.withdrawal.attacker, target: state.withdrawal.target } : null,
    testedBand: { red: state.testedBand.red, white: state.testedBand.white }, outcome: state.outcome,
  };
  return copy;
}

const LEADER_TAG = 'leader.';
/** The leader a unit names with its tag `leader.<leader id>`. */
export const leaderTagOf = (tags: readonly string[]): string[] => tags.filter((t) => t.startsWith(LEADER_TAG)).map((t) => t.slice(LEADER_TAG.length));

/** Every scenario unit on the table as drawn; leaders apart, their characters still to roll (setup.ts). */
export function initialState(scenario: Scenario): FcState {
  const units: UnitState[] = [];
  const leaders: LeaderState[] = [];
  for (const side of ['red', 'white'] as const) {
    for (const u of scenario.sides[side].units) {
      const troop = troopDefinition(u.troopType)!;
      const b0 = u.bases[0]!;
      if (troop.kind === 'leader') {
        leaders.push({
          id: u.id, side, name: u.name, troopType: u.troopType, commanderInChief: troop.role === 'commander-in-chief', x: b0.x, y: b0.y,
          character: 'normal', status: 'active', backOnTurn: 0, leading: null, heroicAtTurnStart: false, moved: false, allowance: 0, spottedFor: null, rerolls: 0,
        });
        continue;
      }
      const has = (c: string) => u.characteristics.includes(c);
      const stands: Stand[] = u.bases.map((b) => {
        const weapon = isAttachment(b.weapon) ? b.weapon : null;
        return { x: b.x, y: b.y, facing: b.facing, figures: b.figures, weapon };
      });
      units.push({
        id: u.id, side, name: u.name, troopType: u.troopType, leaderId: leaderTagOf(u.tags)[0] ?? '', stands,
        startStands: stands.filter((s) => s.weapon === null).length, status: 'active',
        elite: troop.elite || has('elite'), commissar: has('commissar'), priest: has('religious-leader'), banner: has('banner'),
        mounted: troop.kind === 'cavalry' && !has('dismounted'), towing: has('towing-barges'), fallingBack: false, suppressed: false, pinned: false, cover: false,
        leadership: false, allowance: 0, roadInches: 0, chargeInches: 0, moved: false, fired: false, assaulted: false,
        countedHits: 0, immobile: 'no', stillOnTurn: 0,
      });
    }
  }
  const option = scenario.ruleset.options;
  return {
    scenario, system: option['movement'] === 'fixed-plus-d6' ? 'fixed-plus-d6' : 'all-dice', indirectFire: option['indirectFire'] === true,
    turn: 0, turnLimit: scenario.turnLimit, phase: 'officers', toAct: scenario.attacker, done: [], units, leaders,
    assaults: [], bombardments: [], withdrawal: null, testedBand: { red: 0, white: 0 }, outcome: null,
  };
}
