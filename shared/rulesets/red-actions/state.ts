import type { Scenario } from '../../scenario/schema.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import type { Vec } from '../../geometry/vec.ts';
import type { Outcome } from '../../engine/ruleset.ts';
import type { RaOptions } from './scenario/options.ts';
import type { OfficerCharacteristic } from './officers/officer-tokens.ts';
import type { MoraleTest, MoraleTrigger } from './tables/tables-misc.ts';
import type { RaAction } from './actions.ts';

/** The Red Actions! game state: plain JSON (the scenario is shared by reference and never changed). */

export interface RaBase { x: number; y: number; facing: number }

/** On the table and fighting, routing, or gone (destroyed, surrendered, off the table). */
export type UnitStatus = 'reserve' | 'active' | 'routing' | 'destroyed' | 'surrendered' | 'withdrawn';
/** Hidden as an ambush, as a position marker, or hiding in cover. */
export type Concealment = 'none' | 'ambush' | 'marker' | 'hiding';
export type Formation = 'line' | 'column' | 'loose' | 'formed';

export interface RaOfficer {
  id: string;
  name: string;
  rank: 'junior' | 'senior' | 'general';
  tokenId: string;
  bonus: number;
  characteristic: OfficerCharacteristic | null;
}

export interface VehicleState {
  broken: boolean;
  stuck: 'none' | 'temporary' | 'permanent';
  immobilised: boolean;
  /** Crew gone: the vehicle counts as destroyed and may be taken. */
  abandoned: boolean;
  /** Turret guns and train-car hits taken. */
  hits: number;
  sponsonFiredTurn: number;
}

export interface RaUnit {
  id: string;
  side: SideId;
  name: string;
  /** Troop card id. */
  type: string;
  bases: RaBase[];
  startBases: number;
  startPoints: number;
  formation: Formation;
  status: UnitStatus;
  concealment: Concealment;
  terror: number;
  humiliated: number;
  pinned: boolean;
  /** Has had (or forfeited) its action segment this turn. */
  acted: boolean;
  /** Acted out of sequence before its own segment this turn. */
  forfeit: boolean;
  evading: boolean;
  retiredThisTurn: number;
  hardCoverRetireUsed: boolean;
  movedThisTurn: number;
  firedThisTurn: boolean;
  shotAt: boolean;
  limbered: boolean;
  /** Junior officer tokens; for a senior officer's own base, the senior. */
  officers: RaOfficer[];
  /** Every officer has fallen: a replacement is drawn at the unit's next voluntary action. */
  officerVacant: boolean;
  /** Characteristics the scenario adds (e.g. white-officer-base, poor, engineers). */
  traits: string[];
  /** Building or built-up area the unit has taken possession of. */
  occupying: string | null;
  /** Columns of foxholes dug here. */
  dugIn: number;
  /** Id of the wire the unit is caught in. */
  inWire: string | null;
  vehicle: VehicleState | null;
  trainId: string | null;
  reinforcement: { turn: number; entry: Vec } | null;
  /** Senior officers: the unit they are with, and whether they command it personally. */
  attachedTo: string | null;
  personalCommand: boolean;
  /** Horse holders: the dismounted unit whose horses they hold. */
  horsesFor: string | null;
  /** Dismounted cavalry: the card they remount as. */
  mountedType: string | null;
  /** Optional rout rule: may not advance toward the enemy before this turn. */
  noAdvanceUntil: number;
  weaponsAbandoned: boolean;
  /** Artillery and mortar ammunition left, in moves of fire (limber and cart together); null for everyone else. */
  ammo: number | null;
  /** Attempts to rally since the unit last routed (MG teams that fail the first leave their weapons). */
  rallyAttempts: number;
  /** Observed indirect fire: the target and how many turns in a row. */
  indirect: { targetId: string; turns: number } | null;
  /** A gun's last target and where it stood, for the range rule on consecutive rounds. */
  rangedOn: { targetId: string; x: number; y: number } | null;
  /** Night: degrees the unit has veered off its heading. */
  veer: number;
  chargeBarredTurn: number;
  marching: boolean;
  /** Last turn it suffered an ambush's effects (they apply once however many units fire). */
  ambushedTurn: number;
  /** Ambushers spotted by sight, not by scouting: in their next segment they may still spring on this unit. */
  ambushOn: string | null;
  /** Where the enemy that routed it stands: routers run straight away from it. */
  routFrom: Vec | null;
  /** Where the unit stood when it last began to rout (an MG team that flees leaves its weapons there). */
  routStart: Vec | null;
  /** Abandoned MG or mortar weapons lying on the table, still to be recovered; null once recovered or lost. */
  weaponsAt: Vec | null;
  /** The wagon (a train-car unit) the unit rides in. */
  riding: string | null;
  /** Routed off the table with no pursuers in sight: its one chance to rally off the table, and where it left. */
  offTable: { at: Vec; facing: number; bases: number } | null;
}

export interface RaTrain {
  id: string;
  side: SideId;
  railwayId: string;
  /** Car unit ids, ordered along the railway's points. */
  carIds: string[];
  /** Each car's facing relative to the rail's direction (0, 90, 180 or 270). */
  carOffsets: number[];
  /** Inches along the railway of the first car's centre. */
  position: number;
  /** The last move in inches (0 stopped) and its sense along the railway (+1 with the points). */
  speed: number;
  heading: 1 | -1;
  braking: boolean;
  engineHits: number;
  /** After the first engine hit the train must try to leave enemy artillery range. */
  leaveArtilleryRange: boolean;
  /** Failed its fear test: must try to leave the table until it rallies. */
  fleeing: boolean;
  /** The crew has left an immobilised train: the enemy may take possession. */
  abandoned: boolean;
  /** Held by the enemy, who took possession of its engine (the owner may take it back). */
  captured: boolean;
  movedThisTurn: number;
}

export interface BuildingState { fire: number; destroyed: boolean }

/** The line a charge was declared along ("the original path"), for carrying on past a target that fled. */
export interface ChargePath { origin: Vec; toward: Vec; ambush: boolean }

export interface Prisoners { id: string; side: SideId; bases: number; points: number; x: number; y: number; heldBy: SideId | null }

/** Results waiting to be applied, in order; some stop for a player's choice. */
export type Task =
  | { t: 'terror'; unitId: string; count: number; cause: string; from: Vec | null }
  | { t: 'humiliate'; unitId: string; count: number; cause: string; from: Vec | null }
  | { t: 'pin'; unitId: string; cause: string }
  | { t: 'lose-bases'; unitId: string; count: number; cause: string; fearTest: boolean; from: Vec | null }
  | { t: 'test'; unitId: string; test: MoraleTest; trigger: MoraleTrigger; marchingAmbush?: boolean }
  | { t: 'retire'; unitId: string; from: Vec; cause: string; fromShooting: boolean }
  | { t: 'rout'; unitId: string; from: Vec; cause: string }
  | { t: 'surrender'; unitId: string; cause: string }
  | { t: 'officer-casualties'; unitId: string; source: 'shooting' | 'combat' }
  | { t: 'resume'; action: RaAction }
  | { t: 'charge-react'; chargerId: string; targetId: string; ambush: boolean; targetAt: Vec; path: ChargePath; inTheWay: boolean }
  | { t: 'charge-contact'; chargerId: string; targetId: string; counter: boolean; retiredBefore: number; targetAt: Vec; path: ChargePath }
  | { t: 'combat'; chargerId: string; targetId: string; flanked: boolean; counter: boolean }
  | { t: 'pursue'; unitId: string; targetId: string }
  | { t: 'move-on'; unitId: string; to: Vec; facing: number; declined: string[] };

/** A decision due out of the normal order. */
export type Decision =
  | { kind: 'officer-token'; side: SideId; officerUnitId: string; tokens: string[] }
  | { kind: 'entry'; side: SideId }
  | { kind: 'charged'; side: SideId; unitId: string; chargerId: string; canShoot: boolean; canFlee: boolean; canCounter: boolean; retiredBefore: number; targetAt: Vec; path: ChargePath }
  | { kind: 'charge-on'; side: SideId; unitId: string; path: ChargePath }
  | { kind: 'shot-at'; side: SideId; unitId: string; shooterId: string; canReturn: boolean; canEvade: boolean; pendingShot: RaAction }
  | { kind: 'retire-choice'; side: SideId; unitId: string; from: Vec; cause: string; trade: 'lose-base' | 'add-terror'; fromShooting: boolean }
  | { kind: 'preempt'; side: SideId; unitIds: string[]; suspended: RaAction }
  | { kind: 'out-of-turn'; side: SideId; unitId: string; reason: 'preempt' | 'ambush'; then: RaAction | null }
  | { kind: 'spring'; side: SideId; unitIds: string[]; moverId: string; rest: { to: Vec; facing: number; declined: string[] } }
  | { kind: 'segment'; side: SideId; unitId: string; used: string[] };

export interface InitiativeState {
  /** Standard: the side whose turn it is to act next. Roll-off: the winner of the current roll. */
  toAct: SideId;
  /** Cards: the shuffled deck still to draw, and the card now drawn. */
  deck: string[];
  drawn: string | null;
  /** Roll-off: who lost the previous roll. */
  lastLoser: SideId | null;
  /** Roll-off with the agreed ending: both sides rolled a 1. */
  endedByDoubleOnes: boolean;
}

export interface RaState {
  scenario: Scenario;
  options: RaOptions;
  phase: 'officers' | 'entry' | 'turn' | 'over';
  turn: number;
  units: RaUnit[];
  trains: RaTrain[];
  buildings: Record<string, BuildingState>;
  /** Points along wire lines that have been crushed or cut (each a 4" strip). */
  wireGaps: { wireId: string; x: number; y: number; kind: 'crushed' | 'cut' }[];
  prisoners: Prisoners[];
  /** Each side's bag of officer tokens still to draw. */
  tokenBags: Record<SideId, string[]>;
  /** Senior officers whose drawn tokens still await their side's choice. */
  officerDraws: { side: SideId; officerUnitId: string; tokens: string[] }[];
  /** Senior officers killed: a junior is promoted at the end of the turn after it became known. */
  promotions: { side: SideId; rank: 'senior' | 'general'; officerUnitId: string; dueTurn: number }[];
  initiative: InitiativeState;
  agenda: Task[];
  decision: Decision | null;
  /** The side in initiative has used a segment: once its results are in, the initiative moves on. */
  segmentUsed: boolean;
  /** Terrain scouted this turn (two units may not scout the same spot in one turn). */
  scoutedThisTurn: string[];
  triggeredRules: string[];
  nextSerial: number;
  outcome: Outcome | null;
}
