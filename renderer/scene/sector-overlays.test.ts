import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../shared/scenario/schema.ts';
import { tsaritsyn } from '../../shared/rulesets/ten-rounds-rapid/test-fixtures.ts';
import { SECTOR_COLOUR, sectorOverlays } from './sector-overlays.ts';
import { buildOverlayMeshes } from './overlays.ts';

/** The bundled Tsaritsyn (60" by 40", the Whites' baseline north) with the `sectors` option set. */
const withSectors = (sectors: number, baseline?: 'east'): Scenario => {
  const s = tsaritsyn();
  const sides = baseline ? { ...s.sides, white: { ...s.sides.white, baseline }, red: { ...s.sides.red, baseline: 'west' as const } } : s.sides;
  return { ...s, sides, ruleset: { ...s.ruleset, options: { ...s.ruleset.options, sectors } } };
};

describe('the sectors on the 3D table (Ten Rounds Rapid\'s `sectors` option)', () => {
  it('draws nothing for a scenario that does not cut the table', () => {
    expect(sectorOverlays(tsaritsyn())).toEqual([]);
    expect(sectorOverlays(withSectors(1))).toEqual([]);
    // Another rule set's scenario with the same option set is not cut: the option is Ten Rounds Rapid's.
    expect(sectorOverlays({ ...withSectors(2), ruleset: { id: 'forward-comrades', options: { sectors: 2 } } })).toEqual([]);
  });

  it('two sectors: one dashed border down the middle of the width, baseline to baseline, and each sector named at both baselines', () => {
    const o = sectorOverlays(withSectors(2));
    const lines = o.filter((x) => x.kind === 'line');
    expect(lines).toEqual([{ kind: 'line', points: [{ x: 30, y: 0 }, { x: 30, y: 40 }], color: SECTOR_COLOUR, width: 0.3, dashed: true }]);
    const words = o.filter((x) => x.kind === 'words');
    expect(words.map((w) => [w.label, w.p])).toEqual([
      ['Sector 1', { x: 15, y: 2 }], ['Sector 1', { x: 15, y: 38 }],
      ['Sector 2', { x: 45, y: 2 }], ['Sector 2', { x: 45, y: 38 }],
    ]);
  });

  it('four sectors between east and west baselines cut the depth instead, counted from the south', () => {
    const o = sectorOverlays(withSectors(4, 'east'));
    expect(o.filter((x) => x.kind === 'line').map((l) => l.kind === 'line' && l.points)).toEqual([
      [{ x: 0, y: 10 }, { x: 60, y: 10 }], [{ x: 0, y: 20 }, { x: 60, y: 20 }], [{ x: 0, y: 30 }, { x: 60, y: 30 }],
    ]);
    expect(o.filter((x) => x.kind === 'words').map((w) => w.kind === 'words' && `${w.label} ${w.p.x},${w.p.y}`).slice(0, 2)).toEqual(['Sector 1 2,5', 'Sector 1 58,5']);
  });

  it('the names reach the scene\'s labels and the borders its strokes', () => {
    const built = buildOverlayMeshes(sectorOverlays(withSectors(3)), { width: 60, height: 40 }, () => 0);
    expect(built.labels.map((l) => l.text)).toEqual(['Sector 1', 'Sector 1', 'Sector 2', 'Sector 2', 'Sector 3', 'Sector 3']);
    expect(built.strokes.map((s) => s.color)).toEqual([SECTOR_COLOUR]);
    expect(built.strokes[0]!.mesh.triangleCount).toBeGreaterThan(0);
  });
});
