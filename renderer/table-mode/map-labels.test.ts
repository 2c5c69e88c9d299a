import { describe, expect, it } from 'vitest';
import { tsaritsyn } from '../../shared/rulesets/ten-rounds-rapid/test-fixtures.ts';
import kamenka from '../../scenarios/kamenka-crossroads.tachanka.json' with { type: 'json' };
import komuch from '../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import lipki from '../../scenarios/lipki-station.tachanka.json' with { type: 'json' };
import raid from '../../scenarios/station-raid.tachanka.json' with { type: 'json' };
import tsaritsynWire from '../../scenarios/tsaritsyn-wire.tachanka.json' with { type: 'json' };
import type { Scenario } from '../../shared/scenario/schema.ts';
import { getRuleset } from '../../shared/rulesets/registry.ts';
import { type MapLabel, type MapObstacle, baseObstacle, placeMapLabels } from './map-labels.ts';
import { drawnFeatures, toSvg } from './map-shapes.ts';

const FONT = { size: 1.5, perCharacter: 0.56 };
const MAP = { width: 60, height: 40 };

/** Each placed label's box, as the placement measures it. */
const boxes = (labels: readonly MapLabel[]) => {
  const at = placeMapLabels(labels, FONT, MAP);
  return labels.map((l, i) => ({ text: l.text, x: at[i]!.x, y: at[i]!.y, half: (l.text.length * FONT.perCharacter * FONT.size) / 2 + FONT.size * 0.2, tall: FONT.size * 1.25 }));
};
const overlap = (a: ReturnType<typeof boxes>[number], b: ReturnType<typeof boxes>[number]) =>
  Math.abs(a.x - b.x) < a.half + b.half - 1e-9 && Math.abs(a.y - b.y) < (a.tall + b.tall) / 2 - 1e-9;

describe('the top-down map\'s names placed clear of each other', () => {
  it('two names at nearly the same spot stand one above the other, the first keeping its spot', () => {
    const placed = boxes([
      { text: 'the Red trench', at: { x: 23.3, y: 26.6 }, rank: 1 },
      { text: 'the Red line', at: { x: 24, y: 26.5 }, rank: 2 },
    ]);
    expect(placed[0]).toMatchObject({ x: 23.3, y: 26.6 });
    expect(overlap(placed[0]!, placed[1]!)).toBe(false);
    // moved up or down by a line, not across the map
    expect(placed[1]!.x).toBe(24);
    expect(Math.abs(placed[1]!.y - 26.5)).toBeCloseTo(FONT.size * 1.25, 6);
  });

  it('places points and houses first, whatever the order given, so an area\'s name moves out of their way', () => {
    const [area, house] = placeMapLabels([
      { text: 'Sadovaya', at: { x: 20, y: 20 }, rank: 2 },
      { text: 'the mill', at: { x: 20, y: 20 }, rank: 0 },
    ], FONT, MAP);
    expect(house).toEqual({ x: 20, y: 20 });
    expect(area).not.toEqual({ x: 20, y: 20 });
  });

  it('keeps every name inside the map, a name at the edge slid in whole', () => {
    const [west] = boxes([{ text: 'the balka woods', at: { x: 2, y: 39.8 }, rank: 2 }]);
    expect(west!.x - west!.half).toBeGreaterThanOrEqual(0);
    expect(west!.y + west!.tall / 2).toBeLessThanOrEqual(MAP.height);
  });

  it('letters no two of Tsaritsyn\'s names over each other', () => {
    const s = tsaritsyn();
    const labels = drawnFeatures(s.terrain, s.table.height).filter((f) => f.label).map((f) => ({ text: f.label!, at: f.at, rank: f.rank }));
    expect(labels.map((l) => l.text)).toEqual(expect.arrayContaining(['the Red line', 'the Red trench']));
    const placed = boxes(labels);
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) expect(overlap(placed[i]!, placed[j]!), `${placed[i]!.text} / ${placed[j]!.text}`).toBe(false);
    }
  });
});

describe('the top-down map\'s names placed clear of the units', () => {
  const BUNDLED: Readonly<Record<string, unknown>> = { kamenka, komuch, lipki, raid, tsaritsynWire };
  const SCENARIOS = Object.keys(BUNDLED);
  const load = (name: string) => BUNDLED[name] as Scenario;
  const labelBox = (l: MapLabel, at: { x: number; y: number }) => ({ x: at.x, y: at.y, half: (l.text.length * FONT.perCharacter * FONT.size) / 2 + FONT.size * 0.2, tall: FONT.size * 1.25 });
  const covered = (box: ReturnType<typeof labelBox>, obstacles: readonly MapObstacle[]) =>
    obstacles.filter((o) => Math.abs(o.x - box.x) < o.half + box.half - 1e-9 && Math.abs(o.y - box.y) < (o.tall + box.tall) / 2 - 1e-9);
  const layout = (file: string) => {
    const s = load(file);
    const types = getRuleset(s.ruleset.id)!.troopTypes;
    const obstacles = (['red', 'white'] as const).flatMap((side) => s.sides[side].units).flatMap((u) => u.bases.map((b) => baseObstacle(toSvg(b, s.table.height), types.find((t) => t.id === u.troopType)!.base, b.facing)));
    const labels = drawnFeatures(s.terrain, s.table.height).filter((f) => f.label).map((f) => ({ text: f.label!, at: f.at, rank: f.rank }));
    return { s, labels, obstacles };
  };

  it.each(SCENARIOS)('letters no name of %s over a unit\'s base', (file) => {
    const { s, labels, obstacles } = layout(file);
    const at = placeMapLabels(labels, FONT, s.table, obstacles);
    for (let i = 0; i < labels.length; i++) expect(covered(labelBox(labels[i]!, at[i]!), obstacles).length, labels[i]!.text).toBe(0);
  });

  it('moves Tsaritsyn\'s railway name off the armoured train, where it lay without the units heeded', () => {
    const { s, labels, obstacles } = layout('tsaritsynWire');
    const i = labels.findIndex((l) => l.text === 'the Gryazi railway');
    const blind = placeMapLabels(labels, FONT, s.table)[i]!;
    const heeded = placeMapLabels(labels, FONT, s.table, obstacles)[i]!;
    expect(covered(labelBox(labels[i]!, blind), obstacles).length).toBeGreaterThan(0);
    expect(covered(labelBox(labels[i]!, heeded), obstacles)).toEqual([]);
  });

  it('boxes a base turned across the map by its turned footprint', () => {
    expect(baseObstacle({ x: 5, y: 5 }, { width: 2, depth: 6 }, 90)).toMatchObject({ x: 5, y: 5, half: expect.closeTo(3, 6), tall: expect.closeTo(2, 6) });
    expect(baseObstacle({ x: 5, y: 5 }, { width: 2, depth: 6 }, 0)).toMatchObject({ half: expect.closeTo(1, 6), tall: expect.closeTo(6, 6) });
  });
});
