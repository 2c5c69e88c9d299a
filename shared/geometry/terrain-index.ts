import Flatbush from 'flatbush';
import type { TerrainFeature } from '../scenario/schema.ts';
import type { AreaType } from '../scenario/terrain-kinds.ts';
import type { Vec } from './vec.ts';
import { distanceToSegmentSq } from './segments.ts';
import { SegmentSearch } from './segment-search.ts';
import {
  type IndexedFeature, type IndexedHill, type IndexedLine, type TerrainColumns, KIND_LINE, featureColumns, featureContains,
  featureDistance, indexFeature,
} from './terrain-shapes.ts';
import { LINE_TYPES } from '../scenario/terrain-kinds.ts';
import { hypot } from './hypot.ts';

const ROAD = LINE_TYPES.indexOf('road'), TRACK = LINE_TYPES.indexOf('track');

export interface TableSize { readonly width: number; readonly height: number }

export interface StraightRoadOptions {
  /** Extra inches beyond the road's half width that an end may stand off it. Default 0. */
  lateralTolerance?: number;
  /** Largest angle, in degrees, between the segment and the road section. Default 10. */
  angleTolerance?: number;
}

/** A road or a track: the lines that carry traffic. */
export const isRoadLike = (f: IndexedFeature): f is IndexedLine => f.kind === 'line' && (f.feature.type === 'road' || f.feature.type === 'track');

/**
 * The scenario's terrain prepared for spatial questions: a static R-tree (flatbush) over each feature's
 * bounding box (lines padded by half their width, buildings by their rotated footprint), and a second one
 * over hills alone for elevation lookups.
 */
export class TerrainIndex {
  readonly features: readonly IndexedFeature[];
  readonly hills: readonly IndexedHill[];
  readonly table: TableSize;
  /** Bounding boxes as [minX, minY, maxX, maxY] per feature, read by hot loops instead of the feature objects. */
  readonly boxes: Float64Array;
  readonly columns: TerrainColumns;
  private readonly tree: Flatbush | null;
  private readonly hillTree: Flatbush | null;
  private readonly segments: SegmentSearch | null;
  private readonly byId: ReadonlyMap<string, IndexedFeature>;

  constructor(terrain: readonly TerrainFeature[], table: TableSize) {
    this.table = { width: table.width, height: table.height };
    this.features = terrain.map(indexFeature);
    this.hills = this.features.filter((f): f is IndexedHill => f.kind === 'hill');
    this.boxes = new Float64Array(this.features.length * 4);
    this.features.forEach(({ bounds }, i) => this.boxes.set([bounds.minX, bounds.minY, bounds.maxX, bounds.maxY], i * 4));
    this.columns = featureColumns(this.features);
    this.tree = buildTree(this.features);
    this.hillTree = buildTree(this.hills);
    this.segments = this.tree ? new SegmentSearch(this.tree, this.boxes) : null;
    this.byId = new Map(this.features.map((f) => [f.id, f]));
  }

  static fromScenario(scenario: { readonly terrain: readonly TerrainFeature[]; readonly table: TableSize }): TerrainIndex {
    return new TerrainIndex(scenario.terrain, scenario.table);
  }

  featureById(id: string): IndexedFeature | undefined {
    return this.byId.get(id);
  }

  /** Features whose shape holds the point: areas, hills and buildings it is inside, lines within half their width, points within their radius. */
  at(p: Vec): IndexedFeature[] {
    if (!this.tree) return [];
    const { features } = this;
    return this.tree.search(p.x, p.y, p.x, p.y, (i) => featureContains(features[i]!, p.x, p.y)).map((i) => features[i]!);
  }

  /** Candidate features along segment ab, in scenario order: those whose bounding box the segment touches. Their shapes may still miss it. */
  along(a: Vec, b: Vec): IndexedFeature[] {
    const out: IndexedFeature[] = [];
    this.visitAlong(a.x, a.y, b.x, b.y, (f) => { out.push(f); });
    return out;
  }

  /**
   * Candidate features whose boxes overlap the box from `lo` to `hi` (boundaries included), in scenario order: what
   * lies within a reach of a point or of a way. (`along` searches a segment, so a box's diagonal would miss corners.)
   */
  within(lo: Vec, hi: Vec): IndexedFeature[] {
    if (!this.tree) return [];
    return this.tree.search(lo.x, lo.y, hi.x, hi.y).sort((p, q) => p - q).map((i) => this.features[i]!);
  }

  /** Calls `visit` for each candidate feature along the segment, in scenario order. */
  visitAlong(ax: number, ay: number, bx: number, by: number, visit: (f: IndexedFeature) => void): void {
    // A fresh list, so a visitor may itself ask the index about another segment.
    const hits: number[] = [];
    this.indicesAlong(ax, ay, bx, by, hits);
    hits.sort((p, q) => p - q);
    for (let k = 0; k < hits.length; k++) visit(this.features[hits[k]!]!);
  }

  /** Fills `out` with the positions in `features` of the candidates along the segment. */
  indicesAlong(ax: number, ay: number, bx: number, by: number, out: number[]): void {
    if (this.segments) this.segments.search(ax, ay, bx, by, out);
    else out.length = 0;
  }

  /** Calls `visit` for each hill whose outline holds the point. */
  visitHillsAt(x: number, y: number, visit: (hill: IndexedHill) => void): void {
    if (!this.hillTree) return;
    const { hills } = this;
    this.hillTree.search(x, y, x, y, (i) => {
      const hill = hills[i]!;
      if (featureContains(hill, x, y)) visit(hill);
      return false;
    });
  }

  /** Whether some feature passing `predicate` holds the point; the shape is measured only for those that pass. */
  someAt(p: Vec, predicate: (f: IndexedFeature) => boolean): boolean {
    if (!this.tree) return false;
    const { features } = this;
    let found = false;
    this.tree.search(p.x, p.y, p.x, p.y, (i) => {
      if (!found && predicate(features[i]!) && featureContains(features[i]!, p.x, p.y)) found = true;
      return false;
    });
    return found;
  }

  /** Kinds of area the point stands in, each once. */
  areaTypesAt(p: Vec): AreaType[] {
    const types: AreaType[] = [];
    for (const f of this.at(p)) if (f.kind === 'area' && !types.includes(f.feature.type)) types.push(f.feature.type);
    return types;
  }

  /** Whether the point is on a road or track: within half its width (1.5" wide when the scenario gives no width). */
  onRoad(p: Vec): boolean {
    return this.at(p).some(isRoadLike);
  }

  /**
   * Whether segment ab runs along one straight section of a road or track: both ends on the road within
   * that section, and the segment heading the same way as the section within the angle tolerance.
   */
  isAlongStraightRoad(a: Vec, b: Vec, options: StraightRoadOptions = {}): boolean {
    const candidates: number[] = [];
    this.indicesAlong(a.x, a.y, b.x, b.y, candidates);
    return this.straightRoadAmong(candidates, candidates.length, a, b, options);
  }

  /** `isAlongStraightRoad` for a caller that already holds the candidates along ab (from `indicesAlong`). */
  straightRoadAmong(candidates: ArrayLike<number>, count: number, a: Vec, b: Vec, options: StraightRoadOptions = {}): boolean {
    const lateral = options.lateralTolerance ?? 0;
    const maxAngle = ((options.angleTolerance ?? 10) * Math.PI) / 180;
    const abx = b.x - a.x, aby = b.y - a.y;
    const abLength = hypot(abx, aby);
    const { kinds, types } = this.columns;
    for (let k = 0; k < count; k++) {
      const i = candidates[k]!;
      if (kinds[i] !== KIND_LINE || (types[i] !== ROAD && types[i] !== TRACK)) continue;
      const road = this.features[i] as IndexedLine;
      const reach = road.halfWidth + lateral;
      const chords = road.straightSections;
      for (let c = 0; c < chords.length; c += 4) {
        const px = chords[c]!, py = chords[c + 1]!, qx = chords[c + 2]!, qy = chords[c + 3]!;
        if (distanceToSegmentSq(a.x, a.y, px, py, qx, qy) > reach * reach) continue;
        if (distanceToSegmentSq(b.x, b.y, px, py, qx, qy) > reach * reach) continue;
        const chordLength = hypot(qx - px, qy - py);
        if (abLength === 0 || chordLength === 0) return true;
        const cos = Math.abs(abx * (qx - px) + aby * (qy - py)) / (abLength * chordLength);
        if (Math.acos(Math.min(1, cos)) <= maxAngle) return true;
      }
    }
    return false;
  }

  /** The nearest feature passing `predicate` within `maxDistance` of p (0 when p is inside it), or null. */
  nearest(p: Vec, predicate: (f: IndexedFeature) => boolean, maxDistance: number): { feature: IndexedFeature; distance: number } | null {
    if (!this.tree) return null;
    let best: IndexedFeature | null = null;
    let bestDistance = Infinity;
    const { features } = this;
    this.tree.search(p.x - maxDistance, p.y - maxDistance, p.x + maxDistance, p.y + maxDistance, (i) => {
      const f = features[i]!;
      if (!predicate(f)) return false;
      const d = featureDistance(f, p.x, p.y);
      if (d <= maxDistance && d < bestDistance) { best = f; bestDistance = d; }
      return false;
    });
    return best ? { feature: best, distance: bestDistance } : null;
  }
}

function buildTree(features: readonly IndexedFeature[]): Flatbush | null {
  if (features.length === 0) return null;
  const tree = new Flatbush(features.length, 4);
  for (const { bounds } of features) tree.add(bounds.minX, bounds.minY, bounds.maxX, bounds.maxY);
  tree.finish();
  return tree;
}
