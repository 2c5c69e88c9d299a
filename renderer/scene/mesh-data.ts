import type { Vec } from '../../shared/geometry/vec.ts';
import { type TableSize, worldX, worldZ } from './coordinates.ts';

/** Height of the table surface at a table point, inches (hills raise it). */
export type HeightAt = (p: Vec) => number;

/**
 * Plain arrays of a triangle mesh in world units, so many features of one kind can be appended into
 * one buffer and drawn in one call. Turned into a three.js geometry by `toBufferGeometry`.
 */
export class MeshData {
  readonly positions: number[] = [];
  readonly uvs: number[] = [];
  readonly colors: number[] = [];
  readonly indices: number[] = [];

  get vertexCount(): number {
    return this.positions.length / 3;
  }

  get triangleCount(): number {
    return this.indices.length / 3;
  }

  /** Adds a vertex and returns its index. The colour defaults to white (no tint). */
  vertex(x: number, y: number, z: number, u = 0, v = 0, rgb: readonly [number, number, number] = WHITE): number {
    this.positions.push(x, y, z);
    this.uvs.push(u, v);
    this.colors.push(rgb[0], rgb[1], rgb[2]);
    return this.vertexCount - 1;
  }

  triangle(a: number, b: number, c: number): void {
    this.indices.push(a, b, c);
  }

  /** Two triangles over a quad given counter-clockwise as seen from the side that should show. */
  quad(a: number, b: number, c: number, d: number): void {
    this.indices.push(a, b, c, a, c, d);
  }
}

const WHITE: readonly [number, number, number] = [1, 1, 1];

/** Inserts points so that no segment is longer than `maxStep`: ribbons then follow the relief. */
export function resamplePolyline(points: readonly Vec[], maxStep: number, closed = false): Vec[] {
  const out: Vec[] = [];
  const n = points.length;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const a = points[i]!, b = points[(i + 1) % n]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / maxStep));
    for (let s = 0; s < steps; s++) out.push({ x: a.x + ((b.x - a.x) * s) / steps, y: a.y + ((b.y - a.y) * s) / steps });
  }
  if (!closed && n > 0) out.push(points[n - 1]!);
  return dropRepeats(out);
}

function dropRepeats(points: Vec[]): Vec[] {
  return points.filter((p, i) => i === 0 || p.x !== points[i - 1]!.x || p.y !== points[i - 1]!.y);
}

/**
 * Left-hand unit normals (table frame) at each vertex of a polyline, mitred: the offset at a corner is
 * lengthened so both edges keep the full width, capped at twice the width for hairpin turns.
 */
export function mitredNormals(points: readonly Vec[], closed = false): { x: number; y: number; scale: number }[] {
  const n = points.length;
  const segNormal = (i: number): Vec => {
    const a = points[i]!, b = points[(i + 1) % n]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    return { x: -(b.y - a.y) / len, y: (b.x - a.x) / len };
  };
  const out: { x: number; y: number; scale: number }[] = [];
  for (let i = 0; i < n; i++) {
    const hasPrev = closed || i > 0;
    const hasNext = closed || i < n - 1;
    const prev = hasPrev ? segNormal((i - 1 + n) % n) : null;
    const next = hasNext ? segNormal(i) : null;
    const a = prev ?? next!, b = next ?? prev!;
    let mx = a.x + b.x, my = a.y + b.y;
    const ml = Math.hypot(mx, my);
    if (ml < 1e-9) { mx = a.x; my = a.y; } else { mx /= ml; my /= ml; }
    const cos = mx * a.x + my * a.y;
    out.push({ x: mx, y: my, scale: Math.min(2, 1 / Math.max(cos, 0.5)) });
  }
  return out;
}

export interface RibbonOptions {
  width: number;
  heightAt: HeightAt;
  table: TableSize;
  /** Height above the ground, inches (keeps roads above the felt, water below banks…). */
  lift: number;
  /** Longest segment before resampling, inches. */
  step?: number;
  closed?: boolean;
  rgb?: readonly [number, number, number];
}

/** A flat strip draped over the relief along a polyline: roads, tracks, water, ballast, tape. */
export function appendRibbon(mesh: MeshData, line: readonly Vec[], o: RibbonOptions): void {
  if (line.length < 2) return;
  const closed = o.closed ?? false;
  const pts = resamplePolyline(line, o.step ?? 1, closed);
  if (pts.length < 2) return;
  const normals = mitredNormals(pts, closed);
  const half = o.width / 2;
  const first = mesh.vertexCount;
  let along = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!, nrm = normals[i]!;
    if (i > 0) along += Math.hypot(p.x - pts[i - 1]!.x, p.y - pts[i - 1]!.y);
    const off = half * nrm.scale;
    const l = { x: p.x + nrm.x * off, y: p.y + nrm.y * off };
    const r = { x: p.x - nrm.x * off, y: p.y - nrm.y * off };
    mesh.vertex(worldX(l.x, o.table), o.heightAt(l) + o.lift, worldZ(l.y, o.table), 0, along / o.width, o.rgb);
    mesh.vertex(worldX(r.x, o.table), o.heightAt(r) + o.lift, worldZ(r.y, o.table), 1, along / o.width, o.rgb);
  }
  const count = closed ? pts.length : pts.length - 1;
  for (let i = 0; i < count; i++) {
    const a = first + i * 2, b = first + ((i + 1) % pts.length) * 2;
    // left, right, next right, next left — counter-clockwise from above in world space
    mesh.quad(a, a + 1, b + 1, b);
  }
}

export interface WallOptions {
  thickness: number;
  height: number;
  heightAt: HeightAt;
  table: TableSize;
  step?: number;
  /** How far the footing sinks below the ground so slopes show no gap, inches. */
  sink?: number;
  rgb?: readonly [number, number, number];
  /** Colour of the top face (a hedge's lighter crown, a wall's capstones). */
  topRgb?: readonly [number, number, number];
}

/** An upright band along a polyline (walls, hedges, parapets, rails), with its top and end faces. */
export function appendWall(mesh: MeshData, line: readonly Vec[], o: WallOptions): void {
  if (line.length < 2) return;
  const pts = resamplePolyline(line, o.step ?? 1);
  if (pts.length < 2) return;
  const normals = mitredNormals(pts);
  const half = o.thickness / 2;
  const sink = o.sink ?? 0.2;
  const side = o.rgb ?? WHITE;
  const top = o.topRgb ?? side;
  // Four rings of vertices: left-bottom, left-top, right-top, right-bottom, each with its own
  // copy per face so the faces shade flat.
  const ring = (i: number) => {
    const p = pts[i]!, n = normals[i]!;
    const off = half * n.scale;
    const l = { x: p.x + n.x * off, y: p.y + n.y * off };
    const r = { x: p.x - n.x * off, y: p.y - n.y * off };
    const g = Math.min(o.heightAt(l), o.heightAt(r), o.heightAt(p));
    return {
      lx: worldX(l.x, o.table), lz: worldZ(l.y, o.table), rx: worldX(r.x, o.table), rz: worldZ(r.y, o.table),
      bottom: g - sink, top: g + o.height,
    };
  };
  const rings = pts.map((_, i) => ring(i));
  const faces: { from: 'l' | 'r'; to: 'l' | 'r'; fromTop: boolean; toTop: boolean; rgb: readonly [number, number, number] }[] = [
    { from: 'l', to: 'l', fromTop: false, toTop: true, rgb: side },
    { from: 'l', to: 'r', fromTop: true, toTop: true, rgb: top },
    { from: 'r', to: 'r', fromTop: true, toTop: false, rgb: side },
  ];
  for (const f of faces) {
    const first = mesh.vertexCount;
    for (const r of rings) {
      mesh.vertex(f.from === 'l' ? r.lx : r.rx, f.fromTop ? r.top : r.bottom, f.from === 'l' ? r.lz : r.rz, 0, 0, f.rgb);
      mesh.vertex(f.to === 'l' ? r.lx : r.rx, f.toTop ? r.top : r.bottom, f.to === 'l' ? r.lz : r.rz, 1, 0, f.rgb);
    }
    for (let i = 0; i < rings.length - 1; i++) {
      const a = first + i * 2, b = a + 2;
      mesh.quad(a, a + 1, b + 1, b);
    }
  }
  // end caps
  for (const [i, atStart] of [[0, true], [rings.length - 1, false]] as const) {
    const r = rings[i]!;
    const a = mesh.vertex(r.lx, r.bottom, r.lz, 0, 0, side);
    const b = mesh.vertex(r.lx, r.top, r.lz, 0, 0, side);
    const c = mesh.vertex(r.rx, r.top, r.rz, 0, 0, side);
    const d = mesh.vertex(r.rx, r.bottom, r.rz, 0, 0, side);
    if (atStart) mesh.quad(d, c, b, a); else mesh.quad(a, b, c, d);
  }
}

/** A flat disc draped at one height (fords, bases of markers): a fan of `segments` triangles. */
export function appendDisc(mesh: MeshData, centre: Vec, radius: number, elevation: number, table: TableSize, segments = 16, rgb?: readonly [number, number, number]): void {
  const c = mesh.vertex(worldX(centre.x, table), elevation, worldZ(centre.y, table), 0.5, 0.5, rgb);
  const first = mesh.vertexCount;
  for (let i = 0; i < segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    mesh.vertex(worldX(centre.x + Math.cos(a) * radius, table), elevation, worldZ(centre.y + Math.sin(a) * radius, table), 0.5 + Math.cos(a) / 2, 0.5 + Math.sin(a) / 2, rgb);
  }
  for (let i = 0; i < segments; i++) mesh.triangle(c, first + i, first + ((i + 1) % segments));
}

/** A polyline moved sideways by `distance` inches (positive to its left), corners mitred. */
export function offsetPolyline(points: readonly Vec[], distance: number): Vec[] {
  const normals = mitredNormals(points);
  return points.map((p, i) => {
    const n = normals[i]!;
    return { x: p.x + n.x * distance * n.scale, y: p.y + n.y * distance * n.scale };
  });
}

/** Points of a circle on the table, counter-clockwise. */
export function circlePoints(centre: Vec, radius: number, segments = Math.max(16, Math.ceil(radius * 6))): Vec[] {
  return Array.from({ length: segments }, (_, i) => {
    const a = (i / segments) * Math.PI * 2;
    return { x: centre.x + Math.cos(a) * radius, y: centre.y + Math.sin(a) * radius };
  });
}

/** One point of a strip's cross-section: `offset` inches to the line's left (negative: right), `height` above the ground. */
export interface ProfilePoint {
  offset: number;
  height: number;
  rgb: readonly [number, number, number];
}

export interface ProfileOptions {
  heightAt: HeightAt;
  table: TableSize;
  /** The cross-section, left to right as seen looking along the line. */
  profile: readonly ProfilePoint[];
  step?: number;
  /** Measure every point's height from the ground under the line's middle (a level bed on a slope), not its own. */
  level?: boolean;
  /** Changes a vertex's colour by its station along the line and its place in the profile (gravel, mud). */
  paint?: (station: number, index: number, rgb: readonly [number, number, number]) => readonly [number, number, number];
}

/**
 * A strip along a polyline shaped by a cross-section: river banks sloping up from the felt and down into the water,
 * a railway's ballast bed with its shoulders. One ring of vertices per station, shared by neighbouring faces.
 */
export function appendProfile(mesh: MeshData, line: readonly Vec[], o: ProfileOptions): void {
  if (line.length < 2 || o.profile.length < 2) return;
  const pts = resamplePolyline(line, o.step ?? 1);
  if (pts.length < 2) return;
  const normals = mitredNormals(pts);
  const across = o.profile.length;
  const first = mesh.vertexCount;
  let along = 0;
  pts.forEach((p, i) => {
    if (i > 0) along += Math.hypot(p.x - pts[i - 1]!.x, p.y - pts[i - 1]!.y);
    const n = normals[i]!;
    const middle = o.heightAt(p);
    o.profile.forEach((q, j) => {
      const at = { x: p.x + n.x * q.offset * n.scale, y: p.y + n.y * q.offset * n.scale };
      const ground = o.level ? middle : o.heightAt(at);
      mesh.vertex(worldX(at.x, o.table), ground + q.height, worldZ(at.y, o.table), j / (across - 1), along, o.paint ? o.paint(i, j, q.rgb) : q.rgb);
    });
  });
  for (let i = 0; i < pts.length - 1; i++) {
    for (let j = 0; j < across - 1; j++) {
      const a = first + i * across + j, b = a + across;
      // left to right across, then on along the line: counter-clockwise from above
      mesh.quad(a, a + 1, b + 1, b);
    }
  }
}
