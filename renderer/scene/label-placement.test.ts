import { describe, expect, it } from 'vitest';
import { placeLabels } from './label-placement.ts';

const table = { width: 72, height: 48 };

describe('floating labels', () => {
  it('keeps a long label wholly on the table', () => {
    const [l] = placeLabels([{ text: 'the Czech armoured train (off table, firing from beyond the railway)', p: { x: 60, y: 47 }, height: 3 }], [], table);
    // about 0.375 label heights a character, each label height about 1.6" at the opening view
    expect(l!.p.x + 0.375 * 68 * 1.5 / 2).toBeLessThanOrEqual(72);
    expect(l!.p.y).toBeLessThanOrEqual(48);
  });

  it('raises a label that would cover another at the same place, and leaves apart ones alone', () => {
    const out = placeLabels([
      { text: 'Objective: the village', p: { x: 30, y: 30 }, height: 3 },
      { text: 'Inspiring', p: { x: 31, y: 30.5 }, height: 3 },
      { text: 'Far away', p: { x: 5, y: 5 }, height: 3 },
    ], [], table);
    expect(out[0]!.height).toBe(3);
    expect(out[1]!.height).toBeGreaterThan(4.5);
    expect(out[2]!.height).toBe(3);
  });

  it('floats a label above the units standing under it', () => {
    const [l] = placeLabels([{ text: 'Inspiring', p: { x: 10, y: 10 }, height: 0.6 }], [{ p: { x: 10.5, y: 10 }, top: 1.5, reach: 1 }], table);
    expect(l!.height).toBeGreaterThan(1.5);
  });
});
