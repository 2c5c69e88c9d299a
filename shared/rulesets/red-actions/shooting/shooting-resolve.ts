import type { RaUnit, Task } from '../state.ts';
import { type Ctx, explain, unitEvent } from '../context.ts';
import { type ShotResult, shootingResult, shotResultText } from '../tables/tables-shooting.ts';
import { kindOf, unitCentre } from '../troops/units.ts';
import { isTrainKind } from '../troops/troop-card.ts';
import { type ShotPlan, isArtillery, isMachineGun } from './shooting.ts';
import { directHitEffects, directHitTarget, rollDirectHits } from './direct-hits.ts';
import { unitCover } from '../terrain/cover.ts';
import { isOfficerUnit } from '../officers/command.ts';
import { killSenior } from '../officers/officer-casualties.ts';
import { destroyUnit } from '../morale/markers.ts';
import { liftDummy } from '../fog/lift-dummy.ts';
import { shotColumnText, shotTotalText } from './shot-text.ts';

/** "Shooting", steps 6 and 7, and "Shooting Results": dice, then the results as agenda tasks in order. */

export interface ShotContext { ambush: boolean }

/** Rolls a planned shot and returns the results to apply. Harassing fire only stops marching. */
export function resolveShot(ctx: Ctx, shooter: RaUnit, target: RaUnit, plan: ShotPlan, sc: ShotContext): Task[] {
  const s = ctx.s;
  shooter.firedThisTurn = true;
  if (shooter.ammo !== null) shooter.ammo = Math.max(0, shooter.ammo - 1);
  if (shooter.concealment !== 'none') shooter.concealment = 'none';
  target.shotAt = true;
  // Fire stops a march; an ambush's fear test still knows the target was marching ("ambushed while marching").
  const wasMarching = target.marching;
  target.marching = false;
  const from = unitCentre(shooter);
  if (plan.mode === 'harassing') {
    unitEvent(ctx, 'shot', shooter, `${shooter.name} lays harassing fire on ${target.name}: no casualties, but it must stop marching`, { targetUnitId: target.id });
    return [];
  }
  if (kindOf(target) === 'dummy') {
    liftDummy(ctx, target, `fired on by ${shooter.name}`);
    return [];
  }
  const tasks: Task[] = [];
  // Artillery firing speculatively at a building uses only its direct hits.
  const directOnly = plan.mode === 'speculative' && isArtillery(shooter) && directHitTarget(s, target) === 'building';
  const hits = rollDirectHits(ctx, shooter, target, plan);
  for (let i = 0; i < hits; i++) tasks.push(...directHitEffects(ctx, shooter, target));
  if (plan.mode === 'indirect') shooter.indirect = { targetId: target.id, turns: (shooter.indirect?.targetId === target.id ? shooter.indirect.turns : 0) + 1 };
  if (directOnly) return tasks;
  const dice = ctx.dice.roll(2, 6);
  const roll = dice[0]! + dice[1]!;
  const result = shootingResult(roll, plan.column);
  const column = shotColumnText(plan);
  unitEvent(ctx, 'shot', shooter, `${shooter.name} fires at ${target.name} (${shotTotalText(plan)}; ${column}): ${roll}, ${shotResultText(result)}`, {
    targetUnitId: target.id, at: [from, unitCentre(target)],
    roll: explain('Shooting Table', dice, shotResultText(result), { table: 'shooting', column }),
  });
  tasks.push(...resultTasks(ctx, shooter, target, result, plan));
  if (kindOf(shooter) === 'tank' && unitCover(s, target).cls !== 'super-hard' && affectedByResults(shooter, target, plan)) {
    tasks.push({ t: 'terror', unitId: target.id, count: 1, cause: 'shot at by a tank', from });
  }
  if (plan.mode === 'gas') tasks.push({ t: 'test', unitId: target.id, test: 'fear', trigger: 'gassed' });
  if (sc.ambush && target.ambushedTurn !== s.turn) {
    target.ambushedTurn = s.turn;
    tasks.push({ t: 'terror', unitId: target.id, count: 1, cause: 'ambushed', from });
    tasks.push({ t: 'test', unitId: target.id, test: 'fear', trigger: 'ambushed', marchingAmbush: wasMarching });
  }
  return tasks;
}

/**
 * Vehicles shrug off most fire: tanks and trains take only direct hits; armoured cars take direct hits and
 * MG fire at close range (README "Vehicles").
 */
export function affectedByResults(shooter: RaUnit, target: RaUnit, plan: ShotPlan): boolean {
  const kind = kindOf(target);
  if (kind === 'tank' || isTrainKind(kind)) return false;
  if (kind === 'armoured-car') return isMachineGun(shooter) && !plan.longRange;
  return true;
}

/** The table's result as tasks: markers and pins, officer tests, the serious test, the Kill!, then the retire. */
function resultTasks(ctx: Ctx, shooter: RaUnit, target: RaUnit, r: ShotResult, plan: ShotPlan): Task[] {
  if (r.effect === 'none' && !r.serious && !r.officers) return [];
  if (!affectedByResults(shooter, target, plan)) {
    unitEvent(ctx, 'note', target, `${target.name} is armoured against this fire`);
    return [];
  }
  const from = unitCentre(shooter);
  const cause = `shot by ${shooter.name}`;
  const tasks: Task[] = [];
  if (kindOf(target) === 'armoured-car' && r.effect === 'kill') {
    if (target.vehicle) { target.vehicle.immobilised = true; target.vehicle.abandoned = true; }
    destroyUnit(ctx, target, 'immobilised by MG fire and abandoned');
    return [];
  }
  if (isOfficerUnit(target) && r.effect === 'kill') {
    killSenior(ctx, target);
    return [];
  }
  if (r.effect === 'ter' || r.effect === 'ter-ret') tasks.push({ t: 'terror', unitId: target.id, count: 1, cause, from });
  if (r.effect === 'two-ter') {
    tasks.push({ t: 'terror', unitId: target.id, count: 2, cause, from });
    tasks.push({ t: 'pin', unitId: target.id, cause });
  }
  if (r.officers) tasks.push({ t: 'officer-casualties', unitId: target.id, source: 'shooting' });
  if (r.serious) tasks.push({ t: 'test', unitId: target.id, test: 'serious', trigger: 'serious-shooting' });
  if (r.effect === 'kill') {
    tasks.push({ t: 'lose-bases', unitId: target.id, count: 1, cause: `Kill! from ${shooter.name}`, fearTest: true, from });
    tasks.push({ t: 'pin', unitId: target.id, cause });
  }
  if (r.effect === 'ret' || r.effect === 'ter-ret') tasks.push({ t: 'retire', unitId: target.id, from, cause, fromShooting: true });
  return tasks;
}
