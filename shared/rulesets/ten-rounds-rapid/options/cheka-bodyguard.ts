import type { Army } from '../troop-kinds.ts';
import type { Grade } from '../motivation/motivation-table.ts';

/**
 * Section 18 "Cheka for White and Green Armies": "attaching specialist figures from the generals personal bodyguard
 * to a unit (green level troops only) as morale stiffeners. If used roll on the 3 row on the Casualty Table."
 * The Reds' own Cheka (section 9) rolls on row 1.
 */
export const BODYGUARD_ARMIES: readonly Army[] = ['whites', 'greens'];

/** Why a Cheka figure may not join a unit of this army and grade, or null. */
export function chekaRefusal(army: Army, grade: Grade, optionOn: boolean): string | null {
  if (army === 'reds') return null;
  if (!optionOn || !BODYGUARD_ARMIES.includes(army)) return 'the Cheka serve only the Reds (White and Green armies field them with the option "chekaForWhitesAndGreens")';
  return grade === 'green' ? null : 'the general\'s bodyguard stiffens green-grade companies only ("green level troops only")';
}

/** The casualty-table row a Cheka stiffening rolls on: 1 for the Reds, 3 for a White or Green general's bodyguard. */
export const chekaFactor = (army: Army): 1 | 3 => (army === 'reds' ? 1 : 3);
