import type { Vec } from '../../../geometry/vec.ts';
import type { IndexedBuilding } from '../../../geometry/terrain-shapes.ts';
import { featureContains } from '../../../geometry/terrain-shapes.ts';
import type { ActionOf } from '../actions.ts';
import type { RaState, RaUnit, Task } from '../state.ts';
import { type Ctx, explain, sumText, unitEvent } from '../context.ts';
import { directHitNumber } from '../tables/tables-shooting.ts';
import { cardFor, kindOf, onTable, round } from '../troops/units.ts';
import { hasTrait } from '../officers/command.ts';
import { baseArcCovers, obstructedByFriends } from './fire-arcs.ts';
import { effectiveRange, isArtillery, planShot } from './shooting.ts';
import { resolveShot } from './shooting-resolve.ts';
import { buildingHit, directHitEffects } from './direct-hits.ts';
import { capByFrontage } from './building-frontage.ts';
import { checkShotBasics } from '../segment/legality-move.ts';
import { pivotToFire } from './fire-flow.ts';
import { liftDummy } from '../fog/lift-dummy.ts';
import { indexOf, losClear } from '../terrain/visibility.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { counted } from '../../../engine/agreement.ts';
import { featureWords } from '../../../table-orders/place-words.ts';

/**
 * "Troops may make speculative fire at visible targets which they reasonably believe to contain enemy. Artillery
 * firing at buildings may only use the direct hit values in this case – in all other situations fire at half
 * effect." A building (rather than a unit) as the target: artillery rolls only its direct hits against the
 * building number, each hit costing a base of the troops inside and threatening the building itself; small
 * arms fall at half effect on the enemy unit with most bases inside. README "Firing on buildings".
 */

export function buildingFeature(s: RaState, id: string): IndexedBuilding | null {
  const f = indexOf(s).featureById(id);
  return f && f.kind === 'building' && !s.buildings[id]?.destroyed ? f : null;
}

const centreOf = (f: IndexedBuilding): Vec => ({ x: f.feature.x, y: f.feature.y });
const inside = (f: IndexedBuilding, u: RaUnit): number => u.bases.filter((b) => featureContains(f, b.x, b.y)).length;

/** The nearest point of the building's outline to p, nudged a little out toward p so the walls do not hide it. */
function aimPoint(f: IndexedBuilding, p: Vec): Vec {
  const o = f.outline;
  let best = { x: f.feature.x, y: f.feature.y }, bestD = Infinity;
  for (let i = 0; i < o.length; i += 2) {
    const ax = o[i]!, ay = o[i + 1]!, bx = o[(i + 2) % o.length]!, by = o[(i + 3) % o.length]!;
    const dx = bx - ax, dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - ax) * dx + (p.y - ay) * dy) / len2));
    const q = { x: ax + dx * t, y: ay + dy * t };
    const d = hypot(p.x - q.x, p.y - q.y);
    if (d < bestD) { bestD = d; best = q; }
  }
  return bestD > 0.1 ? { x: best.x + ((p.x - best.x) / bestD) * 0.1, y: best.y + ((p.y - best.y) / bestD) * 0.1 } : best;
}

export interface BuildingFirePlan { firingBases: number; distance: number }

/** Bases with the building in arc, in range and in sight (and, inside a building themselves, room to fire out). */
export function planBuildingFire(s: RaState, u: RaUnit, f: IndexedBuilding): BuildingFirePlan | null {
  const range = effectiveRange(s, u, 'speculative');
  const able: Vec[] = [];
  let distance = Infinity;
  for (const b of u.bases) {
    if (featureContains(f, b.x, b.y)) continue;
    const p = aimPoint(f, b);
    const d = hypot(p.x - b.x, p.y - b.y);
    if (d > range || !(baseArcCovers(u, b, p) || baseArcCovers(u, b, centreOf(f)))) continue;
    if (!losClear(s, b, p) || obstructedByFriends(s, u, b, p)) continue;
    able.push(b);
    distance = Math.min(distance, d);
  }
  const { from } = able.length > 0 ? capByFrontage(s, u, centreOf(f), able) : { from: able };
  return from.length > 0 ? { firingBases: from.length, distance: round(distance) } : null;
}

/** The shooter turned as far as the moving-and-shooting table allows toward the building (a copy). */
function turnedToward(s: RaState, u: RaUnit, f: IndexedBuilding): RaUnit {
  const copy: RaUnit = { ...u, bases: u.bases.map((b) => ({ ...b })) };
  pivotToFire(s, copy, { ...u, bases: [{ ...centreOf(f), facing: 0 }] });
  return copy;
}

export function checkShootBuilding(s: RaState, u: RaUnit, a: ActionOf<'shoot-building'>): string | null {
  const basics = checkShotBasics(s, u, { type: 'shoot', side: a.side, unitId: a.unitId, targetId: a.buildingId, mode: 'speculative' });
  if (basics) return basics;
  const f = buildingFeature(s, a.buildingId);
  if (!f) return `no standing building "${a.buildingId}"`;
  if (s.units.some((o) => o.side === u.side && onTable(o) && inside(f, o) > 0)) return 'friends are in that building';
  if (planBuildingFire(s, u, f) || planBuildingFire(s, turnedToward(s, u, f), f)) return null;
  return 'the building is out of sight, arc or range';
}

/** Enemy troops inside, most bases first; dummy markers apart. */
function occupants(s: RaState, u: RaUnit, f: IndexedBuilding): RaUnit[] {
  return s.units.filter((o) => o.side !== u.side && onTable(o) && inside(f, o) > 0)
    .sort((a, b) => inside(f, b) - inside(f, a) || a.id.localeCompare(b.id));
}

/** Carries out a speculative shot at a building already found legal. */
export function shootBuilding(ctx: Ctx, u: RaUnit, buildingId: string): void {
  const s = ctx.s;
  const f = buildingFeature(s, buildingId)!;
  const name = featureWords(f);
  const turned = turnedToward(s, u, f);
  if (turned.bases.some((b, i) => b.facing !== u.bases[i]?.facing)) { u.bases = turned.bases; unitEvent(ctx, 'move', u, `${u.name} turns toward ${name}`); }
  const plan = planBuildingFire(s, u, f)!;
  u.firedThisTurn = true;
  if (u.ammo !== null) u.ammo = Math.max(0, u.ammo - 1);
  u.concealment = 'none';
  const inThere = occupants(s, u, f);
  for (const d of inThere.filter((o) => kindOf(o) === 'dummy')) liftDummy(ctx, d, `fired on by ${u.name}`);
  const troops = inThere.filter((o) => kindOf(o) !== 'dummy' && onTable(o));
  for (const t of troops) if (t.concealment === 'marker') t.concealment = 'none';
  const tasks = isArtillery(u) ? shellBuilding(ctx, u, f, plan, troops[0] ?? null) : smallArmsOnBuilding(ctx, u, name, troops[0] ?? null);
  s.agenda.unshift(...tasks);
}

/** "Artillery firing at buildings may only use the direct hit values": each gun base rolls against the building number. */
function shellBuilding(ctx: Ctx, u: RaUnit, f: IndexedBuilding, plan: BuildingFirePlan, occupant: RaUnit | null): Task[] {
  const card = cardFor(u);
  const name = featureWords(f);
  const rangedIn = u.rangedOn !== null && u.rangedOn.targetId === f.id;
  const { base, number, modifiers } = directHitNumber({ gun: card.gun ?? 'other', target: 'building', rangeInches: plan.distance, rangedIn, poor: hasTrait(ctx.s, u, 'poor'), indirect: 'none' });
  unitEvent(ctx, 'shot', u, `${u.name} shells ${name} on speculation (${counted(plan.firingBases, 'gun base')}, direct hits only)`);
  const tasks: Task[] = [];
  for (let i = 0; i < plan.firingBases; i++) {
    const dice = ctx.dice.roll(2, 6);
    const total = dice[0]! + dice[1]!;
    const hit = total >= number;
    unitEvent(ctx, 'shot', u, `${u.name} rolls ${total} for a direct hit on ${name} (needs ${number}+): ${hit ? 'hit' : 'miss'}`, {
      hits: hit ? 1 : 0,
      roll: explain('Direct Hits', dice, hit ? 'direct hit' : 'no direct hit', { table: 'direct-hits', column: `${card.gun ?? 'other'} gun vs building`, target: `${sumText(base, modifiers)}+` }),
    });
    if (!hit || ctx.s.buildings[f.id]?.destroyed) continue;
    if (occupant && onTable(occupant)) tasks.push(...directHitEffects(ctx, u, occupant));
    else buildingHit(ctx, f.id);
  }
  u.rangedOn = { targetId: f.id, x: f.feature.x, y: f.feature.y };
  return tasks;
}

/** Small arms: "in all other situations fire at half effect", on the troops inside if any are in reach. */
function smallArmsOnBuilding(ctx: Ctx, u: RaUnit, name: string, occupant: RaUnit | null): Task[] {
  const plan = occupant ? planShot(ctx.s, u, occupant, 'speculative', null) : null;
  if (!occupant || !plan) {
    unitEvent(ctx, 'shot', u, `${u.name} fires into ${name} on speculation, but hits nobody`);
    return [];
  }
  return resolveShot(ctx, u, occupant, plan, { ambush: false });
}
