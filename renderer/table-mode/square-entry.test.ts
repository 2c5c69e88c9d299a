import { describe, expect, it } from 'vitest';
import { facingDegrees, gridSize, squareCentre } from './square-entry.ts';
import { farthestLegal } from './legal-end.ts';
import { squareAt } from '../../shared/table-orders/grid.ts';

const komuchMat = { width: 72, height: 48 };

describe('squares and facings typed at the table', () => {
  it('reads a square as the printed mat names it, and its middle lies in that square', () => {
    expect(gridSize(komuchMat)).toEqual({ columns: 12, rows: 8 });
    expect(squareCentre('F8', komuchMat)).toEqual({ ok: true, point: { x: 33, y: 45 }, name: 'F8' });
    expect(squareCentre(' a 1 ', komuchMat)).toMatchObject({ ok: true, point: { x: 3, y: 3 }, name: 'A1' });
    for (const name of ['A1', 'L8', 'C4']) {
      const c = squareCentre(name, komuchMat);
      expect(c.ok && squareAt(c.point, komuchMat)).toBe(name);
    }
  });

  it('takes the middle of a part square at the far edge', () => {
    expect(squareCentre('C2', { width: 15, height: 8 })).toMatchObject({ ok: true, point: { x: 13.5, y: 7 } });
  });

  it('says what is wrong with a square that is not on the mat', () => {
    expect(squareCentre('M1', komuchMat)).toEqual({ ok: false, reason: 'the mat has columns A to L; there is no column M' });
    expect(squareCentre('F9', komuchMat)).toEqual({ ok: false, reason: 'the mat has rows 1 to 8; there is no row 9' });
    expect(squareCentre('F0', komuchMat)).toMatchObject({ ok: false });
    expect(squareCentre('8F', komuchMat)).toMatchObject({ ok: false, reason: expect.stringContaining('not a grid square') });
  });

  it('reads facings as words or initials', () => {
    expect(facingDegrees('south')).toBe(180);
    expect(facingDegrees('SW')).toBe(225);
    expect(facingDegrees('north-east')).toBe(45);
    expect(facingDegrees('up')).toBeNull();
  });
});

describe('the legal end of a move the rules refuse', () => {
  it('finds the farthest allowed point along the move', async () => {
    const asked: number[] = [];
    const end = await farthestLegal({ x: 0, y: 0 }, { x: 0, y: 20 }, async (p) => { asked.push(p.y); return p.y <= 9; });
    expect(end!.y).toBeGreaterThan(8.9);
    expect(end!.y).toBeLessThanOrEqual(9);
    expect(asked).toHaveLength(8);
  });

  it('gives null when no part of the move is allowed', async () => {
    expect(await farthestLegal({ x: 0, y: 0 }, { x: 10, y: 0 }, async () => false)).toBeNull();
  });
});
