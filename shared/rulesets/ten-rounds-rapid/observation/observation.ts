import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import { memoisedSight } from '../../../geometry/sight-memo.ts';
import { hypot } from '../../../geometry/hypot.ts';
import type { TerrainIndex } from '../../../geometry/terrain-index.ts';
import type { Vec } from '../../../geometry/vec.ts';
import type { Bounds } from '../../../geometry/polygon.ts';
import { MAX_VISIBILITY_CM, type SightDistances, type TargetState, sightDistances } from './sight-table.ts';
import { type TrrState, type TrrUnit, centreOf, kindOf, onTable } from '../state.ts';
import { isFoot, isArmoured } from '../troop-kinds.ts';
import { SIGHT_RULES, coverAt } from '../movement/terrain.ts';
import { cmText, toCm } from '../scale.ts';
import { worksOf } from '../options/works.ts';
import { smokeBlocks } from '../combat/smoke-and-gas.ts';
import { isSniper } from '../options/sniper-kind.ts';
import { isMoving } from '../movement/moving.ts';

/** Centre to centre of the nearest two pieces, in centimetres (ranges run "closest point to closest point"). */
export function unitDistanceCm(a: { readonly pieces: readonly Vec[] }, b: { readonly pieces: readonly Vec[] }): number {
  let row = distances.get(a.pieces);
  const known = row?.get(b.pieces);
  if (known !== undefined) return known;
  const cm = piecesApartCm(a.pieces, b.pieces);
  if (!row) distances.set(a.pieces, (row = new Map()));
  else if (row.size >= DISTANCES_PER_PIECES) row.clear();
  row.set(b.pieces, cm);
  return cm;
}

/** `unitDistanceCm` worked out afresh, for pieces no state holds (where a unit would stand), which are asked about once. */
export function piecesApartCm(a: readonly Vec[], b: readonly Vec[]): number {
  let best = Infinity;
  for (const p of a) for (const q of b) best = Math.min(best, hypot(p.x - q.x, p.y - q.y));
  return toCm(best);
}

/**
 * Whether pieces stand surely more than `cm` from every point of the box: the gap between their boxes (never more than
 * the nearest two pieces' distance) is more than that, with a hair to spare for rounding. For skipping the measure.
 */
export function surelyBeyondCm(box: Bounds, pieces: readonly Vec[], cm: number): boolean {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of pieces) {
    if (p.x < minX) minX = p.x;
    if (p.x > maxX) maxX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.y > maxY) maxY = p.y;
  }
  const gx = Math.max(0, minX - box.maxX, box.minX - maxX), gy = Math.max(0, minY - box.maxY, box.minY - maxY);
  return toCm(Math.sqrt(gx * gx + gy * gy)) > cm * (1 + 1e-9);
}

// Pieces never change once a state holds them (see Piece), and the rules and the AI ask the distance between the same
// two units many times a decision (motivation, moves, targets, every candidate's step): kept per pair of piece lists.
// A row holds a few units' worth and is emptied when full, so pieces long left behind are not kept alive by it.
const distances = new WeakMap<readonly Vec[], Map<readonly Vec[], number>>();
const DISTANCES_PER_PIECES = 32;

export const pointDistanceCm = (a: Vec, b: Vec): number => toCm(hypot(a.x - b.x, a.y - b.y));

/**
 * Section 18 "Visibility Effects": falling rain and moonlit nights halve the maximum visibility; snow and moonless
 * nights (option "night": "moonless") cut it by 75% and location distances by 5 cm; fog by 90% and 10 cm.
 */
export function visibility(scenario: Scenario): { maxCm: number; locationLoss: number } {
  let share = 1, loss = 0;
  if (scenario.weather === 'rain') share = 0.5;
  if (scenario.weather === 'snow') { share = 0.25; loss = 5; }
  if (scenario.weather === 'fog') { share = 0.1; loss = 10; }
  if (scenario.timeOfDay === 'night') {
    const moonless = scenario.ruleset.options.night === 'moonless';
    share = Math.min(share, moonless ? 0.25 : 0.5);
    if (moonless) loss = Math.max(loss, 5);
  }
  return { maxCm: MAX_VISIBILITY_CM * share, locationLoss: loss };
}

/** What the target shows an observer: on foot or big, moving, concealed, firing (section 10). */
export function targetState(index: TerrainIndex, u: TrrUnit): TargetState {
  const kind = kindOf(u);
  const bulk = isFoot(kind) || (kind === 'cavalry' && !u.mounted) ? 'foot' : 'big';
  // "Foot troops … stationary along a wall or hedge" are concealed by it; moving along it they are not.
  const moving = isMoving(u);
  let concealed = 0, broken = 0;
  for (const p of u.pieces) { const c = coverAt(index, p); if (c.concealed && !(c.whileStill && moving)) concealed++; if (c.broken) broken++; }
  const heavy = kind === 'gun' || kind === 'train' || isArmoured(kind);
  // Works conceal the unit dug into them; camouflaged works keep it hidden when it fires, as broken ground does.
  const works = worksOf(u);
  return {
    bulk, moving, concealed: isSniper(u) || works !== 'none' && works !== 'digging' || concealed * 2 > u.pieces.length, brokenGround: isSniper(u) || works === 'camouflaged' || broken * 2 > u.pieces.length,
    fired: u.fired ? (heavy ? 'heavy' : 'small-arms') : 'none',
  };
}

/** A clear line between two points under section 10's sight rules, kept per table. */
export const lineClear = memoisedSight(SIGHT_RULES);

/** The target's sight distances; a sniper "is never automatically seen" (section 18): only located by test. */
function distancesTo(index: TerrainIndex, target: TrrUnit, v: { maxCm: number; locationLoss: number }): SightDistances {
  const k = keptDistances.get(target.pieces);
  if (k && k.index === index && k.maxCm === v.maxCm && k.loss === v.locationLoss && k.troopType === target.troopType && k.mounted === target.mounted
    && k.moved === isMoving(target) && k.fired === target.fired && k.works === target.works) return k.d;
  const found = sightDistances(targetState(index, target), v.maxCm, v.locationLoss);
  const d = isSniper(target) ? { ...found, auto: 0 } : found;
  keptDistances.set(target.pieces, { index, maxCm: v.maxCm, loss: v.locationLoss, troopType: target.troopType, mounted: target.mounted, moved: isMoving(target), fired: target.fired, works: target.works, d });
  return d;
}

/** What a target's sight distances were read from (`targetState`, the weather), and the answer. */
interface KeptDistances {
  index: TerrainIndex; maxCm: number; loss: number; troopType: string; mounted: boolean; moved: boolean; fired: boolean; works: TrrUnit['works']; d: SightDistances;
}

// Every unit asks of every enemy, decision after decision, how far it is seen: the answer is kept per list of pieces
// (never changed in place, see Piece) while the flags it is read from are what they were.
const keptDistances = new WeakMap<TrrUnit['pieces'], KeptDistances>();

/** Whether `observer` sees `target` now: in sight distance (or located by test) and with a clear line, centre to centre. */
export function sees(state: TrrState, observer: TrrUnit, target: TrrUnit): boolean {
  if (!onTable(target) || !onTable(observer)) return false;
  const index = terrainIndexFor(state.scenario);
  const v = visibility(state.scenario);
  const d = distancesTo(index, target, v);
  const cm = unitDistanceCm(observer, target);
  const located = state.located[observer.side].includes(target.id);
  if (cm > (located ? d.test : d.auto)) return false;
  return lineClear(index, centreOf(observer), centreOf(target)) && !smokeBlocks(state, centreOf(observer), centreOf(target));
}

/** Whether any unit of `side` sees the target: a located enemy. */
export const locatedBy = (state: TrrState, side: SideId, target: TrrUnit): boolean => locatorOf(state, side, target) !== null;

/**
 * The unit of `side` that sees the target, `first` asked before the others (README: "Who locates an enemy"): a
 * located enemy is known to the whole side, and the report names who sees it.
 */
export function locatorOf(state: TrrState, side: SideId, target: TrrUnit, first?: TrrUnit): TrrUnit | null {
  const can = (u: TrrUnit) => u.side === side && u.status !== 'routing' && onTable(u) && sees(state, u, target);
  if (first && can(first)) return first;
  for (const u of state.units) if (u !== first && can(u)) return u;
  return null;
}

/** " (located by …)" when a friend, not the unit itself, sees the target; "" when it sees it itself. */
export function locatedByWords(state: TrrState, u: TrrUnit, target: TrrUnit): string {
  const by = locatorOf(state, u.side, target, u);
  return by && by !== u ? ` (located by ${by.name})` : '';
}

/**
 * The location test (section 10): the activated unit rolls a d10 for each concealed enemy within its test distance
 * and in its line of sight; "7 or better" finds vehicles, mounted troops and heavy weapons, "9 or 10" infantry.
 */
export function locationTests(state: TrrState, observer: TrrUnit, dice: Dice, events: GameEvent[]): void {
  const index = terrainIndexFor(state.scenario);
  const v = visibility(state.scenario);
  for (const target of state.units) {
    if (target.side === observer.side || !onTable(target) || state.located[observer.side].includes(target.id)) continue;
    const d = distancesTo(index, target, v);
    const cm = unitDistanceCm(observer, target);
    if (d.needs === null || cm <= d.auto || cm > d.test || !lineClear(index, centreOf(observer), centreOf(target))) continue;
    const roll = dice.d(10);
    const found = roll >= d.needs;
    if (found) state.located[observer.side].push(target.id);
    events.push({
      kind: 'note', side: observer.side, unitId: observer.id, targetUnitId: target.id,
      text: `${observer.name} ${found ? 'locate' : 'fail to locate'} ${target.name}, concealed ${cmText(cm)} away`,
      roll: { table: 'location-test', column: `${targetState(index, target).bulk === 'foot' ? 'infantry' : 'vehicles, mounted troops, heavy weapons'} at ${cmText(cm)}`, target: `${d.needs}+`, dice: [roll], modifiers: [], total: roll, result: found ? 'located' : 'not located', rule: 'Ten Rounds Rapid: 10 Observation' },
    });
  }
}
