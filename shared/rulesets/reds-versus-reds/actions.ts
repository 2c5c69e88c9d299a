import { z } from 'zod';
import { SIDE_IDS } from '../../scenario/terrain-kinds.ts';
import { GOINGS } from './state.ts';

const side = z.enum(SIDE_IDS);
const id = z.string().min(1).max(80);
const inches = z.number().finite().min(-1000).max(1000);

/** Movement: pick a unit and how to dice for it; the throw follows, then the player places its figures. */
export const ActivateSchema = z.object({ type: z.literal('activate'), side, unitId: id, going: z.enum(GOINGS) }).strict();
/** A declaration that the unit (or independent figure) will not move; it counts as its move. */
export const HoldSchema = z.object({ type: z.literal('hold'), side, unitId: id }).strict();
/** Where the activated unit's figures end; figures left out stay where they are. */
export const PlaceSchema = z.object({
  type: z.literal('place'), side, unitId: id,
  figures: z.array(z.object({ id, x: inches, y: inches, facing: z.number().finite().min(-720).max(720) }).strict()).max(64),
}).strict();
/** The observer asks the armoured train for a strike on a point he can see. */
export const RequestStrikeSchema = z.object({ type: z.literal('request-strike'), side, x: inches, y: inches }).strict();
export const NoRequestSchema = z.object({ type: z.literal('no-request'), side }).strict();
/** A unit's fire: each listed figure and the target figures it shoots at (one shot each). */
export const FireSchema = z.object({
  type: z.literal('fire'), side, unitId: id,
  shots: z.array(z.object({ shooterId: id, targetIds: z.array(id).min(1).max(6) }).strict()).max(64),
}).strict();
export const HoldFireSchema = z.object({ type: z.literal('hold-fire'), side, unitId: id }).strict();
/** The outnumbered figure of a two-on-one chooses whom it fights first. */
export const FightFirstSchema = z.object({ type: z.literal('fight-first'), side, combatId: id, opponentId: id }).strict();
export const RallySchema = z.object({ type: z.literal('rally'), side, rallierId: id, unitId: id }).strict();
export const PassRallySchema = z.object({ type: z.literal('pass-rally'), side, rallierId: id }).strict();

export const RvrActionSchema = z.discriminatedUnion('type', [
  ActivateSchema, HoldSchema, PlaceSchema, RequestStrikeSchema, NoRequestSchema, FireSchema, HoldFireSchema,
  FightFirstSchema, RallySchema, PassRallySchema,
]);

export type RvrAction = z.infer<typeof RvrActionSchema>;
export type PlaceAction = z.infer<typeof PlaceSchema>;
export type FireAction = z.infer<typeof FireSchema>;
