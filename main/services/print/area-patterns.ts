import type { Vec } from '../../../shared/geometry/vec.ts';
import { boundsOf } from '../../../shared/geometry/polygon.ts';
import type { Canvas, Subpaths } from './canvas.ts';
import type { AreaPattern } from './map-style.ts';

/**
 * Fills a region (page points) with a pattern, clipped to it. Only the part on the page is patterned, and
 * every mark of a pattern goes into one path, so a large wood costs one drawing call per page.
 */
export function fillPattern(canvas: Canvas, region: Subpaths, pattern: AreaPattern, scale: number): void {
  if (pattern.kind === 'none') return;
  const b = boundsOf(region.flat());
  const box = { minX: Math.max(b.minX, 0), minY: Math.max(b.minY, 0), maxX: Math.min(b.maxX, canvas.width), maxY: Math.min(b.maxY, canvas.height) };
  if (box.minX >= box.maxX || box.minY >= box.maxY) return;
  canvas.clipped(region, () => {
    switch (pattern.kind) {
      case 'hatch':
        canvas.path(hatchLines(box, pattern.angle, pattern.spacing * scale), false, { stroke: { colour: pattern.colour, width: pattern.width } });
        break;
      case 'dots':
        canvas.path(lattice(box, pattern.spacing * scale).map((p) => polygonAround(p, pattern.radius, 4)), true, { fill: { colour: pattern.colour } });
        break;
      case 'trees':
        canvas.path(lattice(box, pattern.spacing * scale).map((p) => polygonAround(p, pattern.radius * Math.min(scale, 1.6), 6)), true, {
          stroke: { colour: pattern.colour, width: 0.5 },
        });
        break;
      case 'tufts':
        canvas.path(lattice(box, pattern.spacing * scale).flatMap((p) => tuft(p, pattern.length)), false, {
          stroke: { colour: pattern.colour, width: 0.5 },
        });
        break;
    }
  });
}

type Box = { minX: number; minY: number; maxX: number; maxY: number };

/** Parallel lines at `angle` degrees (0 = horizontal) covering the box. */
export function hatchLines(box: Box, angle: number, spacing: number): Vec[][] {
  const rad = (angle * Math.PI) / 180;
  const dir = { x: Math.cos(rad), y: Math.sin(rad) };
  const normal = { x: -dir.y, y: dir.x };
  const centre = { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
  const half = Math.hypot(box.maxX - box.minX, box.maxY - box.minY) / 2;
  // Lines sit on a fixed lattice of the page, so hatching continues seamlessly across neighbouring shapes.
  const offset = centre.x * normal.x + centre.y * normal.y;
  const first = Math.floor((offset - half) / spacing);
  const last = Math.ceil((offset + half) / spacing);
  const lines: Vec[][] = [];
  for (let k = first; k <= last; k++) {
    const d = k * spacing - offset;
    const mid = { x: centre.x + normal.x * d, y: centre.y + normal.y * d };
    lines.push([{ x: mid.x - dir.x * half, y: mid.y - dir.y * half }, { x: mid.x + dir.x * half, y: mid.y + dir.y * half }]);
  }
  return lines;
}

/** Points on a staggered lattice anchored to the page origin. */
function lattice(box: Box, spacing: number): Vec[] {
  const rowStep = spacing * 0.866;
  const out: Vec[] = [];
  for (let row = Math.floor(box.minY / rowStep); row * rowStep <= box.maxY + spacing; row++) {
    const shift = row % 2 === 0 ? 0 : spacing / 2;
    for (let col = Math.floor(box.minX / spacing) - 1; col * spacing + shift <= box.maxX + spacing; col++) {
      out.push({ x: col * spacing + shift, y: row * rowStep });
    }
  }
  return out;
}

/** A small regular polygon standing in for a circle inside a pattern path. */
export function polygonAround(c: Vec, radius: number, sides: number): Vec[] {
  return Array.from({ length: sides }, (_, i) => {
    const a = (i * 2 * Math.PI) / sides;
    return { x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) };
  });
}

function tuft(p: Vec, length: number): Vec[][] {
  const h = length / 2;
  return [
    [{ x: p.x - h, y: p.y }, { x: p.x + h, y: p.y }],
    [{ x: p.x - h / 2, y: p.y }, { x: p.x - h / 2 - 0.4, y: p.y - h * 0.7 }],
    [{ x: p.x, y: p.y }, { x: p.x, y: p.y - h }],
    [{ x: p.x + h / 2, y: p.y }, { x: p.x + h / 2 + 0.4, y: p.y - h * 0.7 }],
  ];
}
