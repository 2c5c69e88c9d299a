import { z } from 'zod';

/** Every action a Red Actions! player (or the AI) may submit; the schema guards logs and the Api. */

const side = z.enum(['red', 'white']);
const id = z.string().min(1).max(80);
const point = z.object({ x: z.number().min(-1000).max(2000), y: z.number().min(-1000).max(2000) }).strict();
const facing = z.number().min(-720).max(720);
const unit = { side, unitId: id };

export const FORMATIONS = ['line', 'column', 'formed'] as const;
export const FIRE_MODES = ['aimed', 'speculative', 'harassing', 'indirect', 'gas'] as const;
export type FireMode = (typeof FIRE_MODES)[number];

const moveTo = z.object({ to: point, facing }).strict();

export const RaActionSchema = z.discriminatedUnion('type', [
  // Before the first turn
  z.object({ type: z.literal('choose-officer'), side, officerUnitId: id, tokenId: id }).strict(),
  z.object({ type: z.literal('entry-move'), ...unit, distance: z.number().min(0).max(4) }).strict(),
  z.object({ type: z.literal('end-entry'), side }).strict(),
  // A unit's action segment ("Permitted Actions")
  z.object({
    type: z.literal('move'), ...unit, to: point, facing,
    formation: z.enum(FORMATIONS).optional(), evading: z.boolean().optional(), march: z.boolean().optional(),
  }).strict(),
  z.object({
    type: z.literal('shoot'), ...unit, targetId: id, mode: z.enum(FIRE_MODES).default('aimed'),
    observerId: id.optional(), then: moveTo.optional(),
  }).strict(),
  z.object({ type: z.literal('shoot-building'), ...unit, buildingId: id }).strict(),
  z.object({ type: z.literal('charge'), ...unit, targetId: id }).strict(),
  z.object({ type: z.literal('hold'), ...unit, evading: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('enter'), ...unit }).strict(),
  z.object({ type: z.literal('rally-terror'), ...unit }).strict(),
  z.object({ type: z.literal('rally-rout'), ...unit }).strict(),
  z.object({ type: z.literal('rout-on'), ...unit }).strict(),
  z.object({ type: z.literal('divide'), ...unit, bases: z.number().int().min(1).max(63) }).strict(),
  z.object({ type: z.literal('combine'), ...unit, withId: id }).strict(),
  z.object({ type: z.literal('hide'), ...unit }).strict(),
  z.object({ type: z.literal('possess'), ...unit, targetId: id }).strict(),
  z.object({ type: z.literal('mount'), ...unit }).strict(),
  z.object({ type: z.literal('dismount'), ...unit }).strict(),
  z.object({ type: z.literal('embark'), ...unit, carId: id }).strict(),
  z.object({ type: z.literal('disembark'), ...unit, door: z.enum(['left', 'right']) }).strict(),
  z.object({ type: z.literal('recover-weapons'), ...unit }).strict(),
  z.object({ type: z.literal('limber'), ...unit, then: moveTo.optional() }).strict(),
  z.object({ type: z.literal('unlimber'), ...unit, before: moveTo.optional() }).strict(),
  z.object({ type: z.literal('cross-wire'), ...unit }).strict(),
  z.object({ type: z.literal('dig'), ...unit }).strict(),
  z.object({ type: z.literal('set-fire'), ...unit, buildingId: id }).strict(),
  z.object({ type: z.literal('fight-fire'), ...unit, buildingId: id }).strict(),
  z.object({ type: z.literal('train'), ...unit, command: z.enum(['start-forward', 'start-back', 'accelerate', 'steady', 'brake', 'stay']) }).strict(),
  z.object({ type: z.literal('eliminate-prisoners'), ...unit, prisonersId: id }).strict(),
  // Extras that need not end the segment
  z.object({ type: z.literal('scout'), ...unit, featureId: id }).strict(),
  z.object({ type: z.literal('repair'), ...unit }).strict(),
  z.object({ type: z.literal('attach'), ...unit, toUnitId: id, personalCommand: z.boolean() }).strict(),
  z.object({ type: z.literal('detach'), ...unit }).strict(),
  z.object({ type: z.literal('order-out'), ...unit, ambushId: id }).strict(),
  z.object({ type: z.literal('end-segment'), ...unit }).strict(),
  // Out-of-sequence reactions ("Pre-empting Enemy Actions") and choices within a result
  z.object({ type: z.literal('charge-response'), ...unit, response: z.enum(['stand', 'shoot', 'flee', 'counter-charge']) }).strict(),
  z.object({ type: z.literal('charge-on'), ...unit, choice: z.enum(['halt', 'continue']) }).strict(),
  z.object({ type: z.literal('shot-at-response'), ...unit, evade: z.boolean(), returnFire: z.boolean() }).strict(),
  z.object({ type: z.literal('retire-choice'), ...unit, choice: z.enum(['retire', 'trade']) }).strict(),
  z.object({ type: z.literal('preempt'), side, unitId: id.nullable() }).strict(),
  z.object({ type: z.literal('spring'), side, unitId: id.nullable(), mode: z.enum(['charge', 'shoot']) }).strict(),
]);

export type RaAction = z.infer<typeof RaActionSchema>;
export type RaActionType = RaAction['type'];
export type ActionOf<T extends RaActionType> = Extract<RaAction, { type: T }>;

/** Actions that use up the unit's segment; the others ("which do not necessarily forbid other actions") leave it open. */
export const EXTRA_ACTIONS: readonly RaActionType[] = ['scout', 'repair', 'attach', 'detach', 'order-out'];
