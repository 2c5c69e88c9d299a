/** Ten Rounds Rapid, section 10 "Observation": how far a target is seen, by what it is and what it does (centimetres). */

/** "The maximum visibility distance is 150 cm." */
export const MAX_VISIBILITY_CM = 150;

/** What the observer sees of the target: foot troops; or vehicles, mounted troops and heavy weapons ("big"). */
export type TargetBulk = 'foot' | 'big';

export interface TargetState {
  bulk: TargetBulk;
  moving: boolean;
  /** In or along a terrain feature (woods, buildings, a hedge, wall or trench): concealed. */
  concealed: boolean;
  /** Fired this move, and with what: small arms, MGs and mortars, or heavier weapons. */
  fired: 'none' | 'small-arms' | 'heavy';
  /** In broken ground (woods, buildings): firing does not give the unit away. */
  brokenGround: boolean;
}

/** Distances in the open, as printed. */
export function openSight(t: Pick<TargetState, 'bulk' | 'moving'>): number {
  if (t.bulk === 'big') return t.moving ? MAX_VISIBILITY_CM : 100;
  return t.moving ? 100 : 50;
}

/** On the edge of (or along) a feature: "vehicles, mounted troops or heavy weapons … 50 cm", "Foot troops … 25 cm". */
export const edgeSight = (bulk: TargetBulk): number => (bulk === 'big' ? 50 : 25);

/** "Vehicles, mounted troops and heavy weapons are located on a score of 7 or better … Infantry … on a score of 9 or 10". */
export const LOCATION_TEST: Readonly<Record<TargetBulk, number>> = { big: 7, foot: 9 };

/** "if firing small arms, MG's or mortars they will be seen at 100 cm, if firing heavier weapons 150 cm." */
export const FIRING_SIGHT: Readonly<Record<'small-arms' | 'heavy', number>> = { 'small-arms': 100, 'heavy': 150 };

/** What the observer needs: seen at once within `auto` cm; within `test` cm only with a location test of `needs`+. */
export interface SightDistances { auto: number; test: number; needs: number | null }

/**
 * The distances for a target (README: "Concealment"): a concealed target is seen at half the edge distance and
 * located by test out to the edge distance (25-50 cm for the big, 12.5-25 cm for foot, as the text's ranges say);
 * firing gives it away unless in broken ground. `visibility` is the largest distance anything is seen at (weather).
 */
export function sightDistances(t: TargetState, visibility = MAX_VISIBILITY_CM, locationLoss = 0): SightDistances {
  const firing = t.fired === 'none' || (t.concealed && t.brokenGround) ? 0 : FIRING_SIGHT[t.fired];
  if (t.concealed && firing === 0) {
    const edge = Math.max(0, edgeSight(t.bulk) - locationLoss);
    return { auto: Math.min(visibility, edge / 2), test: Math.min(visibility, edge), needs: LOCATION_TEST[t.bulk] };
  }
  const open = Math.max(openSight(t), firing);
  return { auto: Math.min(visibility, open), test: Math.min(visibility, open), needs: null };
}
