import { z } from 'zod';
import { LIMITS } from './limits.ts';
import {
  AREA_TYPES, BUILDING_TYPES, HILL_STEEPNESS, LINE_TYPES, POINT_TYPES, SIDE_IDS, TABLE_EDGES, TIMES_OF_DAY, WEATHER,
} from './terrain-kinds.ts';

/** The newest scenario format this build reads and writes. */
export const SCENARIO_FORMAT = 'tachanka-scenario';
export const SCENARIO_FORMAT_VERSION = 3;

const coordinate = z.number().min(-LIMITS.tableInches).max(LIMITS.tableInches * 2);
const id = z.string().min(1).max(LIMITS.idChars).regex(/^[A-Za-z0-9_.-]+$/, 'use letters, digits, dot, dash or underscore');
const text = (max: number = LIMITS.textChars) => z.string().max(max);

export const PointSchema = z.object({ x: coordinate, y: coordinate }).strict();
const polygon = z.array(PointSchema).min(3, 'a polygon needs at least 3 points').max(LIMITS.pointsPerShape);
const polyline = z.array(PointSchema).min(2, 'a line needs at least 2 points').max(LIMITS.pointsPerShape);
const sideId = z.enum(SIDE_IDS);
/** Degrees, 0 = facing the White baseline (+y), clockwise positive. */
const facing = z.number().min(-360).max(720);

export const AreaSchema = z.object({
  id, kind: z.literal('area'), type: z.enum(AREA_TYPES), polygon, label: text(200).optional(),
}).strict();

export const BuildingSchema = z.object({
  id, kind: z.literal('building'), type: z.enum(BUILDING_TYPES),
  x: coordinate, y: coordinate, width: z.number().positive().max(48), depth: z.number().positive().max(48),
  rotation: facing.default(0), label: text(200).optional(),
}).strict();

export const HillSchema = z.object({
  id, kind: z.literal('hill'), polygon,
  /** Height of the crest above the table, in inches of model height (levels of about 1"). */
  height: z.number().positive().max(24),
  steepness: z.enum(HILL_STEEPNESS).default('gentle'),
  label: text(200).optional(),
}).strict();

export const LineSchema = z.object({
  id, kind: z.literal('line'), type: z.enum(LINE_TYPES), points: polyline,
  width: z.number().positive().max(24).optional(), label: text(200).optional(),
}).strict();

export const PointFeatureSchema = z.object({
  id, kind: z.literal('point'), type: z.enum(POINT_TYPES), x: coordinate, y: coordinate,
  radius: z.number().positive().max(48).optional(), label: text(200).optional(),
}).strict();

export const TerrainFeatureSchema = z.discriminatedUnion('kind', [AreaSchema, BuildingSchema, HillSchema, LineSchema, PointFeatureSchema]);

export const BaseSchema = z.object({
  x: coordinate, y: coordinate, facing: facing.default(0),
  /** Figures on the base (figure-based rule sets use one figure a base). */
  figures: z.number().int().min(1).max(60).default(1),
  /** A special figure in the unit (e.g. "lewis-gun"), read by the ruleset. */
  weapon: id.optional(),
}).strict();

export const OfficerSchema = z.object({
  id,
  name: text(120).optional(),
  rank: z.enum(['junior', 'senior', 'commander', 'commissar', 'observer']),
  characteristic: id.optional(),
}).strict();

export const ReinforcementSchema = z.object({
  turn: z.number().int().min(1).max(200),
  entry: PointSchema,
}).strict();

export const UnitSchema = z.object({
  id,
  name: text(120),
  troopType: id,
  tags: z.array(id).max(16).default([]),
  bases: z.array(BaseSchema).min(1, 'a unit needs at least one base').max(LIMITS.basesPerUnit),
  officers: z.array(OfficerSchema).max(8).default([]),
  characteristics: z.array(id).max(16).default([]),
  reinforcement: ReinforcementSchema.optional(),
  /** Deployed hidden (an ambush or a dummy marker), where the ruleset has such rules. */
  hidden: z.boolean().default(false),
  notes: text(2000).optional(),
}).strict();

/** How an AI commander leads: shapes the battle plan's posture and the risks it takes (shared/ai/plan). */
export const TEMPERAMENTS = ['bold', 'cautious', 'cunning'] as const;
export type Temperament = (typeof TEMPERAMENTS)[number];

/** The commander of a side when the AI plays it, as the scenario names him; absent, one is drawn from the game's seed. */
export const CommanderSchema = z.object({
  name: text(80).trim().min(1, 'a commander needs a name'),
  temperament: z.enum(TEMPERAMENTS),
}).strict();

export const SideSchema = z.object({
  name: text(120),
  commander: CommanderSchema.optional(),
  army: id.optional(),
  baseline: z.enum(TABLE_EDGES),
  briefing: text().default(''),
  units: z.array(UnitSchema).max(LIMITS.unitsPerSide),
}).strict();

export const DeploymentZoneSchema = z.object({ id, side: sideId, polygon, label: text(200).optional() }).strict();

const winner = { winner: sideId };
export const VictoryConditionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('clear-area'), ...winner, areaId: id, tags: z.array(id).max(16).optional() }).strict(),
  z.object({ type: z.literal('hold-area'), ...winner, areaId: id }).strict(),
  z.object({ type: z.literal('turn-limit'), ...winner }).strict(),
  z.object({ type: z.literal('destroy-units'), ...winner, unitIds: z.array(id).min(1).max(100) }).strict(),
  z.object({ type: z.literal('exit-units'), ...winner, unitIds: z.array(id).min(1).max(100), edge: z.enum(TABLE_EDGES) }).strict(),
  z.object({ type: z.literal('break-army'), ...winner, fraction: z.number().gt(0).max(1) }).strict(),
]);

export const UnitSelectorSchema = z.object({
  side: sideId,
  unitIds: z.array(id).max(100).optional(),
  tags: z.array(id).max(16).optional(),
  troopTypes: z.array(id).max(32).optional(),
}).strict();

export const TriggerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('enemy-enters-area'), areaId: id }).strict(),
  z.object({ type: z.literal('turn-reached'), turn: z.number().int().min(1).max(200) }).strict(),
  z.object({ type: z.literal('unit-destroyed'), unitId: id }).strict(),
  z.object({ type: z.literal('always') }).strict(),
]);

export const BehaviourSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('withdraw'), toward: z.literal('baseline'), initiateCombat: z.boolean().default(false) }).strict(),
  z.object({ type: z.literal('hold') }).strict(),
  z.object({ type: z.literal('never-initiate-combat') }).strict(),
  z.object({ type: z.literal('advance'), areaId: id }).strict(),
  z.object({ type: z.literal('reveal') }).strict(),
  z.object({ type: z.literal('artillery-strikes'), strikes: z.number().int().min(1).max(20) }).strict(),
  z.object({ type: z.literal('reinforce'), unitIds: z.array(id).min(1).max(100) }).strict(),
]);

export const SpecialRuleSchema = z.object({
  id,
  title: text(200),
  units: UnitSelectorSchema,
  trigger: TriggerSchema,
  behaviour: BehaviourSchema,
  description: text(4000).default(''),
}).strict();

const optionValue = z.union([z.string().max(200), z.number(), z.boolean()]);

export const ScenarioSchema = z.object({
  format: z.literal(SCENARIO_FORMAT),
  formatVersion: z.literal(SCENARIO_FORMAT_VERSION),
  id,
  title: text(200).min(1, 'a scenario needs a title'),
  author: text(200).default(''),
  description: text().default(''),
  table: z.object({
    width: z.number().min(12).max(LIMITS.tableInches),
    height: z.number().min(12).max(LIMITS.tableInches),
  }).strict(),
  ruleset: z.object({ id, options: z.record(id, optionValue).default({}) }).strict(),
  attacker: sideId,
  turnLimit: z.number().int().min(1).max(200),
  weather: z.enum(WEATHER).default('clear'),
  timeOfDay: z.enum(TIMES_OF_DAY).default('day'),
  terrain: z.array(TerrainFeatureSchema).max(LIMITS.terrainFeatures),
  sides: z.object({ red: SideSchema, white: SideSchema }).strict(),
  deployment: z.array(DeploymentZoneSchema).max(32).default([]),
  victory: z.array(VictoryConditionSchema).max(32),
  specialRules: z.array(SpecialRuleSchema).max(64).default([]),
}).strict();

export type Point = z.infer<typeof PointSchema>;
export type Area = z.infer<typeof AreaSchema>;
export type Building = z.infer<typeof BuildingSchema>;
export type Hill = z.infer<typeof HillSchema>;
export type Line = z.infer<typeof LineSchema>;
export type PointFeature = z.infer<typeof PointFeatureSchema>;
export type TerrainFeature = z.infer<typeof TerrainFeatureSchema>;
export type Base = z.infer<typeof BaseSchema>;
export type Officer = z.infer<typeof OfficerSchema>;
export type Unit = z.infer<typeof UnitSchema>;
export type Side = z.infer<typeof SideSchema>;
export type CommanderSetting = z.infer<typeof CommanderSchema>;
export type DeploymentZone = z.infer<typeof DeploymentZoneSchema>;
export type VictoryCondition = z.infer<typeof VictoryConditionSchema>;
export type UnitSelector = z.infer<typeof UnitSelectorSchema>;
export type Trigger = z.infer<typeof TriggerSchema>;
export type Behaviour = z.infer<typeof BehaviourSchema>;
export type SpecialRule = z.infer<typeof SpecialRuleSchema>;
export type Scenario = z.infer<typeof ScenarioSchema>;
/** What an author writes: defaults may be left out. */
export type ScenarioInput = z.input<typeof ScenarioSchema>;
