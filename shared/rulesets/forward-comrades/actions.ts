import { z } from 'zod';
import { SIDE_IDS } from '../../scenario/terrain-kinds.ts';

const side = z.enum(SIDE_IDS);
const id = z.string().min(1).max(80);
const inches = z.number().finite().min(-1000).max(1000);

/** Phase 1: an officer rides to a point, joins a unit without leadership to lead it heroically, or stays. */
export const OfficerMoveSchema = z.object({ type: z.literal('officer-move'), side, leaderId: id, x: inches, y: inches }).strict();
export const OfficerJoinSchema = z.object({ type: z.literal('officer-join'), side, leaderId: id, unitId: id }).strict();
export const OfficerStaySchema = z.object({ type: z.literal('officer-stay'), side, leaderId: id }).strict();
/** Fire at a unit: direct (seen) or, for guns, indirect (spotted by an officer). */
export const FireSchema = z.object({ type: z.literal('fire'), side, unitId: id, targetId: id, mode: z.enum(['direct', 'indirect']) }).strict();
/** A gun section bombards a square centred on (x, y). */
export const BombardSchema = z.object({ type: z.literal('bombard'), side, unitId: id, x: inches, y: inches }).strict();
/** Phase 3: a move of the unit's centre to (x, y). */
export const MoveSchema = z.object({ type: z.literal('move'), side, unitId: id, x: inches, y: inches }).strict();
/** Cavalry mount or dismount: their move for the turn. */
export const DismountSchema = z.object({ type: z.literal('dismount'), side, unitId: id, mount: z.boolean() }).strict();
/** Phase 4: assault an enemy unit. */
export const AssaultSchema = z.object({ type: z.literal('assault'), side, unitId: id, targetId: id }).strict();
/** A unit does nothing in this phase (holds fire, holds ground, does not assault). */
export const PassSchema = z.object({ type: z.literal('pass'), side, unitId: id }).strict();
/** An assaulted unit that may withdraw before melee answers. */
export const WithdrawSchema = z.object({ type: z.literal('withdraw'), side, unitId: id, choice: z.enum(['withdraw', 'stand']) }).strict();

export const FcActionSchema = z.discriminatedUnion('type', [
  OfficerMoveSchema, OfficerJoinSchema, OfficerStaySchema, FireSchema, BombardSchema, MoveSchema, DismountSchema, AssaultSchema, PassSchema, WithdrawSchema,
]);

export type FcAction = z.infer<typeof FcActionSchema>;
