import { z } from 'zod';
import { SIDE_IDS } from '../../scenario/terrain-kinds.ts';
import { FORMATIONS } from './state.ts';
import { ARTILLERY_SCHEMAS } from './combat/artillery-actions.ts';

const side = z.enum(SIDE_IDS);
const id = z.string().min(1).max(80);
const inches = z.number().finite().min(-1000).max(1000);

/** Tests the unit's motivation (stiffened by its Officer Cadre or Cheka, if it says so) and starts its activation. */
export const ActivateSchema = z.object({ type: z.literal('activate'), side, unitId: id, stiffen: z.boolean() }).strict();
/** The unit is activated but attempts no combat action, so tests nothing and does nothing this move. */
export const StandSchema = z.object({ type: z.literal('stand'), side, unitId: id }).strict();
/** A company changes its order (only when activated, before it moves). */
export const FormationSchema = z.object({ type: z.literal('formation'), side, unitId: id, formation: z.enum(FORMATIONS) }).strict();
/** Cavalry mount or dismount (horse holders stay), guns limber or unlimber. */
export const HorsesSchema = z.object({ type: z.literal('horses'), side, unitId: id, change: z.enum(['mount', 'dismount', 'limber', 'unlimber']) }).strict();
/** Moves the unit's centre toward (x, y) inches; `toFire` takes the move-and-fire penalty so it may fire after. */
export const MoveSchema = z.object({ type: z.literal('move'), side, unitId: id, x: inches, y: inches, toFire: z.boolean() }).strict();
/** Direct fire at one located enemy unit. */
export const FireSchema = z.object({ type: z.literal('fire'), side, unitId: id, targetId: id }).strict();
/** Foot close to point blank with a located enemy and fire (README: "Close assaults"). */
export const AssaultSchema = z.object({ type: z.literal('assault'), side, unitId: id, targetId: id }).strict();
/** Mounted cavalry charge a located enemy. */
export const ChargeSchema = z.object({ type: z.literal('charge'), side, unitId: id, targetId: id }).strict();
/** An OP team, as it is activated, calls its battery off the table onto an enemy unit it sees. */
export const CallFireSchema = z.object({ type: z.literal('call-fire'), side, unitId: id, targetId: id }).strict();
/** Foot spend their move digging in where they stand (section 18 "Entrenching", an option). */
export const EntrenchSchema = z.object({ type: z.literal('entrench'), side, unitId: id }).strict();
/** A company's flame-thrower team fires instead of the company, at a seen enemy within 4 cm (section 12). */
export const FlameSchema = z.object({ type: z.literal('flame'), side, unitId: id, targetId: id }).strict();
/** Section 17: a side sends a flight at an enemy unit (bombing, dive-bombing for single-engined types, strafing for scouts), or keeps it back (nulls). */
export const AirSchema = z.object({ type: z.literal('air'), side, targetId: id.nullable(), attack: z.enum(['bomb', 'dive-bomb', 'strafe']).nullable() }).strict();
export type AirAction = z.infer<typeof AirSchema>;
/** A company on foot spends its activation clearing a lane forward through a minefield (section 18). */
export const ClearMinesSchema = z.object({ type: z.literal('clear-mines'), side, unitId: id }).strict();
/** The unit spends its activation being resupplied (section 18 "Logistics", an option). */
export const ResupplySchema = z.object({ type: z.literal('resupply'), side, unitId: id }).strict();
/** Foot walk to a soft transport of their side and get aboard (section 11: one penalty to mount). */
export const EmbarkSchema = z.object({ type: z.literal('embark'), side, unitId: id, transportId: id }).strict();
/** A soft transport sets its passengers down beside it, before it moves (section 11: two penalties to unload). */
export const UnloadSchema = z.object({ type: z.literal('unload'), side, unitId: id }).strict();
/** A Blue company throws its smoke grenades once in the game: a screen 1 cm in front of it for the move (section 16). */
export const EmergencySmokeSchema = z.object({ type: z.literal('emergency-smoke'), side, unitId: id }).strict();
/** Ends the unit's activation. */
export const DoneSchema = z.object({ type: z.literal('done'), side, unitId: id }).strict();

export const TrrActionSchema = z.discriminatedUnion('type', [ActivateSchema, StandSchema, FormationSchema, HorsesSchema, MoveSchema, FireSchema, AssaultSchema, ChargeSchema, CallFireSchema, EntrenchSchema, FlameSchema, AirSchema, ClearMinesSchema, ResupplySchema, EmbarkSchema, UnloadSchema, EmergencySmokeSchema, DoneSchema, ...ARTILLERY_SCHEMAS]);
export type TrrAction = z.infer<typeof TrrActionSchema>;
