import { describe, expect, it } from 'vitest';
import { labelHalfWidth, labelHeight, placeLabels } from './label-placement.ts';
import { defaultPose } from './camera-math.ts';

const table = { width: 72, height: 48 };

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
    // in the opening view: apart on the screen's up axis by a label's height (rows as placeLabels measures them)
    const pose = defaultPose(table, 1, 'orbit');
    const row = (l: typeof a) => l.height * Math.sin(pose.polar) + l.p.y * Math.cos(pose.polar);
    expect(Math.abs(row(a) - row(b))).toBeGreaterThanOrEqual(tall);
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

  it('floats a label above the units standing under it', () => {
    const [l] = placeLabels([{ text: 'Inspiring', p: { x: 10, y: 10 }, height: 0.6 }], [{ p: { x: 10.5, y: 10 }, top: 1.5, reach: 1 }], table);
    expect(l!.height).toBeGreaterThan(1.5);
  });
});
