import type { Scenario } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { SIDE_IDS } from '../../shared/scenario/terrain-kinds.ts';
import { drawnFeatures, toSvg } from '../table-mode/map-shapes.ts';
import { SIDE_COLOURS, TERRAIN_COLOURS } from '../scene/palette.ts';

/** How a map picture's data URL begins: the editor replaces such a picture with a view of the table. */
export const MAP_PICTURE_PREFIX = 'data:image/svg+xml,';

/** Radius of a base's dot on the map, in table inches. */
const BASE_DOT = 0.6;

/**
 * A scenario's library picture before anyone has opened it in the editor (the bundled ones): the table from
 * above, north up, as the order map draws it (terrain, hills, buildings, roads and rivers, markers), with the
 * deployment zones outlined and each base a dot in its side's colour (hidden units and reinforcements left out).
 * An SVG data URL, made without a 3D view.
 */
export function mapPicture(s: Scenario): string {
  const { width, height } = s.table;
  const pts = (ps: readonly Vec[]) => ps.map((p) => { const q = toSvg(p, height); return `${q.x},${q.y}`; }).join(' ');
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${TERRAIN_COLOURS.felt}"/>`];
  for (const f of drawnFeatures(s.terrain, height)) {
    if (f.kind === 'area') parts.push(`<polygon points="${f.points}" fill="${f.fill}" stroke="${f.stroke}" stroke-width="${f.width}"/>`);
    else if (f.kind === 'line') parts.push(`<polyline points="${f.points}" fill="none" stroke="${f.stroke}" stroke-width="${f.width}" stroke-linecap="round" stroke-linejoin="round"/>`);
    else parts.push(`<circle cx="${f.at.x}" cy="${f.at.y}" r="1" fill="${f.fill}" stroke="${f.stroke}" stroke-width="${f.width}"/>`);
  }
  for (const z of s.deployment) {
    const colour = SIDE_COLOURS[z.side];
    parts.push(`<polygon points="${pts(z.polygon)}" fill="${colour}" fill-opacity="0.12" stroke="${colour}" stroke-width="0.3" stroke-dasharray="1 0.6"/>`);
  }
  for (const side of SIDE_IDS) {
    for (const unit of s.sides[side].units) {
      // Reinforcements are not on the table yet; hidden units are not to be given away.
      if (unit.reinforcement || unit.hidden) continue;
      for (const b of unit.bases) {
        const q = toSvg(b, height);
        parts.push(`<circle cx="${q.x}" cy="${q.y}" r="${BASE_DOT}" fill="${SIDE_COLOURS[side]}" stroke="#1b1d1f" stroke-width="0.12"/>`);
      }
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width * 10}" height="${height * 10}">${parts.join('')}</svg>`;
  return MAP_PICTURE_PREFIX + encodeURIComponent(svg);
}
