import { describe, expect, it } from 'vitest';
import { onPlannedGhost, plannedPieces } from './planned-ghost.ts';

describe('the planned move\'s ghost', () => {
  it('is the pieces a move places when it places several', () => {
    const pieces = [{ x: 1, y: 2 }, { x: 3, y: 2 }];
    expect(plannedPieces({ type: 'move', unitId: 'u', bases: pieces })).toEqual(pieces);
    expect(plannedPieces({ type: 'move', unitId: 'u', to: { x: 1, y: 2 } })).toEqual([]);
    expect(plannedPieces(null)).toEqual([]);
  });

  it('is held by a press on one of its pieces or its end, a little beyond their outlines, and not off them', () => {
    const pieces = [{ x: 10, y: 10 }, { x: 16, y: 10 }];
    const end = { x: 13, y: 10 };
    expect(onPlannedGhost({ x: 10.5, y: 10 }, end, pieces, 0.6)).toBe(true);
    expect(onPlannedGhost({ x: 16, y: 10.8 }, end, pieces, 0.6)).toBe(true);
    expect(onPlannedGhost({ x: 13, y: 10.5 }, end, pieces, 0.6)).toBe(true);
    expect(onPlannedGhost({ x: 11.5, y: 10 }, end, pieces, 0.6)).toBe(false);
    expect(onPlannedGhost({ x: 10, y: 12 }, end, pieces, 0.6)).toBe(false);
  });

  it('is its end for a move of one piece', () => {
    expect(onPlannedGhost({ x: 5.5, y: 5 }, { x: 5, y: 5 }, [], 0.5)).toBe(true);
    expect(onPlannedGhost({ x: 6, y: 5 }, { x: 5, y: 5 }, [], 0.5)).toBe(false);
  });
});
