import { CanvasTexture, LinearMipmapLinearFilter, SRGBColorSpace } from 'three';
import type { Area, Line, Scenario } from '../../shared/scenario/schema.ts';
import type { AreaType } from '../../shared/scenario/terrain-kinds.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { boundsOf } from '../../shared/geometry/polygon.ts';
import { lineWidth } from '../../shared/geometry/terrain-shapes.ts';
import { TERRAIN_COLOURS, mixHex } from './palette.ts';
import { seededRandom } from './seeded-random.ts';

/** Pixels of painted felt per inch: 16 on a normal table, fewer on huge ones (≤ 2048 px a side). */
export function feltPixelsPerInch(table: { width: number; height: number }): number {
  return Math.max(2, Math.min(16, Math.floor(2048 / Math.max(table.width, table.height))));
}

/** What the felt is painted from: the hills, areas and lines (other features stand on it), seeded by the scenario's id. */
export type FeltSource = Pick<Scenario, 'id' | 'table' | 'terrain'>;

/** Areas painted from the ground up: a wood's floor covers a field it overlaps. */
const AREA_ORDER: readonly AreaType[] = ['fields', 'rough', 'scrub', 'marsh', 'built-up', 'woods', 'dense-woods'];

/**
 * Paints the table's felt on a canvas: mottled cloth, then each area in its own colour and texture
 * (furrows in fields, pools in marsh, stones in rough ground), dusty verges under roads and muddy banks
 * under water. The relief drapes this texture, so the paint follows the hills.
 */
export function paintFelt(scenario: FeltSource): HTMLCanvasElement {
  const { width, height } = scenario.table;
  const ppi = feltPixelsPerInch(scenario.table);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * ppi);
  canvas.height = Math.round(height * ppi);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('the browser gave no 2D canvas for the table felt');
  const px = (p: Vec): [number, number] => [p.x * ppi, (height - p.y) * ppi];
  const random = seededRandom(`felt:${scenario.id}`);

  ctx.fillStyle = TERRAIN_COLOURS.felt;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  mottle(ctx, random, 0, 0, canvas.width, canvas.height, ppi, [TERRAIN_COLOURS.feltDark, TERRAIN_COLOURS.feltLight], 0.1);

  // Hills as painted hill pieces: a sunlit top and a darker skirt round the foot.
  for (const hill of scenario.terrain) {
    if (hill.kind !== 'hill') continue;
    ctx.save();
    tracePolygon(ctx, hill.polygon, px);
    ctx.fillStyle = TERRAIN_COLOURS.hill;
    ctx.globalAlpha = 0.55;
    ctx.fill();
    ctx.globalAlpha = 0.5;
    ctx.strokeStyle = TERRAIN_COLOURS.hillFoot;
    ctx.lineWidth = ppi * 0.5;
    ctx.lineJoin = 'round';
    ctx.stroke();
    ctx.restore();
  }

  const areas = scenario.terrain.filter((f): f is Area => f.kind === 'area');
  for (const type of AREA_ORDER) {
    for (const area of areas.filter((a) => a.type === type)) paintArea(ctx, area, px, ppi, random);
  }

  const lines = scenario.terrain.filter((f): f is Line => f.kind === 'line');
  for (const line of lines) {
    const w = lineWidth(line);
    switch (line.type) {
      case 'road':
      case 'track':
        stroke(ctx, line.points, px, (w + 0.6) * ppi, mixHex(TERRAIN_COLOURS.area['built-up'], TERRAIN_COLOURS.felt, 0.35), 0.7);
        break;
      case 'stream-small':
      case 'stream-big':
      case 'river':
        stroke(ctx, line.points, px, (w + 0.8) * ppi, TERRAIN_COLOURS.bank, 0.85);
        break;
      case 'railway':
        stroke(ctx, line.points, px, (w + 1.4) * ppi, mixHex(TERRAIN_COLOURS.ballast, TERRAIN_COLOURS.felt, 0.5), 0.6);
        break;
      case 'trench':
        stroke(ctx, line.points, px, (w + 1) * ppi, '#6e5a3a', 0.8);
        break;
      case 'hedge':
      case 'wall':
      case 'wire':
        break;
    }
  }
  return canvas;
}

export function feltTexture(scenario: FeltSource): CanvasTexture {
  const texture = new CanvasTexture(paintFelt(scenario));
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  texture.minFilter = LinearMipmapLinearFilter;
  return texture;
}

type Ctx = CanvasRenderingContext2D;
type ToPixels = (p: Vec) => [number, number];

function tracePolygon(ctx: Ctx, polygon: readonly Vec[], px: ToPixels): void {
  ctx.beginPath();
  polygon.forEach((p, i) => {
    const [x, y] = px(p);
    if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
  });
  ctx.closePath();
}

function stroke(ctx: Ctx, points: readonly Vec[], px: ToPixels, width: number, colour: string, alpha: number): void {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  points.forEach((p, i) => {
    const [x, y] = px(p);
    if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
  });
  ctx.stroke();
  ctx.restore();
}

/** Soft blotches of two shades: the uneven look of dyed cloth and dry-brushed paint. */
function mottle(ctx: Ctx, random: () => number, x0: number, y0: number, w: number, h: number, ppi: number, shades: readonly string[], alpha: number): void {
  const count = Math.min(40_000, Math.round((w * h) / (ppi * ppi) * 2.2));
  ctx.save();
  for (let i = 0; i < count; i++) {
    ctx.globalAlpha = alpha * (0.5 + random());
    ctx.fillStyle = shades[Math.floor(random() * shades.length)]!;
    const r = ppi * (0.15 + random() * 0.5);
    ctx.beginPath();
    ctx.ellipse(x0 + random() * w, y0 + random() * h, r, r * (0.5 + random() * 0.5), random() * Math.PI, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

function paintArea(ctx: Ctx, area: Area, px: ToPixels, ppi: number, random: () => number): void {
  const base = TERRAIN_COLOURS.area[area.type];
  const b = boundsOf(area.polygon);
  const [bx0, by1] = px({ x: b.minX, y: b.minY });
  const [bx1, by0] = px({ x: b.maxX, y: b.maxY });
  const bw = bx1 - bx0, bh = by1 - by0;

  // a soft rim first, so the area blends into the felt rather than ending at a hard cut
  ctx.save();
  tracePolygon(ctx, area.polygon, px);
  ctx.globalAlpha = 0.45;
  ctx.strokeStyle = base;
  ctx.lineWidth = ppi * 0.6;
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.globalAlpha = 1;
  ctx.fillStyle = base;
  ctx.fill();
  ctx.clip();

  switch (area.type) {
    case 'fields':
      furrows(ctx, area.polygon, px, ppi, bx0, by0, bw, bh);
      break;
    case 'marsh':
      mottle(ctx, random, bx0, by0, bw, bh, ppi, [mixHex(base, '#000000', 0.15), TERRAIN_COLOURS.feltDark], 0.25);
      pools(ctx, random, bx0, by0, bw, bh, ppi);
      break;
    case 'rough':
      mottle(ctx, random, bx0, by0, bw, bh, ppi, ['#6e6550', '#a39a80', TERRAIN_COLOURS.feltDark], 0.3);
      break;
    case 'built-up':
      mottle(ctx, random, bx0, by0, bw, bh, ppi, ['#8a7550', '#b9a47a', TERRAIN_COLOURS.feltDark], 0.25);
      break;
    case 'woods':
    case 'dense-woods':
    case 'scrub':
      mottle(ctx, random, bx0, by0, bw, bh, ppi, [mixHex(base, '#000000', 0.25), mixHex(base, '#8a6a3a', 0.4), TERRAIN_COLOURS.feltDark], 0.3);
      break;
  }
  ctx.restore();
}

/** Ploughed strips along the field's longest edge. */
function furrows(ctx: Ctx, polygon: readonly Vec[], px: ToPixels, ppi: number, x0: number, y0: number, w: number, h: number): void {
  let angle = 0, longest = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [ax, ay] = px(polygon[j]!), [bx, by] = px(polygon[i]!);
    const len = Math.hypot(bx - ax, by - ay);
    if (len > longest) { longest = len; angle = Math.atan2(by - ay, bx - ax); }
  }
  const cx = x0 + w / 2, cy = y0 + h / 2, reach = Math.hypot(w, h);
  const pitch = ppi * 0.45;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(angle);
  for (let k = -reach / 2, n = 0; k < reach / 2; k += pitch, n++) {
    ctx.fillStyle = n % 2 === 0 ? TERRAIN_COLOURS.furrowDark : TERRAIN_COLOURS.furrowLight;
    ctx.globalAlpha = 0.55;
    ctx.fillRect(-reach / 2, k, reach, pitch * 0.5);
  }
  ctx.restore();
}

function pools(ctx: Ctx, random: () => number, x0: number, y0: number, w: number, h: number, ppi: number): void {
  const count = Math.round((w * h) / (ppi * ppi) / 6);
  ctx.save();
  for (let i = 0; i < count; i++) {
    ctx.globalAlpha = 0.7;
    ctx.fillStyle = TERRAIN_COLOURS.marshWater;
    const r = ppi * (0.3 + random() * 0.9);
    ctx.beginPath();
    ctx.ellipse(x0 + random() * w, y0 + random() * h, r, r * 0.55, random() * Math.PI, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}
