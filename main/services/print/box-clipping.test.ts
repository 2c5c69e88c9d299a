import { describe, expect, it } from 'vitest';
import { clipPolyline, clipRing } from './box-clipping.ts';

const box = { minX: 0, minY: 0, maxX: 10, maxY: 10 };

describe('cutting shapes to a box', () => {
  it('keeps the part of a ring inside the box, with new edges along the box', () => {
    const ring = [{ x: -5, y: 2 }, { x: 5, y: 2 }, { x: 5, y: 8 }, { x: -5, y: 8 }];
    expect(clipRing(ring, box)).toEqual([{ x: 0, y: 2 }, { x: 5, y: 2 }, { x: 5, y: 8 }, { x: 0, y: 8 }]);
    expect(clipRing([{ x: 20, y: 20 }, { x: 30, y: 20 }, { x: 30, y: 30 }], box)).toEqual([]);
  });

  it('cuts a line into the runs inside the box, each knowing how far along it begins', () => {
    const line = [{ x: -10, y: 5 }, { x: 5, y: 5 }, { x: 5, y: 20 }, { x: 8, y: 20 }, { x: 8, y: 5 }];
    expect(clipPolyline(line, box)).toEqual([
      { points: [{ x: 0, y: 5 }, { x: 5, y: 5 }, { x: 5, y: 10 }], start: 10 },
      { points: [{ x: 8, y: 10 }, { x: 8, y: 5 }], start: 15 + 15 + 3 + 10 },
    ]);
  });

  it('drops a line that only touches the box at a corner', () => {
    expect(clipPolyline([{ x: -5, y: 15 }, { x: 5, y: 5 }].map((p) => ({ x: p.x - 5, y: p.y + 5 })), box)).toEqual([]);
  });
});
