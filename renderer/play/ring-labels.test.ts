import { describe, expect, it } from 'vitest';
import { ringLabelPoints, type LabelSize } from './ring-labels.ts';

const TABLE = { width: 72, height: 48 };
// A label a character wide per half inch of text, an inch and a half tall.
const size: LabelSize = (text) => ({ half: text.length / 4, tall: 1.5 });
const rings = [{ radius: 12, label: '12": will move' }, { radius: 24, label: '24": moves on 1-9 (D10)' }];
const centre = { x: 20, y: 12 };
const east = { x: 1, y: 0 };

/** Whether a label's box at `p` meets a unit's circle. */
function covers(p: { x: number; y: number }, text: string, unit: { p: { x: number; y: number }; reach: number }): boolean {
  const { half, tall } = size(text);
  const dx = Math.max(Math.abs(unit.p.x - p.x) - half, 0), dy = Math.max(Math.abs(unit.p.y - p.y) - tall / 2, 0);
  return Math.hypot(dx, dy) < unit.reach;
}

describe('where a leader\'s ring words go', () => {
  it('on each ring in the preferred direction when nothing stands there', () => {
    expect(ringLabelPoints(centre, rings, east, [], TABLE, size)).toEqual([{ x: 32, y: 12 }, { x: 44, y: 12 }]);
  });

  it('round the ring, clear of a unit and its label standing where the words would go, as near the preferred side as that allows', () => {
    const unit = { p: { x: 32, y: 12 }, reach: 2 };
    const [inner, outer] = ringLabelPoints(centre, rings, east, [unit], TABLE, size);
    expect(covers(inner!, rings[0]!.label, unit)).toBe(false);
    expect(Math.hypot(inner!.x - centre.x, inner!.y - centre.y)).toBeCloseTo(12, 9);
    // still on the eastern half of the ring, the side away from the leader's other units
    expect(inner!.x).toBeGreaterThan(centre.x + 6);
    expect(outer).toEqual({ x: 44, y: 12 });
  });

  it('clear of the words of the rings placed before, and never off the table', () => {
    // A leader in the south-west corner: his rings' words go onto the table, none on another.
    const corner = { x: 2, y: 2 };
    const big = [{ radius: 6, label: 'a long label for the inner ring' }, { radius: 8, label: 'another long label on the next ring' }];
    const points = ringLabelPoints(corner, big, { x: 1, y: 1 }, [], TABLE, size);
    for (const [i, p] of points.entries()) {
      // the whole label on the table, slid along from the ring where it is wider than the room at the edge
      expect(p.x).toBeGreaterThanOrEqual(size(big[i]!.label).half);
      expect(p.y).toBeGreaterThanOrEqual(0.75);
    }
    const [a, b] = points as [{ x: number; y: number }, { x: number; y: number }];
    const overlap = Math.abs(a.x - b.x) < size(big[0]!.label).half + size(big[1]!.label).half && Math.abs(a.y - b.y) < 1.5;
    expect(overlap).toBe(false);
  });

  it('covers as few units as it can when every place on the ring meets one', () => {
    // Units all round the 12" ring but one gap to the north.
    const around = Array.from({ length: 36 }, (_, i) => i * 10).filter((d) => d !== 90 && d !== 80 && d !== 100)
      .map((d) => ({ p: { x: centre.x + 12 * Math.cos((d * Math.PI) / 180), y: centre.y + 12 * Math.sin((d * Math.PI) / 180) }, reach: 0.5 }));
    const [inner] = ringLabelPoints(centre, rings.slice(0, 1), east, around, TABLE, size);
    const hit = around.filter((u) => covers(inner!, rings[0]!.label, u)).length;
    expect(hit).toBeLessThanOrEqual(2);
    expect(inner!.y).toBeGreaterThan(centre.y + 10);
  });

  it('clear of the terrain\'s names already on the table: an objective\'s flag where the words would go sends them round the ring', () => {
    // "Objective: Lipki" lettered right where the 12" ring's words would go east of the leader.
    const flag = { p: { x: 32.5, y: 12.3 }, half: 4, tall: 1.5 };
    const [inner, outer] = ringLabelPoints(centre, rings, east, [], TABLE, size, [flag]);
    const meets = (p: { x: number; y: number }, text: string) => Math.abs(p.x - flag.p.x) < size(text).half + flag.half && Math.abs(p.y - flag.p.y) < 1.5;
    expect(meets(inner!, rings[0]!.label)).toBe(false);
    expect(Math.hypot(inner!.x - centre.x, inner!.y - centre.y)).toBeCloseTo(12, 9);
    // the outer ring's words were clear of it already, and are not moved
    expect(outer).toEqual({ x: 44, y: 12 });
    // and the names are not handed back as rings' places
    expect(ringLabelPoints(centre, rings, east, [], TABLE, size, [flag])).toHaveLength(2);
  });
});
