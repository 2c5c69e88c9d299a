import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { Vec } from '../../../geometry/vec.ts';

/**
 * What section 14 and 16 need remembered between decisions: whose call is due, which batteries have fired (for
 * counter-battery location), each side's counter-battery target, SOS missions fired, and the smoke and gas lying on
 * the table. Replaced or copied by `draft`, never shared between states.
 */
export interface Cloud {
  /** Fire: a wood, village or building set alight (combat/burning.ts); its smoke screens as smoke does. */
  kind: 'smoke' | 'phosphorus' | 'gas' | 'fire';
  /** The side whose battery laid it. */
  side: SideId;
  /** Centre in inches (the table's unit); the sides, in centimetres, run along and across the line of fire. */
  centre: Vec;
  heading: number;
  alongCm: number;
  acrossCm: number;
  /** The last move it lies on the table; null for gas, which "remains for the rest of the game". */
  until: number | null;
  /** Gas: the firing battery's calibre, whose factor attacks every unit under it. */
  calibreMm: number;
  label: string;
  /** Fire: the terrain feature burning; only ground inside it burns. */
  featureId?: string;
}

export interface ArtilleryRecord {
  /** The unit whose call decision is due, as it is activated ("Off table artillery activates when its OP team … is activated"). */
  calling: string | null;
  /** Moves in which each OP team's battery fired, by the team's id (an off-table battery never moves). */
  fired: Record<string, number[]>;
  /** The enemy battery (its OP team's id) each side's counter-battery fire is engaged on. */
  engaged: Record<SideId, string | null>;
  /** Counter-battery points off each OP team's next motivation roll. */
  penalty: Record<string, number>;
  /** The move each SOS point's mission last fired, by area id; and how many turns it has fired (for adjusting). */
  sosFired: Record<string, number[]>;
  clouds: Cloud[];
  /** Where fire fell this move (inches): "artillery fire falling between the observer and his base line". */
  strikes: Vec[];
  /** Where each unit's centre stood as the move began (inches), for "a target moving at more than 6 cm". */
  startOfMove: Record<string, Vec>;
  /** Units gas has attacked: "prepared" from then on, with masks on (and "a move penalty"). */
  masked: string[];
}

export const freshRecord = (): ArtilleryRecord => ({ calling: null, fired: {}, engaged: { red: null, white: null }, penalty: {}, sosFired: {}, clouds: [], strikes: [], startOfMove: {}, masked: [] });

function copyLists(r: Record<string, number[]>): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const k in r) out[k] = r[k]!.slice();
  return out;
}

export function copyRecord(r: ArtilleryRecord): ArtilleryRecord {
  return { calling: r.calling, fired: copyLists(r.fired), engaged: { ...r.engaged }, penalty: { ...r.penalty }, sosFired: copyLists(r.sosFired), clouds: r.clouds.map((c) => ({ ...c })), strikes: [...r.strikes], startOfMove: r.startOfMove, masked: [...r.masked] };
}

/** "8 or more is needed to fire on a target moving at more than 6 cm": how far its centre is from where it began the move. */
export const MOVING_TARGET_CM = 6;
