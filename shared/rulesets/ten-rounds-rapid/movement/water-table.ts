import type { RulesTable } from '../../../engine/ruleset.ts';
import { ok, refuse } from '../../../core/result.ts';
import { oneOf, rulesTable, wholeNumber } from '../../../engine/rules-lookup.ts';
import { MOVEMENT_TABLE } from './movement-table.ts';
import { BOAT_KINDS, type BoatKind } from './water-options.ts';
import { BOAT_MOVEMENT, BOAT_PENALTIES, WATER_RULE, boatRate, driftCm } from './water.ts';

/** Boats as `tachanka rules ten-rounds-rapid boats`: their rate, the penalties of getting in and out, and the drift. */
export const BOATS_TABLE: RulesTable = rulesTable('boats', 'Boats (water crossing)', WATER_RULE, { kind: BOAT_KINDS.join(' | '), drift: 'the drift d10, 1 to 10 (optional)' },
  ['Boats', 'Count as', 'Rate', 'Penalties', 'Drift'],
  BOAT_KINDS.map((k) => [k, MOVEMENT_TABLE[BOAT_MOVEMENT[k]].label.toLowerCase(), `${boatRate(k)} cm`, `${BOAT_PENALTIES} P (in and out)`, 'd10 cm down stream (option)']),
  (q) => {
    const k = oneOf<BoatKind>(q, 'kind', BOAT_KINDS);
    if (typeof k === 'string' && k.startsWith('"')) return refuse(k);
    const roll = q.drift === undefined ? null : wholeNumber(q, 'drift', 1, 10);
    if (typeof roll === 'string') return refuse(roll);
    return ok({ rate: boatRate(k as BoatKind), penalties: BOAT_PENALTIES, ...(roll === null ? {} : { driftCm: driftCm(roll) }) });
  });
