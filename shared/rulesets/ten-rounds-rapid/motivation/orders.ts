import type { Kind } from '../troop-kinds.ts';
import { type Band, RALLY_SCORE, bandFor } from './motivation-table.ts';

/** The standing a unit tests from: the motivation bands read differently for a halted or a routing unit. */
export type TestStatus = 'ready' | 'halted' | 'routing';

/**
 * What a motivation score makes the unit do (section 8), the same for a game and the `motivation-test` lookup:
 * `band` is the band it then acts in, `acts` whether its activation goes on after the test.
 */
export type Order = 'advances' | 'acts' | 'half-speed' | 'retires' | 'stays-halted' | 'holds-and-calls' | 'routs' | 'rallies-and-halts';
export interface Orders { band: Band; order: Order; acts: boolean; rallies: boolean; carriesOn: boolean }

/** Guns, mortars and the OP team calling off-table guns: "Artillery will carry on with its current orders." */
export const isArtillery = (kind: Kind): boolean => kind === 'gun' || kind === 'mortar' || kind === 'observer';

/** The band of a score; a halted unit stays halted "until they can motivate with a score of 10 or more". */
export function scoreBand(status: TestStatus, total: number): { band: Band; stillHalted: boolean } {
  const band = bandFor(total);
  const stillHalted = status === 'halted' && total < RALLY_SCORE && band !== 'rout';
  return { band: stillHalted ? 'retire' : band, stillHalted };
}

export function motivationOrders(kind: Kind, status: TestStatus, total: number): Orders {
  const none = { rallies: false, carriesOn: false };
  // A routing unit rallies to a halt on 10 or more; otherwise it runs on.
  if (status === 'routing') {
    return total >= RALLY_SCORE ? { band: 'retire', order: 'rallies-and-halts', acts: false, ...none } : { band: 'rout', order: 'routs', acts: false, ...none };
  }
  const { band } = scoreBand(status, total);
  if (band === 'rout') return { band, order: 'routs', acts: false, ...none };
  if (band === 'retire') {
    if (status === 'halted') return { band, order: 'stays-halted', acts: kind !== 'observer', ...none };
    // Off-table artillery "will carry on with its current orders": the OP team holds and may still call.
    if (kind === 'observer') return { band: 'any', order: 'holds-and-calls', acts: true, rallies: false, carriesOn: true };
    return { band, order: 'retires', acts: false, ...none };
  }
  const rallies = status === 'halted';
  // "Artillery will carry on with its current orders": it acts freely in the advance and hesitant bands.
  if (isArtillery(kind) && band !== 'any') return { band: 'any', order: 'acts', acts: true, rallies, carriesOn: true };
  return { band, order: band === 'advance' ? 'advances' : band === 'hesitant' ? 'half-speed' : 'acts', acts: true, rallies, carriesOn: false };
}

export const ORDER_TEXT: Readonly<Record<Order, string>> = {
  'advances': 'advances at full speed toward the nearest located enemy, then may act',
  'acts': 'may carry out any action',
  'half-speed': 'only forward at half speed, no closer than close range to a located enemy',
  'retires': 'retires to the nearest cleared cover within a move (else straight back) and halts; firepower halved',
  'stays-halted': `stays halted (under ${RALLY_SCORE}): holds, firepower halved`,
  'holds-and-calls': 'carries on with its current orders: the OP team holds and may still call its guns',
  'routs': 'routs toward its own table edge; no firing',
  'rallies-and-halts': `rallies (${RALLY_SCORE} or more) and halts`,
};
