import type { Modifier } from '../../../engine/events.ts';
import { inArc } from '../../../geometry/arcs.ts';
import { otherSide } from '../../../scenario/terrain-kinds.ts';
import { CHARACTERISTICS, CLOSE_ORDER, FIRING_ARC_DEGREES, PRIORITY_UNIT_RANGE, TO_HIT_MODIFIERS, type Weapon } from '../tables/tables.ts';
import { type FigureState, type RvrState, type UnitState, combatOf, figureRadius } from '../state.ts';
import { answersOnly, edgeAtMost, edgeDistance, figureName, figuresOnTable } from '../troops/figures.ts';
import type { PlacedFigure } from '../troops/placed-figure.ts';
import { canSee, targetCover, terrainOf } from '../terrain/terrain.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** Weapons whose crews never count as in close order and which get a saving throw. */
const CREW_WEAPONS: readonly Weapon[] = ['hmg', 'field-gun'];
export const isCrew = (f: FigureState): boolean => f.weapon !== null && CREW_WEAPONS.includes(f.weapon);

/** What keeps a figure from shooting now (`shooterRefusal` words it). */
type ShooterProblem = 'no-weapon' | 'other-category' | 'fired' | 'moved' | 'moved-last-turn' | 'in-combat' | 'off-table';

/**
 * What keeps this figure from shooting in the current shooting category, or null (Reds versus Reds, "Direct
 * fire"): no shooting after moving or turning; HMGs and field guns must also have stood still all last turn; a
 * figure in close combat only shoots, as defensive fire, at the figure that charged it.
 */
function shooterProblem(state: RvrState, unit: UnitState, figure: FigureState): ShooterProblem | null {
  if (!figure.weapon) return 'no-weapon';
  if (CHARACTERISTICS[figure.weapon].category !== state.category) return 'other-category';
  if (state.fired.includes(figure.id)) return 'fired';
  if (figure.moved || figure.turned) return 'moved';
  if (isCrew(figure) && figure.movedLastTurn) return 'moved-last-turn';
  if (combatOf(state, figure.id) && !defensiveTarget(state, figure.id)) return 'in-combat';
  if (unit.status !== 'active') return 'off-table';
  return null;
}

/** Whether this figure may shoot now: `shooterRefusal` is null (without wording a refusal, asked for every figure after every step). */
export const mayShoot = (state: RvrState, unit: UnitState, figure: FigureState): boolean => shooterProblem(state, unit, figure) === null;

/** Why this figure may not shoot in the current shooting category, or null (see `shooterProblem`). */
export function shooterRefusal(state: RvrState, unit: UnitState, figure: FigureState): string | null {
  const name = figureName(unit, figure);
  switch (shooterProblem(state, unit, figure)) {
    case null: return null;
    case 'no-weapon': return `${name} does not shoot`;
    case 'other-category': return `${name} shoots in another part of the shooting phase`;
    case 'fired': return `${name} has already fired this turn`;
    case 'moved': return `${name} moved or turned this turn`;
    case 'moved-last-turn': return `${name} moved last turn; HMGs and field guns need a full turn still`;
    case 'in-combat': return `${name} is in close combat`;
    case 'off-table': return `${unit.name} are no longer on the table`;
  }
}

/** The charger this figure may shoot at as defensive fire, if it is still fighting it. */
export function defensiveTarget(state: RvrState, figureId: string): string | null {
  const combat = combatOf(state, figureId);
  if (!combat) return null;
  const entry = state.defensiveFire.find((d) => d.defender === figureId && (combat.opponents.includes(d.attacker) || combat.single === d.attacker));
  return entry ? entry.attacker : null;
}

export interface ShooterOptions {
  shooter: PlacedFigure;
  /** Figures it may take as its first target after target priorities. */
  first: PlacedFigure[];
  /** Every figure it could shoot at (later shots of an LMG or HMG). */
  eligible: PlacedFigure[];
  priority: 1 | 2 | 3 | 4;
}

/** Every enemy figure this shooter could shoot at, ignoring target priorities. */
export function eligibleTargets(state: RvrState, shooter: PlacedFigure, enemies: readonly PlacedFigure[] = figuresOnTable(state, otherSide(shooter.unit.side))): PlacedFigure[] {
  return scanTargets(state, shooter, enemies, false);
}

/** Whether `shooterOptions` would offer this shooter any first target, found without listing every target. */
export function hasTarget(state: RvrState, shooter: PlacedFigure, enemies: readonly PlacedFigure[]): boolean {
  const defensive = defensiveTarget(state, shooter.figure.id);
  if (defensive) return figuresOnTable(state, otherSide(shooter.unit.side)).some((e) => e.figure.id === defensive);
  // Otherwise the first targets are never empty while any target is eligible (each priority keeps its nearest).
  return scanTargets(state, shooter, enemies, true).length > 0;
}

/**
 * The enemies, in order, that a figure of `unit` might have in range: those the axis test of `scanTargets` passes
 * for some figure of the unit, with its longest weapon (and a millionth of an inch to spare for rounding). Scanning
 * only these finds the same targets, without testing every enemy on the table for every figure.
 */
export function enemiesInReach(unit: UnitState, radius: number, enemies: readonly PlacedFigure[]): PlacedFigure[] {
  let range = -Infinity;
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const f of unit.figures) {
    if (f.weapon) range = Math.max(range, CHARACTERISTICS[f.weapon].range);
    box.minX = Math.min(box.minX, f.x); box.minY = Math.min(box.minY, f.y);
    box.maxX = Math.max(box.maxX, f.x); box.maxY = Math.max(box.maxY, f.y);
  }
  const out: PlacedFigure[] = [];
  for (const e of enemies) {
    const reach = range + radius + e.radius + 1e-6;
    const { x, y } = e.figure;
    if (x >= box.minX - reach && x <= box.maxX + reach && y >= box.minY - reach && y <= box.maxY + reach) out.push(e);
  }
  return out;
}

/** The eligible targets in `enemies` order; with `firstOnly`, stops at the first one. */
function scanTargets(state: RvrState, shooter: PlacedFigure, enemies: readonly PlacedFigure[], firstOnly: boolean): PlacedFigure[] {
  const weapon = shooter.figure.weapon;
  if (!weapon) return [];
  const range = CHARACTERISTICS[weapon].range;
  const index = terrainOf(state.scenario);
  // A unit that will not start combat fires only at units that shot at or charged it this turn or last.
  const allowedUnits = answersOnly(state, shooter.unit) ? [...shooter.unit.attackedBy, ...shooter.unit.attackedByLastTurn] : null;
  const s = shooter.figure, sr = shooter.radius;
  const anyCombat = state.combats.length > 0;
  const out: PlacedFigure[] = [];
  for (const e of enemies) {
    if (allowedUnits && !allowedUnits.includes(e.unit.id)) continue;
    // Out of range along one axis is out of range (the distance is at least that), without the square root.
    if (Math.abs(s.x - e.figure.x) - sr - e.radius > range || Math.abs(s.y - e.figure.y) - sr - e.radius > range) continue;
    // Positions are finite (the schemas say so), so "not within range" is "beyond range".
    if (!edgeAtMost(s, sr, e.figure, e.radius, range)) continue;
    if (!inArc(s, e.figure, FIRING_ARC_DEGREES)) continue;
    if (anyCombat && combatOf(state, e.figure.id)) continue;
    if (!canSee(index, s, e.figure)) continue;
    if (hiddenSupportWeapon(shooter, e)) continue;
    out.push(e);
    if (firstOnly) break;
  }
  return out;
}

/** "Shooters may not choose to fire at an LMG or other support weapon ... if any of the target's other figures are closer." */
function hiddenSupportWeapon(shooter: PlacedFigure, target: PlacedFigure): boolean {
  if (target.figure.weapon !== 'lewis-gun') return false;
  const d = edgeDistance(shooter.figure, shooter.radius, target.figure, target.radius);
  return target.unit.figures.some((f) => f !== target.figure && edgeDistance(shooter.figure, shooter.radius, f, target.radius) < d);
}

/** "Advancing directly towards the shooter": moved this turn, ended at least 1" nearer, heading within 45 degrees of it. */
export function advancingToward(target: FigureState, shooter: FigureState): boolean {
  if (!target.moved) return false;
  const before = hypot(shooter.x - target.start.x, shooter.y - target.start.y);
  const after = hypot(shooter.x - target.x, shooter.y - target.y);
  if (before - after < 1) return false;
  const mx = target.x - target.start.x, my = target.y - target.start.y;
  const sx = shooter.x - target.start.x, sy = shooter.y - target.start.y;
  const cos = (mx * sx + my * sy) / (hypot(mx, my) * hypot(sx, sy));
  return cos >= Math.SQRT1_2;
}

/** Ties for "nearest" within this many inches. */
const NEAREST_TIE = 0.5;

/**
 * Reds versus Reds, "Target priorities": 1 a figure that charged the shooter; 2 the nearest figures advancing
 * straight at it; 3 figures of the nearest enemy unit within 24" (or range, if less) in its arc; then anything.
 * Field guns choose freely.
 */
export function shooterOptions(state: RvrState, shooter: PlacedFigure, enemies?: readonly PlacedFigure[]): ShooterOptions {
  const defensive = defensiveTarget(state, shooter.figure.id);
  if (defensive) {
    const target = figuresOnTable(state, otherSide(shooter.unit.side)).filter((e) => e.figure.id === defensive);
    return { shooter, first: target, eligible: target, priority: 1 };
  }
  const eligible = eligibleTargets(state, shooter, enemies);
  if (shooter.figure.weapon === 'field-gun' || eligible.length === 0) return { shooter, first: eligible, eligible, priority: 4 };
  const advancing = eligible.filter((e) => advancingToward(e.figure, shooter.figure));
  if (advancing.length > 0) {
    const nearest = Math.min(...advancing.map((e) => shotLength(shooter, e)));
    return { shooter, first: advancing.filter((e) => shotLength(shooter, e) <= nearest + NEAREST_TIE), eligible, priority: 2 };
  }
  const reach = Math.min(PRIORITY_UNIT_RANGE, CHARACTERISTICS[shooter.figure.weapon!].range);
  const inReach = eligible.filter((e) => shotLength(shooter, e) <= reach);
  if (inReach.length > 0) {
    let nearest = inReach[0]!;
    for (const e of inReach) if (shotLength(shooter, e) < shotLength(shooter, nearest)) nearest = e;
    return { shooter, first: inReach.filter((e) => e.unit === nearest.unit), eligible, priority: 3 };
  }
  return { shooter, first: eligible, eligible, priority: 4 };
}

/** Edge to edge from shooter to target (a module-level function, not a closure: README, "Tests and speed"). */
export const shotLength = (shooter: PlacedFigure, target: PlacedFigure): number => edgeDistance(shooter.figure, shooter.radius, target.figure, target.radius);

/**
 * Reds versus Reds, "Shooting procedure": the modifiers for one shot. Cover counts once: a trench or hard cover
 * gives -2 alone; otherwise "halted or in cover" and "built-up or soft cover" give -1 each. A target charging the
 * shooter this turn gets no cover at all.
 */
export function toHitModifiers(state: RvrState, shooter: PlacedFigure, target: PlacedFigure): Modifier[] {
  const weapon = shooter.figure.weapon!;
  const mods: Modifier[] = [];
  if (weapon !== 'field-gun' && !isCrew(target.figure) && inCloseOrder(state, target)) mods.push(TO_HIT_MODIFIERS.closeOrder);
  if (edgeDistance(shooter.figure, shooter.radius, target.figure, target.radius) > CHARACTERISTICS[weapon].range / 2) mods.push(TO_HIT_MODIFIERS.overHalfRange);
  const charging = state.defensiveFire.some((d) => d.defender === shooter.figure.id && d.attacker === target.figure.id);
  if (charging) return mods;
  const cover = targetCover(terrainOf(state.scenario), target.figure, shooter.figure);
  if (cover.trenchOrHard) {
    mods.push(TO_HIT_MODIFIERS.hardCover);
  } else {
    if (!target.figure.moved || cover.inCover) mods.push(TO_HIT_MODIFIERS.halted);
    if (cover.softOrBuiltUp) mods.push(TO_HIT_MODIFIERS.softCover);
  }
  return mods;
}

/** Close order: base contact with another friendly figure, or at least two friends within half an inch. */
export function inCloseOrder(state: RvrState, target: PlacedFigure): boolean {
  let near = 0;
  for (const unit of state.units) {
    if (unit.side !== target.unit.side || unit.status !== 'active') continue;
    const r = figureRadius(unit);
    for (const f of unit.figures) {
      if (f === target.figure) continue;
      const d = edgeDistance(f, r, target.figure, target.radius);
      if (d <= 0.05) return true;
      if (d <= CLOSE_ORDER.inches) near += 1;
    }
  }
  return near >= CLOSE_ORDER.friendsWithin;
}
