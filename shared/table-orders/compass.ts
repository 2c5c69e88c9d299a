import { headingOf, type Vec } from '../geometry/vec.ts';

const POINTS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;
export type CompassWord = (typeof POINTS)[number];

/** The nearest of the eight compass points to a heading in degrees (0 = north, the mat's top; clockwise). */
export function compassWord(degrees: number): CompassWord {
  const d = ((degrees % 360) + 360) % 360;
  return POINTS[Math.round(d / 45) % 8]!;
}

/** The compass point a displacement runs toward. */
export const compassOf = (d: Vec): CompassWord => compassWord(headingOf(d));
