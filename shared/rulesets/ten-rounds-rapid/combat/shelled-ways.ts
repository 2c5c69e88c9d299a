import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import { featureContains } from '../../../geometry/terrain-shapes.ts';
import { segmentCrossesPolyline, segmentHitT } from '../../../geometry/segments.ts';
import { type MovementType, MOVEMENT_TABLE } from '../movement/movement-table.ts';
import { type PathTerrain, pathTerrain } from '../movement/terrain.ts';
import { type DamagedFeature, type ShelledGoing, movesText, shelledGoing } from '../fire/indirect/demolition.ts';
import type { TrrState } from '../state.ts';
import { laneAt, wireCrossings } from '../movement/wire-lanes.ts';
import type { WireLane } from '../movement/wire-lane.ts';
import { theName } from '../../../engine/agreement.ts';

/**
 * The way a move takes across terrain indirect fire has damaged (README "Indirect fire's damage to terrain"). Woods,
 * villages and buildings shelled for one move are poor going, two bad, three impassable; cut wire no longer counts as
 * wire, and the ground where it stood takes the same going by its moves of fire.
 */

type GoingOrClear = PathTerrain['going'];
const ORDER: readonly GoingOrClear[] = ['clear', 'poor', 'bad', 'impassable'];
const worse = (a: GoingOrClear, b: GoingOrClear): GoingOrClear => (ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b);

/** Half the gap, inches, the way is read round a crossing of cut wire, so that the wire itself is not crossed. */
const GAP = 0.05;
const SAMPLE_INCHES = 0.4;

/** Where along a→b (0..1) the way crosses each cut wire. */
function cutWireCrossings(state: TrrState, a: Vec, b: Vec): number[] {
  const index = terrainIndexFor(state.scenario);
  const ts: number[] = [];
  for (const d of state.terrainDamage) {
    if (d.kind !== 'wire') continue;
    const f = index.featureById(d.featureId);
    if (f?.kind !== 'line') continue;
    const p = f.feature.points;
    for (let i = 1; i < p.length; i++) {
      const t = segmentHitT(a.x, a.y, b.x, b.y, p[i - 1]!.x, p[i - 1]!.y, p[i]!.x, p[i]!.y);
      if (!Number.isNaN(t)) ts.push(t);
    }
  }
  return ts.sort((x, y) => x - y);
}

/** Two readings of consecutive stretches of one way as one. */
function joined(p: PathTerrain, q: PathTerrain): PathTerrain {
  const spared = [...(p.spared ?? []), ...(q.spared ?? [])];
  const boat = p.boat ?? q.boat;
  return {
    going: worse(p.going, q.going), obstacles: [...p.obstacles, ...q.obstacles], onRoad: p.onRoad && q.onRoad, closed: p.closed ?? q.closed,
    ...(spared.length > 0 ? { spared } : {}), ...(boat ? { boat } : {}),
  };
}

/**
 * The scenario's way from a to b (`pathTerrain`), less any cut wire it crosses: read in stretches either side of each
 * crossing, so the wire's penalties (or its closing the way to cavalry and wheels) no longer apply there.
 */
export function wayPastCutWire(state: TrrState, m: MovementType, a: Vec, b: Vec): PathTerrain {
  const index = terrainIndexFor(state.scenario);
  const lanes = m === 'infantry' && state.wireLanes.length > 0 ? lanesCrossed(state, a, b) : [];
  const cut = state.terrainDamage.length === 0 ? [] : cutWireCrossings(state, a, b);
  const ts = [...cut, ...lanes.map((l) => l.t)].sort((x, y) => x - y);
  if (ts.length === 0) return pathTerrain(index, m, a, b);
  const way = wayAround(state, m, a, b, ts);
  return lanes.length === 0 ? way : throughLane(way, lanes[0]!.lane);
}

/** The lanes tracks have crushed that the way crosses its wire in (`movement/wire-lanes.ts`), and where. */
function lanesCrossed(state: TrrState, a: Vec, b: Vec): { t: number; lane: WireLane }[] {
  const out: { t: number; lane: WireLane }[] = [];
  for (const c of wireCrossings(state, a, b)) {
    const lane = laneAt(state, c.wireId, c.at);
    if (lane) out.push({ t: c.t, lane });
  }
  return out;
}

/** "Reduce the remains to poor going for infantry": the lane's poor going, where the way's own is not as bad already. */
function throughLane(way: PathTerrain, lane: WireLane): PathTerrain {
  const row = MOVEMENT_TABLE.infantry.penalties;
  const own = way.going === 'clear' ? 0 : row[way.going] ?? 0;
  const penalties = (row.poor ?? 0) - own;
  if (penalties <= 0) return way;
  return { ...way, obstacles: [...way.obstacles, { label: `the lane ${lane.by} crushed through ${theName(lane.wire)}: poor going`, penalties }] };
}

/** The way read in stretches either side of each of the crossings at `ts` (0..1), so that those are not crossed. */
function wayAround(state: TrrState, m: MovementType, a: Vec, b: Vec, ts: readonly number[]): PathTerrain {
  const index = terrainIndexFor(state.scenario);
  const length = hypot(b.x - a.x, b.y - a.y);
  const at = (t: number): Vec => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  const gap = length > 0 ? GAP / length : 0;
  let out: PathTerrain | null = null;
  let from = 0;
  for (const t of [...ts, 1 + gap]) {
    const to = Math.min(1, t - gap);
    if (to > from) { const piece = pathTerrain(index, m, at(from), at(to)); out = out ? joined(out, piece) : piece; }
    from = Math.max(from, t + gap);
  }
  return out ?? pathTerrain(index, m, a, a);
}

/** Whether the straight way from a to b enters the damaged feature: a shelled area's ground, or across cut wire. */
function enters(state: TrrState, d: DamagedFeature, a: Vec, b: Vec): boolean {
  const f = terrainIndexFor(state.scenario).featureById(d.featureId);
  if (!f) return false;
  if (f.kind === 'line') return segmentCrossesPolyline(a, b, f.feature.points);
  const steps = Math.max(1, Math.ceil(hypot(b.x - a.x, b.y - a.y) / SAMPLE_INCHES));
  for (let i = 0; i <= steps; i++) if (featureContains(f, a.x + ((b.x - a.x) * i) / steps, a.y + ((b.y - a.y) * i) / steps)) return true;
  return false;
}

/**
 * The way with the damage it meets: the worst shelled going entered, where it is worse than the way's own, as one more
 * entry among its obstacles carrying the penalties it adds ("Birch wood shelled (2 moves of fire): bad going", one
 * penalty over poor), so the way's worst going still counts once; closed where the movement type may not enter it.
 * A way that keeps to a road keeps to it through shelled ground; cut wire counts on a road as off it.
 */
export function shelledWay(state: TrrState, path: PathTerrain, m: MovementType, a: Vec, b: Vec): PathTerrain {
  if (state.terrainDamage.length === 0) return path;
  let worst: { d: DamagedFeature; going: ShelledGoing } | null = null;
  for (const d of state.terrainDamage) {
    const going = shelledGoing(d.moves);
    if (!going || (path.onRoad && d.kind !== 'wire') || (worst && ORDER.indexOf(going) <= ORDER.indexOf(worst.going))) continue;
    if (enters(state, d, a, b)) worst = { d, going };
  }
  if (!worst || ORDER.indexOf(worst.going) <= ORDER.indexOf(path.going)) return path;
  const row = MOVEMENT_TABLE[m];
  const label = `${worst.d.name} ${worst.d.kind === 'wire' ? 'cut' : 'shelled'} (${movesText(worst.d.moves)}): ${worst.going} going`;
  const penalties = row.penalties[worst.going];
  if (penalties === null) return { ...path, closed: path.closed ?? `${row.label} may not enter ${worst.going} going (${label})` };
  const own = path.going === 'clear' ? 0 : row.penalties[path.going] ?? 0;
  return { ...path, obstacles: [...path.obstacles, { label, penalties: penalties - own }] };
}
