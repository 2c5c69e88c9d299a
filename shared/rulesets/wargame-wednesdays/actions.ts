import { z } from 'zod';
import { SIDE_IDS } from '../../scenario/terrain-kinds.ts';

const side = z.enum(SIDE_IDS);
const id = z.string().min(1).max(80);
const inches = z.number().finite().min(-1000).max(1000);

/** The side that won the set-up dice (or the initiative) chooses to go first or second. */
export const SetupOrderSchema = z.object({ type: z.literal('setup-order'), side, first: z.boolean() }).strict();
/** Sets up one whole command: where each of its units' centres goes. */
export const DeploySchema = z.object({
  type: z.literal('deploy'), side, command: id, units: z.array(z.object({ unitId: id, x: inches, y: inches }).strict()).max(64),
}).strict();
/** Doubles: an enemy unit that may not move this turn (or none). */
export const FreezeSchema = z.object({ type: z.literal('freeze'), side, unitId: id.nullable() }).strict();
export const MoveOrderSchema = z.object({ type: z.literal('move-order'), side, first: z.boolean() }).strict();
export const ActivateSchema = z.object({ type: z.literal('activate'), side, command: id }).strict();
/** Moves a unit of the moving command so its centre ends at (x, y). */
export const MoveSchema = z.object({ type: z.literal('move'), side, unitId: id, x: inches, y: inches }).strict();
export const ChargeSchema = z.object({ type: z.literal('charge'), side, unitId: id, targetId: id }).strict();
export const HoldSchema = z.object({ type: z.literal('hold'), side, unitId: id }).strict();
/** A contacted unit moves away 1d6" from its charger. */
export const EvadeSchema = z.object({ type: z.literal('evade'), side, unitId: id }).strict();
/** Direct fire at one target (an armoured car names two, or one twice). */
export const FireSchema = z.object({ type: z.literal('fire'), side, unitId: id, targetIds: z.array(id).min(1).max(2) }).strict();
/** Artillery fire at an aiming point. */
export const BombardSchema = z.object({ type: z.literal('bombard'), side, unitId: id, x: inches, y: inches }).strict();
export const HoldFireSchema = z.object({ type: z.literal('hold-fire'), side, unitId: id }).strict();
/** After a failed morale test: rout, or take a full stand as casualties. */
export const MoraleChoiceSchema = z.object({ type: z.literal('morale-choice'), side, unitId: id, choice: z.enum(['rout', 'lose-stand']) }).strict();

export const WwActionSchema = z.discriminatedUnion('type', [
  SetupOrderSchema, DeploySchema, FreezeSchema, MoveOrderSchema, ActivateSchema, MoveSchema, ChargeSchema, HoldSchema,
  EvadeSchema, FireSchema, BombardSchema, HoldFireSchema, MoraleChoiceSchema,
]);

export type WwAction = z.infer<typeof WwActionSchema>;
