import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import { featureContains, type IndexedFeature } from '../../../geometry/terrain-shapes.ts';
import { pointInPolygon } from '../../../geometry/polygon.ts';
import { distanceToPolyline, segmentCrossesPolyline } from '../../../geometry/segments.ts';
import { AREA_SIDE_CM, rectangleCorners } from '../fire/indirect/area.ts';
import { type Damageable, type DamagedFeature, DEMOLITION_RULE, movesText, shellFeature } from '../fire/indirect/demolition.ts';
import { ruleName } from '../rule-names.ts';
import { theName } from '../../../engine/agreement.ts';
import { toCm, toInches } from '../scale.ts';
import type { TrrState, TrrUnit } from '../state.ts';

/**
 * Section 15 in play (README "Indirect fire's damage to terrain", "Direct HE's damage to terrain"): the scenario's
 * terrain never changes, so the game keeps, beside it, the woods, built-up areas, buildings and wire that HE fire has
 * fallen on and for how many moves.
 */

/** The feature as damage reads it, or null for terrain fire does not damage. */
function damageable(f: IndexedFeature): Damageable | null {
  if (f.kind === 'building') return 'building';
  if (f.kind === 'area') return f.feature.type === 'woods' || f.feature.type === 'dense-woods' ? 'woods' : f.feature.type === 'built-up' ? 'built-up' : null;
  if (f.kind === 'line' && f.feature.type === 'wire') return 'wire';
  return null;
}

const KIND_WORDS: Readonly<Record<Damageable, string>> = { woods: 'the woods', 'built-up': 'the village', building: 'a building', wire: 'the wire' };

function nameOf(f: IndexedFeature, kind: Damageable): string {
  const label = 'label' in f.feature ? f.feature.label : undefined;
  return label ? theName(label) : KIND_WORDS[kind];
}

/** Sample spacing across the fire's square, inches: finer than any base. */
const SAMPLE_CM = 1;

/** The damageable features with some part under the 10 × 10 cm square centred on `centre` (inches), square to `heading`. */
export function featuresUnder(state: TrrState, centre: Vec, heading: number): { f: IndexedFeature; kind: Damageable }[] {
  const c = { x: toCm(centre.x), y: toCm(centre.y) };
  const square = rectangleCorners(c, heading, AREA_SIDE_CM, AREA_SIDE_CM).map((p) => ({ x: toInches(p.x), y: toInches(p.y) }));
  const lo = { x: Math.min(...square.map((p) => p.x)), y: Math.min(...square.map((p) => p.y)) };
  const hi = { x: Math.max(...square.map((p) => p.x)), y: Math.max(...square.map((p) => p.y)) };
  const samples: Vec[] = [];
  const n = Math.round(AREA_SIDE_CM / SAMPLE_CM);
  for (let i = 0; i <= n; i++) for (let j = 0; j <= n; j++) {
    const [a, b, , d] = square as [Vec, Vec, Vec, Vec];
    samples.push({ x: a.x + ((b.x - a.x) * i + (d.x - a.x) * j) / n, y: a.y + ((b.y - a.y) * i + (d.y - a.y) * j) / n });
  }
  const out: { f: IndexedFeature; kind: Damageable }[] = [];
  for (const f of terrainIndexFor(state.scenario).within(lo, hi)) {
    const kind = damageable(f);
    if (!kind) continue;
    const under = f.kind === 'line'
      ? f.feature.points.some((p) => pointInPolygon(p, square)) || square.some((p, i) => segmentCrossesPolyline(p, square[(i + 1) % 4]!, f.feature.points))
      : samples.some((p) => featureContains(f, p.x, p.y));
    if (under) out.push({ f, kind });
  }
  return out;
}

/**
 * HE fire (a battery's or the bombs of an air attack) has landed on the square: each damageable feature under it takes
 * a move's fire, once a move; wire only on a d10 of 10. The record is replaced, never changed in place.
 */
export function shellTerrain(state: TrrState, centre: Vec, heading: number, dice: Dice, events: GameEvent[]): void {
  shellFeatures(state, featuresUnder(state, centre, heading), dice, events);
}

/** Reach of a direct hit on wire, inches: a target standing this close to a wire line has the wire under the burst. */
const WIRE_REACH = 0.3;

/** The damageable features a unit's pieces stand in or on (a wood, a village, a building, wire beside them). */
export function featuresAt(state: TrrState, points: readonly Vec[]): { f: IndexedFeature; kind: Damageable }[] {
  const index = terrainIndexFor(state.scenario);
  const out: { f: IndexedFeature; kind: Damageable }[] = [];
  for (const p of points) {
    for (const f of index.within({ x: p.x - WIRE_REACH, y: p.y - WIRE_REACH }, { x: p.x + WIRE_REACH, y: p.y + WIRE_REACH })) {
      const kind = damageable(f);
      if (!kind || out.some((o) => o.f.id === f.id)) continue;
      const under = f.kind === 'line' ? distanceToPolyline(p, f.feature.points) <= WIRE_REACH : featureContains(f, p.x, p.y);
      if (under) out.push({ f, kind });
    }
  }
  return out;
}

/**
 * "Demolition by fire may be used either with either Direct or Indirect HE fire" (README "Direct HE's damage to
 * terrain"): a direct HE shot that hits its target damages the ground the target's pieces stood in when hit, as a move of fire.
 */
export function shellTargetGround(state: TrrState, pieces: TrrUnit['pieces'], dice: Dice, events: GameEvent[]): void {
  shellFeatures(state, featuresAt(state, pieces), dice, events);
}

/** Each feature takes a move's fire, once a move; wire only on a d10 of 10. */
function shellFeatures(state: TrrState, features: readonly { f: IndexedFeature; kind: Damageable }[], dice: Dice, events: GameEvent[]): void {
  for (const { f, kind } of features) {
    const before = state.terrainDamage.find((d) => d.featureId === f.id);
    if (before && before.lastMove === state.turn) continue;
    const name = nameOf(f, kind);
    const shelled = shellFeature(kind, before?.moves ?? 0, dice);
    if (shelled.roll) events.push({ kind: 'special-rule', text: `Shellfire on ${name}: ${shelled.roll.result}`, roll: shelled.roll });
    if (!shelled.counts) continue;
    const record: DamagedFeature = { featureId: f.id, name, kind, moves: shelled.moves, lastMove: state.turn };
    state.terrainDamage = [...state.terrainDamage.filter((d) => d.featureId !== f.id), record];
    if (kind !== 'wire') events.push({ kind: 'special-rule', text: `Shellfire wrecks ${name}: ${shelled.going} going from now on (${movesText(shelled.moves)}; demolition table, ${ruleName(DEMOLITION_RULE)})` });
  }
}
