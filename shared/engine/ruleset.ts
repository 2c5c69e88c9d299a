import type { z } from 'zod';
import type { Scenario } from '../scenario/schema.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import type { Vec } from '../geometry/vec.ts';
import type { Dice } from './dice.ts';
import type { GameEvent } from './events.ts';
import type { Result } from '../core/result.ts';
import type { DistanceUnit } from '../core/distance-units.ts';
import type { Problem } from '../scenario/problems.ts';
import type { LosRules } from '../geometry/line-of-sight.ts';
import type { TerrainIndex } from '../geometry/terrain-index.ts';
import type { PersonalityTuning } from './ai-levels.ts';
import type { HiddenSetup } from './hidden-setup.ts';

/** Every action names the side that takes it; the engine refuses an action from the side whose turn it is not. */
export interface BaseAction {
  type: string;
  side: SideId;
}

/** The decision now due: whose, and of what kind. */
export interface Pending {
  side: SideId;
  kind: string;
  prompt: string;
  /** Units that may act on it. */
  unitIds: string[];
  /**
   * Who acts when no unit on the table does (a side's aircraft off the table): the play screen heads the decision's
   * choices with it instead of listing them as belonging to nobody.
   */
  actor?: { name: string; detail: string };
}

/**
 * What a unit is expected to lose to something the rule set resolves later than the step that starts it (hits
 * waiting for the end of a fire step, a hand to hand fight at the end of the turn), which the table does not show yet.
 */
export interface ExpectedLoss {
  unitId: string;
  /** Chance the unit leaves the fight (routs, is destroyed or removed). */
  out: number;
  /**
   * Strength (in the unit's own units, `UnitView.strength`) it is expected to lose while it stays: over the outcomes
   * in which it stays, the strength lost times the outcome's chance.
   */
  lost: number;
}

/** A choice's expected effect where the table right after it would not show it. */
export interface Forecast {
  /** Where the choice takes its unit (a charge's point of contact), when it moves it. */
  at?: Vec;
  losses: ExpectedLoss[];
  /**
   * What else the choice is worth to the side making it, in figure-equivalents, where the rule set foresees more than
   * the losses (ground a bombardment denies, an army brought nearer to breaking).
   */
  worth?: number;
  /** The losses are all the choice changes that the table reads (a shot whose hits land later): nothing to simulate. */
  whole?: boolean;
}

/** A legal choice for the pending decision, concrete enough for the AI to submit as it is. */
export interface Choice<A extends BaseAction = BaseAction> {
  action: A;
  label: string;
  unitId?: string;
  /** What the choice is expected to do once resolved, where the rule set resolves it later (fire, a charge). */
  forecast?: Forecast;
}

export interface Outcome {
  /** null is a draw. */
  winner: SideId | null;
  reason: string;
}

/** The classes of troops the 3D table and the print maps know how to draw. */
export const TROOP_CLASSES = [
  'infantry', 'cavalry', 'mg', 'tachanka', 'field-gun', 'tank', 'armoured-car',
  'train-engine', 'train-artillery', 'train-mg', 'train-car',
  'commander', 'commissar', 'observer', 'officer',
] as const;
export type TroopClass = (typeof TROOP_CLASSES)[number];

/** A troop type of a rule set, as the editor's roster and the roster sheet show it. */
export interface TroopType {
  id: string;
  name: string;
  /** The army's id, as a scenario side names its army (`sides.red.army`). */
  army: string;
  /** The army's name, for people's eyes (roster headings). */
  armyName: string;
  /** Armies whose sides field this type beside their own troops (the Czech Legion with the Komuch). */
  alliedTo?: readonly string[];
  troopClass: TroopClass;
  /** Base footprint in inches (width along the front, depth). */
  base: { width: number; depth: number };
  /** How many bases (or figures) a unit of this type may have. */
  bases: { min: number; max: number; default: number };
  /** Numbers the rule set gives this type, for rosters: "Tactical Rating": 3, "Move": "2D6/1D6". */
  stats: Record<string, string | number>;
  /** Why these numbers, where the rule set left them to us. */
  rationale?: string;
}

/** A decision the project made where a rule text is silent or garbled. */
export interface RulesetNote {
  id: string;
  topic: string;
  decision: string;
}

/** A rules table served to the CLI, the rule explainer and the printed quick reference. */
export interface RulesTable {
  id: string;
  title: string;
  /** The section of the rule set it comes from. */
  rule: string;
  /** The keys `lookup` takes, with the values each accepts (or a description). */
  keys: Record<string, string>;
  columns: string[];
  rows: (string | number)[][];
  lookup(query: Record<string, string>): Result<unknown, { reason: string }>;
}

export type MarkerKind = 'morale-failure' | 'terror' | 'humiliated' | 'pinned' | 'routing' | 'moved' | 'hidden' | 'fire' | 'ammo-low' | 'immobilised' | 'dug-in';

export interface MarkerView {
  kind: MarkerKind;
  count: number;
}

export interface BaseView extends Vec {
  facing: number;
  figures: number;
  weapon?: string;
  /** The id the rule set's actions use for this base or figure, where they name single pieces (a placement). */
  id?: string;
}

export interface OfficerView {
  id: string;
  name: string;
  rank: 'junior' | 'senior' | 'commander' | 'commissar' | 'observer';
  characteristic?: string;
}

/**
 * A leader's command as his rule set measures it, for the table to draw: rings of distance round him (each with
 * what being within it means, in the rule set's words) and the units he commands.
 */
export interface CommandView {
  /** Where the distances are measured from. */
  centre: Vec;
  /** Nearest first: the ring's radius in inches and its words ("12\": will move"). */
  rings: { radius: number; label: string }[];
  /** The units under his command. */
  unitIds: string[];
  /** What else the table should say at the leader ("may also lead any unit of his side"). */
  note?: string;
}

/** A unit as every screen and printout draws it, whatever the rule set. */
export interface UnitView {
  id: string;
  side: SideId;
  name: string;
  troopType: string;
  troopClass: TroopClass;
  bases: BaseView[];
  /** Footprint of one base, inches. */
  baseSize: { width: number; depth: number };
  officers: OfficerView[];
  /** The unit this figure leads or is attached to (officer markers show it). */
  leads?: string;
  /** A leader's command distances and units, where the rule set measures command by distance. */
  command?: CommandView;
  /** The unit id of the leader whose command this unit is under (his `command` is drawn when it is selected). */
  commander?: string;
  /** The transport this unit rides in (its unit id): the table draws it sitting in the transport, not on its own bases. */
  aboard?: string;
  /** Hooked up behind `aboard` rather than riding in it (a towed gun): the table draws it limbered, trailing the transport. */
  towed?: boolean;
  markers: MarkerView[];
  status: 'reserve' | 'active' | 'routed' | 'destroyed' | 'withdrawn' | 'hidden';
  /**
   * How a unit out of the game went, where `status` alone would misname it: a unit that surrendered (shown as
   * destroyed, its figures taken off) was not shot to pieces; one that defected or disbanded went over or went home.
   */
  fate?: UnitFate;
  /** Strength now and at the start, in the rule set's own units (figures or bases). */
  strength: { now: number; start: number; unit: 'figures' | 'bases' };
  /** Numbers shown in the unit card: "Morale Rating": 3 … */
  stats: Record<string, string | number>;
  /** An enemy moving into contact removes the unit at once (it routs or is eliminated) instead of fighting it. */
  breaksOnContact?: boolean;
  /** Why the unit may not fire this turn because of how it moved, in words naming the rule (the unit card shows it). */
  holdsFire?: string;
  /** Fog of war: an enemy unit not seen now, drawn as it was when last seen, on turn `turn` (`shared/engine/fog.ts`). */
  lastSeen?: { turn: number };
}

/** How a unit left the game other than by being destroyed or routing off (`UnitView.fate`). */
export type UnitFate = 'surrendered' | 'defected' | 'disbanded';

export interface TableView {
  turn: number;
  turnLimit: number;
  phase: string;
  units: UnitView[];
  /** Beaten zones, strikes on the way, and similar areas to draw. */
  /** `featureId`: the terrain feature the zone lies on (a burning wood), so the table can draw it on that ground alone. */
  zones: { kind: string; centre: Vec; radius: number; label: string; side: SideId; featureId?: string }[];
  /** Terrain features fire has damaged (shellfire's craters in a wood), for the table to draw on them. */
  damagedTerrain?: DamagedTerrainView[];
  /** What is under way and will be resolved later (hits waiting, a fight to come), with the losses expected of it. */
  pending?: PendingView[];
  /** Fog of war: the pieces a side sees without knowing what they are (a side's view only, `shared/engine/fog.ts`). */
  markers?: MarkerSighting[];
}

/** A terrain feature fire has damaged: which, how badly (1 a little, 3 wrecked), and in words ("Birch wood: bad going"). */
export interface DamagedTerrainView {
  featureId: string;
  severity: 1 | 2 | 3;
  label: string;
}

/** Something under way that the table does not show yet: "hand to hand to come: Cossacks against the Maxim". */
export interface PendingView {
  label: string;
  losses: ExpectedLoss[];
}

/**
 * A piece a side sees on the table without knowing what it is: a position marker, which may hide a unit or nothing
 * (a dummy). `key` is the only name the side knows it by ("marker 3"): never a unit's id.
 */
export interface MarkerSighting {
  key: string;
  /** Whose piece it is (the enemy's: a side knows whose markers it faces, not what is under them). */
  side: SideId;
  at: Vec;
  facing: number;
  /** In the rule set's words, for the table and the unit list ("position marker"). */
  label: string;
}

/**
 * What a side knows now of its enemy, by the rule set's own rules for revealing (sight, scouting, location tests, a
 * unit giving itself away by firing, contact, markers turned over). An enemy unit neither seen nor under a marker is
 * not known now; where it was last seen, and when, the engine remembers (`shared/engine/fog.ts`).
 */
export interface SideSighting {
  /** Ids of the enemy units the side sees now: drawn, listed and named as they stand. */
  seen: readonly string[];
  /** Pieces the side sees without knowing what they are (position markers, dummies among them). */
  markers: readonly MarkerSighting[];
}

/**
 * A rule set plugs into the engine through this interface. Every method is a pure function of its inputs;
 * `step` must not mutate `state` and draws every die from `dice`.
 */
/** How many metres of real ground one inch of table stands for, and who says so (printed under the scale bar). */
export interface GroundScale {
  metresPerInch: number;
  /** 'rule set': the text states it; 'project decision': the text is silent and Tachanka chose (see `note`). */
  source: 'rule set' | 'project decision';
  note: string;
}

/** What a decided game is worth to the AI, in figure-equivalents: a win at +1000, a loss at -1000 (foresight speaks the same scale). */
export const OUTCOME_SCORE = 1000;

export interface Ruleset<S = unknown, A extends BaseAction = BaseAction> {
  readonly id: string;
  readonly version: string;
  readonly title: string;
  readonly author: string;
  readonly summary: string;
  readonly scale: string;
  readonly notes: readonly RulesetNote[];
  readonly troopTypes: readonly TroopType[];
  /** Words for each officer characteristic a scenario may give ("steady-a" reads "steady, +1 to morale"). */
  readonly officerWords?: Readonly<Record<string, string>>;
  /** Names of the weapons a figure or base may carry instead of its type's own (a scenario base's `weapon`). */
  readonly weaponNames?: Readonly<Record<string, string>>;
  readonly tables: readonly RulesTable[];
  /** The ground scale when `scale` does not state one the print maps can read (`1" = 25 m`). */
  readonly groundScale?: GroundScale;
  /** The unit a person reads distances in under this rule set (screens, print, the AI's reasons); inches when absent. */
  readonly distanceUnit?: DistanceUnit;
  /** What blocks sight under this rule set, for the play screen's line-of-sight tool (Api `lineOfSight`). */
  readonly sightRules?: LosRules;
  /** Whether a point of the table is in cover as this rule set counts cover, for the AI's reasons ("in cover"). */
  readonly inCover?: (index: TerrainIndex, at: Vec) => boolean;
  /** Runtime schema for this rule set's actions (logs, the Api and the CLI are untrusted). */
  readonly actionSchema: z.ZodType<A>;
  /** Extra checks of a scenario against this rule set (unknown troop types, bad options…). */
  checkScenario(scenario: Scenario): Problem[];
  setup(scenario: Scenario, dice: Dice): { state: S; events: GameEvent[] };
  pending(state: S): Pending | null;
  options(state: S): Choice<A>[];
  /**
   * Whether `options(state)` offers anything, answered without listing every option (the first unit with one will
   * do). For callers that only need to know a decision can be made, as the AI's games on the true state under fog of
   * war. Absent: `options(state).length > 0` (see `offersAny`).
   */
  hasOptions?(state: S): boolean;
  /**
   * `options.keepTables`: make the events with `stepEvents(options)` and open each rules step run within the action
   * with `openStep`, so the table as each step ended is kept (`step-tables.ts`; the play screen shows it at its stops).
   */
  step(state: S, action: A, dice: Dice, options?: { keepTables?: boolean }): Result<{ state: S; events: GameEvent[] }>;
  outcome(state: S): Outcome | null;
  view(state: S): TableView;
  /**
   * Fog of war: what `side` knows now of its enemy (the rule set's reveal rules; README "Fog of war"). Every screen,
   * the Api, table mode and the AI ask through it; the whole table (`view`) is the umpire's.
   */
  sighting?(state: S, side: SideId): SideSighting;
  /**
   * The ways a scenario may start this rule set's units out of the enemy's sight (ambush, position and dummy markers,
   * camouflaged works…), for the editor; none where the rule set has no hidden set-up.
   */
  readonly hiddenSetups?: readonly HiddenSetup[];
  /**
   * For the AI under fog of war: a state that fits what `side` knows and nothing more. Every enemy unit `side` does
   * not see is placed, and every marker's contents drawn, from `dice` (the AI's own) and what `side` knows alone, so
   * that two states `side` cannot tell apart give the same imagined state for the same dice.
   */
  imagine?(state: S, side: SideId, dice: Dice): S;
  /**
   * For the AI: what the rule set foresees in a state that its table does not show yet, for `side` against its enemy,
   * in figure-equivalents (one rifleman is about 1): melees declared but fought later, how near each army is to
   * breaking, ground a bombardment denies, an officer at the head of a unit. The AI adds it to its judgement of every
   * state it plays to; without it the table is all it judges.
   */
  foresight?(state: S, side: SideId): number;
  /**
   * For the AI: how each level searches under this rule set where the defaults (`PERSONALITIES`) do not suit it (a
   * rule set with many small decisions can afford less look-ahead per decision); the numbers given replace the defaults.
   */
  readonly aiTuning?: PersonalityTuning;
}

/** `offersAny`'s answers, per state object: a game asks it of each true state twice (the game's loop, then the AI). */
const offered = new WeakMap<object, boolean>();

/**
 * Whether the rule set offers any option on `state`: its `hasOptions` when it has one, else the length of its list.
 * States never change once made, so the answer is kept per state object.
 */
export function offersAny<S, A extends BaseAction>(ruleset: Ruleset<S, A>, state: S): boolean {
  const key = typeof state === 'object' && state !== null ? state : null;
  const known = key ? offered.get(key) : undefined;
  if (known !== undefined) return known;
  const answer = ruleset.hasOptions ? ruleset.hasOptions(state) : ruleset.options(state).length > 0;
  if (key) offered.set(key, answer);
  return answer;
}
