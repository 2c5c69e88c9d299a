import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { attackSector, bearingFrom, inArc, relativeAngle } from './arcs.ts';

const origin = { x: 0, y: 0 };

describe('bearings', () => {
  it('measures 0 toward +y and turns clockwise', () => {
    expect(bearingFrom(origin, { x: 0, y: 5 })).toBeCloseTo(0);
    expect(bearingFrom(origin, { x: 5, y: 0 })).toBeCloseTo(90);
    expect(bearingFrom(origin, { x: 0, y: -5 })).toBeCloseTo(180);
    expect(bearingFrom(origin, { x: -5, y: 0 })).toBeCloseTo(270);
  });

  it('gives the angle off the facing, positive to the right', () => {
    expect(relativeAngle({ ...origin, facing: 90 }, { x: 0, y: -5 })).toBeCloseTo(90);
    expect(relativeAngle({ ...origin, facing: 90 }, { x: 0, y: 5 })).toBeCloseTo(-90);
    expect(relativeAngle({ ...origin, facing: 350 }, { x: 1, y: 5 })).toBeCloseTo(10 + (Math.atan2(1, 5) * 180) / Math.PI);
  });

  it('always lies in (-180, 180]', () => {
    fc.assert(fc.property(
      fc.double({ min: -720, max: 720, noNaN: true }), fc.double({ min: -9, max: 9, noNaN: true }), fc.double({ min: -9, max: 9, noNaN: true }),
      (facing, x, y) => {
        const a = relativeAngle({ ...origin, facing }, { x, y });
        return a > -180 && a <= 180;
      },
    ));
  });
});

describe('inArc', () => {
  it('takes the full width of the arc, half each side of the facing', () => {
    const gun = { ...origin, facing: 0 };
    expect(inArc(gun, { x: 4.9, y: 5 }, 90)).toBe(true);
    expect(inArc(gun, { x: 5.1, y: 5 }, 90)).toBe(false);
    expect(inArc(gun, { x: -5, y: 5 }, 90)).toBe(true);
    expect(inArc(gun, { x: 0, y: -5 }, 180)).toBe(false);
    expect(inArc(gun, { x: 0, y: -5 }, 360)).toBe(true);
  });

  it('wraps across north', () => {
    expect(inArc({ ...origin, facing: 350 }, { x: 1, y: 10 }, 45)).toBe(true);
    expect(inArc({ ...origin, facing: 10 }, { x: -1, y: 10 }, 45)).toBe(true);
  });
});

describe('attackSector', () => {
  const square = { x: 0, y: 0, facing: 0, width: 2, depth: 2 };
  const wide = { x: 0, y: 0, facing: 0, width: 6, depth: 1 };

  it('splits a square base into 90-degree front, flanks and rear', () => {
    expect(attackSector(square, { x: 0, y: 5 })).toBe('front');
    expect(attackSector(square, { x: 4, y: 5 })).toBe('front');
    expect(attackSector(square, { x: 6, y: 5 })).toBe('flank');
    expect(attackSector(square, { x: -5, y: 0 })).toBe('flank');
    expect(attackSector(square, { x: 1, y: -5 })).toBe('rear');
  });

  it('widens the front of a wide base along its diagonals', () => {
    // Corner diagonal of a 6x1 base runs 3 across for every 0.5 forward.
    expect(attackSector(wide, { x: 5, y: 1 })).toBe('front');
    expect(attackSector(wide, { x: 7, y: 1 })).toBe('flank');
  });

  it('follows the base when it turns', () => {
    const facingEast = { ...square, facing: 90 };
    expect(attackSector(facingEast, { x: 5, y: 0 })).toBe('front');
    expect(attackSector(facingEast, { x: 0, y: 5 })).toBe('flank');
    expect(attackSector(facingEast, { x: -5, y: 0 })).toBe('rear');
  });
});
