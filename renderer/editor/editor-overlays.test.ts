import { describe, expect, it } from 'vitest';
import { draftOverlays, gridOverlays, handleOverlays, selectionOverlays, zoneLabelPoint, zoneOverlays } from './editor-overlays.ts';
import { addUnit, newUnit } from './unit-edits.ts';
import { gridSteps } from './snapping.ts';
import { RIFLES, editorTestScenario } from './test-scenario.ts';

describe('what the editor draws over the table', () => {
  it('draws the grid every inch or every six, and nothing when it is off', () => {
    const table = { width: 72, height: 48 };
    expect(gridOverlays(table, 6)).toHaveLength(11 + 7);
    expect(gridOverlays(table, 1)).toHaveLength(71 + 47);
    expect(gridOverlays(table, 0)).toEqual([]);
    // In the slanted view the inch grid thins to its six-inch lines.
    expect(gridOverlays(table, 1, false)).toEqual(gridOverlays(table, 6));
  });

  it('lays the grid in centimetres for a rule set that measures in them: every 2 cm, every fifth line (10 cm) bolder', () => {
    // The Tsaritsyn table: 60" by 40", 152.4 by 101.6 cm.
    const table = { width: 60, height: 40 };
    const { fine, coarse } = gridSteps('cm');
    expect(fine * 2.54).toBeCloseTo(2);
    expect(coarse * 2.54).toBeCloseTo(10);
    const lines = gridOverlays(table, fine, true, 'cm');
    expect(lines).toHaveLength(76 + 50);
    const bold = lines.filter((l) => l.kind === 'line' && l.width === 0.06);
    expect(bold).toHaveLength(15 + 10);
    // The slanted view keeps the 10 cm lines only, and a 10 cm line lands where 10 cm is.
    expect(gridOverlays(table, fine, false, 'cm')).toEqual(gridOverlays(table, coarse, true, 'cm'));
    const first = gridOverlays(table, coarse, true, 'cm')[0]!;
    expect(first.kind === 'line' && first.points[0]!.x * 2.54).toBeCloseTo(10);
  });

  it('names each deployment zone and marks each reinforcement\'s entry with its turn', () => {
    const s = addUnit(editorTestScenario(), 'white', {
      ...newUnit({ id: 'w1', name: 'Cossacks', type: RIFLES, centre: { x: 30, y: 40 }, facing: 180 }),
      reinforcement: { turn: 3, entry: { x: 72, y: 30 } },
    });
    const labels = zoneOverlays(s).flatMap((o) => (o.label ? [o] : []));
    expect(labels.map((o) => o.label)).toEqual(['Red deployment', 'Cossacks, turn 3']);
    // Red's zone is the south strip (0–72 × 0–12): its name sits on the frame beyond the south edge.
    expect(labels[0]!.kind === 'circle' && labels[0]!.centre).toEqual({ x: 36, y: -1.1 });
    expect(zoneLabelPoint([{ x: 30, y: 30 }, { x: 40, y: 30 }, { x: 40, y: 40 }], s.table)).toEqual({ x: 110 / 3, y: 100 / 3 });
  });

  it('puts handles on every vertex and edge middle of the selected outline', () => {
    const s = editorTestScenario();
    expect(handleOverlays(s, { kind: 'feature', id: 'wood' })).toHaveLength(8);
    expect(handleOverlays(s, { kind: 'feature', id: 'road' })).toHaveLength(3);
    expect(handleOverlays(s, { kind: 'feature', id: 'house' })).toEqual([]);
    expect(selectionOverlays(s, null, () => RIFLES.base)).toEqual([]);
  });

  it('closes a polygon draft back to its first corner', () => {
    const drawn = draftOverlays([{ x: 0, y: 0 }, { x: 4, y: 0 }], { x: 4, y: 4 }, true);
    const line = drawn[0]!;
    expect(line.kind === 'line' && line.points).toEqual([{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }, { x: 0, y: 0 }]);
  });
});
