import { z } from 'zod';
import { SIDE_IDS } from '../../../scenario/terrain-kinds.ts';

const side = z.enum(SIDE_IDS);
const id = z.string().min(1).max(80);

/** The activated unit calls nothing this activation: its battery stays silent this move. */
export const HoldFireSchema = z.object({ type: z.literal('hold-fire'), side, unitId: id }).strict();
/** An OP team asks its side's counter-battery guns to engage the battery an enemy OP team has been calling. */
export const CounterBatterySchema = z.object({ type: z.literal('counter-battery'), side, unitId: id, targetId: id }).strict();
/** A unit signals (flare or telephone) for its side's SOS mission on a pre-registered point: an area's id. */
export const SosSchema = z.object({ type: z.literal('sos'), side, unitId: id, areaId: id }).strict();

/** An OP team, as it is activated, requests its side's aircraft onto an enemy unit it sees (section 17, README "Aircraft"). */
export const CallAirSchema = z.object({ type: z.literal('call-air'), side, unitId: id, targetId: id, attack: z.enum(['bomb', 'dive-bomb', 'strafe']) }).strict();

export const ARTILLERY_SCHEMAS = [HoldFireSchema, CounterBatterySchema, SosSchema, CallAirSchema] as const;
