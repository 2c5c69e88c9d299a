import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { otherSide } from '../../../scenario/terrain-kinds.ts';
import { CATEGORY_LABELS, CHARACTERISTICS, HIT_ON, STRAY_ROUNDS } from '../tables/tables.ts';
import type { FireAction } from '../actions.ts';
import { type RvrState, findUnit, ratingsOf } from '../state.ts';
import { edgeDistance, figureName, figuresOnTable } from '../troops/figures.ts';
import type { PlacedFigure } from '../troops/placed-figure.ts';
import { isCrew, shooterOptions, shooterRefusal, toHitModifiers } from './shooting.ts';
import { inBuiltUp, terrainOf } from '../terrain/terrain.ts';
import { killFigure } from '../combat/casualties.ts';
import { counted, verbFor } from '../../../engine/agreement.ts';

const RULE = 'Reds versus Reds: Shooting procedure';

/** Why a unit's fire is illegal, or null: eligible shooters, one shot per target, priorities and spreads obeyed. */
export function fireRefusal(state: RvrState, action: FireAction): string | null {
  if (state.phase !== 'shooting') return 'it is not the shooting phase';
  const unit = findUnit(state, action.unitId);
  if (!unit || unit.status !== 'active') return 'no such unit on the table';
  if (unit.side !== action.side) return 'that unit belongs to the other side';
  if (state.done.includes(unit.id)) return `${unit.name} have already fired (or held fire) in this part of the phase`;
  if (action.shots.length === 0) return 'name at least one shooter, or hold fire';
  const enemies = figuresOnTable(state, otherSide(unit.side));
  const shooters = figuresOnTable(state, unit.side).filter((f) => f.unit === unit);
  const seen = new Set<string>();
  for (const shot of action.shots) {
    if (seen.has(shot.shooterId)) return `${shot.shooterId} is listed twice`;
    seen.add(shot.shooterId);
    const shooter = shooters.find((s) => s.figure.id === shot.shooterId);
    if (!shooter) return `${shot.shooterId} is not a figure of ${unit.name}`;
    const refusal = shooterRefusal(state, unit, shooter.figure);
    if (refusal) return refusal;
    const weapon = CHARACTERISTICS[shooter.figure.weapon!];
    if (shot.targetIds.length > weapon.shots) return `a ${weapon.label} fires at most ${counted(weapon.shots, 'shot')}`;
    if (new Set(shot.targetIds).size !== shot.targetIds.length) return 'no more than one shot may be fired at each target figure';
    const options = shooterOptions(state, shooter, enemies);
    const [firstId, ...rest] = shot.targetIds;
    const first = options.first.find((t) => t.figure.id === firstId);
    if (!first) {
      if (options.priority === 1) return `${shot.shooterId} is in close combat and may only shoot at the figure that charged it (${options.first[0]?.figure.id ?? 'none'}) — target priority 1`;
      return options.eligible.some((t) => t.figure.id === firstId)
        ? `${shot.shooterId} must shoot at a target of priority ${options.priority} first (${options.first.map((t) => t.figure.id).slice(0, 4).join(', ')})`
        : `${shot.shooterId} cannot shoot at ${firstId}: out of range, out of its arc, out of sight or in close combat`;
    }
    for (const id of rest) {
      const t = options.eligible.find((e) => e.figure.id === id);
      if (!t) return `${shot.shooterId} cannot shoot at ${id}`;
      if (edgeDistance(t.figure, t.radius, first.figure, first.radius) > weapon.spread) return `every later target must be within ${weapon.spread}" of the first`;
    }
  }
  return null;
}

/** Rolls every shot of the unit. Hits are removed when this shooting category ends (fire within it is simultaneous). */
export function resolveFire(draft: RvrState, action: FireAction, dice: Dice, events: GameEvent[]): void {
  const unit = findUnit(draft, action.unitId)!;
  const enemies = figuresOnTable(draft, otherSide(unit.side));
  const shooters = figuresOnTable(draft, unit.side).filter((f) => f.unit === unit);
  for (const shot of action.shots) {
    const shooter = shooters.find((s) => s.figure.id === shot.shooterId)!;
    draft.fired.push(shooter.figure.id);
    for (const targetId of shot.targetIds) {
      const target = enemies.find((e) => e.figure.id === targetId)!;
      shootOnce(draft, shooter, target, dice, events);
    }
  }
  draft.done.push(unit.id);
}

function shootOnce(draft: RvrState, shooter: PlacedFigure, target: PlacedFigure, dice: Dice, events: GameEvent[]): void {
  const weapon = CHARACTERISTICS[shooter.figure.weapon!];
  const mods = toHitModifiers(draft, shooter, target);
  const die = dice.d(6);
  const total = die + mods.reduce((s, m) => s + m.value, 0);
  const hit = total >= HIT_ON;
  // Replaced, not pushed to: steps share these lists with the states they came from (`stepDraft`).
  if (!target.unit.attackedBy.includes(shooter.unit.id)) target.unit.attackedBy = [...target.unit.attackedBy, shooter.unit.id];
  events.push({
    kind: 'shot', side: shooter.unit.side, unitId: shooter.unit.id, targetUnitId: target.unit.id, hits: hit ? 1 : 0,
    at: [{ x: shooter.figure.x, y: shooter.figure.y }, { x: target.figure.x, y: target.figure.y }],
    text: `${figureName(shooter.unit, shooter.figure)} (${weapon.label}) fires at ${figureName(target.unit, target.figure)}: ${hit ? 'hit' : 'miss'}`,
    roll: { table: 'shooting', column: weapon.label, target: `${HIT_ON}+`, dice: [die], modifiers: mods, total, result: hit ? 'casualty' : 'miss', rule: RULE },
  });
  if (!hit) return;
  markHit(draft, target, dice, events);
  if (shooter.figure.weapon === 'field-gun') strayRounds(draft, shooter, target, dice, events);
}

/** A hit figure is a casualty unless an HMG or field gun crew saves it on a D6 below its Morale Rating. */
export function markHit(draft: RvrState, target: PlacedFigure, dice: Dice, events: GameEvent[]): void {
  if (draft.hit.includes(target.figure.id)) return;
  if (isCrew(target.figure)) {
    const morale = ratingsOf(target.unit).morale;
    const die = dice.d(6);
    const saved = die < morale;
    events.push({
      kind: 'save', side: target.unit.side, unitId: target.unit.id, text: `${target.unit.name} ${saved ? 'keep the gun in action' : 'are knocked out'}`,
      roll: { table: 'crew-save', column: target.unit.name, target: `under ${morale}`, dice: [die], modifiers: [], total: die, result: saved ? 'saved' : 'casualty', rule: 'Reds versus Reds: Heavy machine guns' },
    });
    if (saved) return;
  }
  draft.hit.push(target.figure.id);
}

/**
 * Reds versus Reds, "Field artillery": figures near a hit target (2", or 3" in the village) are hit on 5 or 6. The
 * gun that fired is never among them, however close it stands: the rounds fly from it, not back at it (README).
 */
function strayRounds(draft: RvrState, shooter: PlacedFigure, target: PlacedFigure, dice: Dice, events: GameEvent[]): void {
  const builtUp = inBuiltUp(terrainOf(draft.scenario), target.figure);
  const reach = builtUp ? STRAY_ROUNDS.builtUpInches : STRAY_ROUNDS.openInches;
  for (const f of figuresOnTable(draft)) {
    if (f.figure === target.figure || f.figure === shooter.figure || draft.hit.includes(f.figure.id) || edgeDistance(f.figure, f.radius, target.figure, target.radius) > reach) continue;
    const die = dice.d(6);
    const hit = die >= STRAY_ROUNDS.casualtyOn;
    events.push({
      kind: 'stray', side: f.unit.side, unitId: f.unit.id, at: [{ x: f.figure.x, y: f.figure.y }],
      text: `${figureName(f.unit, f.figure)} is ${hit ? 'caught' : 'missed'} by stray rounds`,
      roll: { table: 'stray-rounds', column: builtUp ? 'built-up (3")' : 'open (2")', target: `${STRAY_ROUNDS.casualtyOn}+`, dice: [die], modifiers: [], total: die, result: hit ? 'casualty' : 'no effect', rule: 'Reds versus Reds: Field artillery' },
    });
    if (hit) markHit(draft, f, dice, events);
  }
}

/** The end of a shooting category: figures hit in it leave the table and may not shoot later in the phase. */
export function endCategory(draft: RvrState, events: GameEvent[]): void {
  if (draft.hit.length > 0) {
    events.push({ kind: 'casualty', text: `${counted(draft.hit.length, 'figure')} ${verbFor(draft.hit.length, 'falls', 'fall')} to ${CATEGORY_LABELS[draft.category]}` });
  }
  for (const id of draft.hit) killFigure(draft, id);
  draft.hit = [];
}
