import { describe, expect, it } from 'vitest';
import { type FloatingLabel, labelHalfWidth, labelHeight, placeLabels } from './label-placement.ts';
import { defaultPose, projectPoint } from './camera-math.ts';
import { worldX, worldZ } from './coordinates.ts';

const table = { width: 72, height: 48 };

/** Whether two labels are clear of each other on the screen of the opening view, square and wide (as billboards draw them). */
function apartOnScreen(a: FloatingLabel, b: FloatingLabel): boolean {
  const tall = labelHeight(table);
  return [1, 1.6].every((aspect) => {
    const pose = defaultPose(table, aspect, 'orbit');
    const [pa, pb] = [a, b].map((l) => projectPoint(pose, aspect, [worldX(l.p.x, table), l.height, worldZ(l.p.y, table)])!);
    // a label is 0.028 of the view high (0.056 in device units), as wide as its text in those heights
    const halfW = (l: FloatingLabel) => (labelHalfWidth(l.text, tall, table) / tall) * 0.028 / aspect;
    return Math.abs(pa![0] - pb![0]) >= halfW(a) + halfW(b) || Math.abs(pa![1] - pb![1]) >= 0.056;
  });
}

describe('floating labels', () => {
  it('keeps a long label wholly on the table', () => {
    const [l] = placeLabels([{ text: 'the Czech armoured train (off table, firing from beyond the railway)', p: { x: 60, y: 47 }, height: 3 }], [], table);
    // about 0.375 label heights a character, each label height about 1.6" at the opening view
    expect(l!.p.x + 0.375 * 68 * 1.5 / 2).toBeLessThanOrEqual(72);
    expect(l!.p.y).toBeLessThanOrEqual(48);
  });

  it('clears a label that would cover another at the same place, from above and in the opening view, and leaves apart ones alone', () => {
    const given = [
      { text: 'Objective: the village', p: { x: 30, y: 30 }, height: 3 },
      { text: 'Inspiring', p: { x: 31, y: 30.5 }, height: 3 },
      { text: 'Far away', p: { x: 5, y: 5 }, height: 3 },
    ];
    const out = placeLabels(given, [], table);
    expect(out[0]).toEqual(given[0]);
    expect(out[2]).toEqual(given[2]);
    const tall = labelHeight(table);
    const [a, b] = [out[0]!, out[1]!];
    const halves = labelHalfWidth(a.text, tall, table) + labelHalfWidth(b.text, tall, table);
    // from above: apart across or along the table by a label's height
    expect(Math.abs(a.p.x - b.p.x) >= halves || Math.abs(a.p.y - b.p.y) >= tall).toBe(true);
    // in the opening view, square or wide: apart on the screen
    expect(apartOnScreen(a, b)).toBe(true);
    // moved by a line or so, not across the table
    expect(Math.hypot(b.p.x - 31, b.p.y - 30.5)).toBeLessThan(4 * tall);
  });

  it('keeps labels apart from above that only rising had parted before (the top view of Lozovaya\'s characteristics)', () => {
    const out = placeLabels([
      { text: 'storm, +1 to morale', p: { x: 10, y: 12 }, height: 3 },
      { text: 'mob, -1 to morale', p: { x: 13, y: 12.3 }, height: 3 },
    ], [], table);
    const tall = labelHeight(table);
    const halves = labelHalfWidth(out[0]!.text, tall, table) + labelHalfWidth(out[1]!.text, tall, table);
    expect(Math.abs(out[0]!.p.x - out[1]!.p.x) >= halves || Math.abs(out[0]!.p.y - out[1]!.p.y) >= tall).toBe(true);
  });

  it('keeps shelled ground\'s words on a crowded north edge near the ground and apart (the showcase after shellfire)', () => {
    const given = [
      { text: 'Village square', p: { x: 33, y: 31 }, height: 3.4 },
      { text: 'the wood shelled: impassable going', p: { x: 9.8, y: 38.8 }, height: 0.6 },
      { text: 'Ivanovka shelled: bad going', p: { x: 34, y: 32.2 }, height: 0.6 },
      { text: 'Church shelled: impassable going', p: { x: 21, y: 40.6 }, height: 0.6 },
    ];
    const out = placeLabels(given, [], table);
    const tall = labelHeight(table);
    for (let i = 1; i < out.length; i++) {
      // a line or two of rise at most, and not carried off across the table
      expect(out[i]!.height).toBeLessThanOrEqual(given[i]!.height + 2 * tall);
      expect(Math.hypot(out[i]!.p.x - given[i]!.p.x, out[i]!.p.y - given[i]!.p.y)).toBeLessThan(10 * tall);
      for (let j = 0; j < i; j++) expect(apartOnScreen(out[i]!, out[j]!), `${out[i]!.text} / ${out[j]!.text}`).toBe(true);
    }
  });

  it('clears labels another layer placed already, leaving them where they are', () => {
    const officer = { text: 'Inspiring', p: { x: 21, y: 40.6 }, height: 2 };
    const [l] = placeLabels([{ text: 'Church shelled: impassable going', p: { x: 21, y: 40.6 }, height: 0.6 }], [], table, [officer]);
    expect(apartOnScreen(l!, officer)).toBe(true);
  });

  it('floats a label above the units standing under it', () => {
    const [l] = placeLabels([{ text: 'Inspiring', p: { x: 10, y: 10 }, height: 0.6 }], [{ p: { x: 10.5, y: 10 }, top: 1.5, reach: 1 }], table);
    expect(l!.height).toBeGreaterThan(1.5);
  });
});
