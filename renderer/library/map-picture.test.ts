import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { MAP_PICTURE_PREFIX, mapPicture } from './map-picture.ts';
import { SIDE_COLOURS } from '../scene/palette.ts';

const svgOf = (url: string): string => decodeURIComponent(url.slice(MAP_PICTURE_PREFIX.length));

describe('the map picture of a scenario', () => {
  const s = scenarioFixture();

  it('is an SVG of the whole table, north up, as a data URL the library takes', () => {
    const url = mapPicture(s);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(svgOf(url)).toContain(`viewBox="0 0 ${s.table.width} ${s.table.height}"`);
  });

  it('draws every terrain feature and a dot in its side\'s colour for each base on the table', () => {
    const svg = svgOf(mapPicture(s));
    const shapes = (svg.match(/<(polygon|polyline)\b/g) ?? []).length;
    const onTable = s.sides.red.units.concat(s.sides.white.units).filter((u) => !u.reinforcement && !u.hidden);
    const bases = onTable.reduce((n, u) => n + u.bases.length, 0);
    const points = s.terrain.filter((f) => f.kind === 'point').length;
    expect(shapes).toBe(s.terrain.length - points + s.deployment.length);
    expect((svg.match(/<circle\b/g) ?? []).length).toBe(points + bases);
    const first = s.sides.red.units[0]!.bases[0]!;
    expect(svg).toContain(`<circle cx="${first.x}" cy="${s.table.height - first.y}" r="0.6" fill="${SIDE_COLOURS.red}"`);
  });

  it('gives no hidden unit away', () => {
    const unit = s.sides.white.units[0]!;
    const hidden = { ...s, sides: { ...s.sides, white: { ...s.sides.white, units: [{ ...unit, hidden: true }, ...s.sides.white.units.slice(1)] } } };
    const b = unit.bases[0]!;
    expect(svgOf(mapPicture(hidden))).not.toContain(`cx="${b.x}" cy="${s.table.height - b.y}" r="0.6"`);
    expect(svgOf(mapPicture(s))).toContain(`cx="${b.x}" cy="${s.table.height - b.y}" r="0.6"`);
  });
});
