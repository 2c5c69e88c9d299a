import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent, Modifier } from '../../../engine/events.ts';
import { inArc } from '../../../geometry/arcs.ts';
import { CLOSE_COMBAT, FIRING_ARC_DEGREES, MORALE_MARKERS } from '../tables/tables.ts';
import { type Combat, type RvrState, type UnitState, combatOf, findFigure, troopOf } from '../state.ts';
import { figureName } from '../troops/figures.ts';
import type { PlacedFigure } from '../troops/placed-figure.ts';
import { closeCombatResult } from '../tables/procedures.ts';
import { killFigure, routUnit } from './casualties.ts';
import { acrossObstacle, terrainOf } from '../terrain/terrain.ts';

const RULE = 'Reds versus Reds: Close combat';

/**
 * Why `mover` may not move into contact with `enemy`, or null when it may. At most two opponents fight one
 * figure; a figure already fighting two, or one of a pair fighting someone else, takes no new opponent.
 */
export function contactRefusal(state: RvrState, moverId: string, enemyId: string): string | null {
  const enemyCombat = combatOf(state, enemyId);
  if (combatOf(state, moverId)) return 'no figure can leave one combat and enter another in the same turn';
  if (!enemyCombat) return null;
  if (enemyCombat.single === enemyId && enemyCombat.opponents.length >= CLOSE_COMBAT.maxOpponents) return 'no more than two opponents may fight one figure';
  if (enemyCombat.single !== enemyId && enemyCombat.opponents.length > 1) return 'that figure is one of two already fighting another figure';
  return null;
}

/** The observer dies and a unit with two morale markers routs when an enemy moves into contact: no combat follows. */
export function breaksOnContact(unit: UnitState): boolean {
  return troopOf(unit).eliminatedOnContact || (troopOf(unit).role === 'unit' && unit.moraleMarkers >= MORALE_MARKERS.noAdvance);
}

/**
 * A figure moves into base contact (Reds versus Reds, "Close combat"): the observer is eliminated, a unit with
 * two morale markers routs, otherwise a combat starts or a second attacker joins one. The contacted figure
 * may shoot at its attacker this turn if it had not moved and the attacker began the turn in its arc.
 */
export function makeContact(draft: RvrState, mover: PlacedFigure, enemy: PlacedFigure, events: GameEvent[]): void {
  const enemyUnit = enemy.unit;
  // Replaced, not pushed to: steps share these lists with the states they came from (`stepDraft`).
  if (!enemyUnit.attackedBy.includes(mover.unit.id)) enemyUnit.attackedBy = [...enemyUnit.attackedBy, mover.unit.id];
  const at = [{ x: mover.figure.x, y: mover.figure.y }, { x: enemy.figure.x, y: enemy.figure.y }];
  if (troopOf(enemyUnit).eliminatedOnContact) {
    killFigure(draft, enemy.figure.id);
    events.push({ kind: 'casualty', side: enemyUnit.side, unitId: enemyUnit.id, at, text: `${enemyUnit.name} is contacted by ${mover.unit.name} and eliminated` });
    return;
  }
  if (breaksOnContact(enemyUnit)) {
    routUnit(draft, enemyUnit, `contacted in close combat with ${enemyUnit.moraleMarkers} morale markers`, events);
    return;
  }
  joinCombat(draft, mover.figure.id, mover.unit.side, enemy.figure.id);
  const e = enemy.figure;
  if (e.weapon && !e.moved && inArc({ x: e.start.x, y: e.start.y, facing: e.start.facing }, mover.figure.start, FIRING_ARC_DEGREES)) {
    draft.defensiveFire.push({ defender: e.id, attacker: mover.figure.id });
  }
  events.push({ kind: 'combat', side: mover.unit.side, unitId: mover.unit.id, targetUnitId: enemyUnit.id, at, text: `${mover.unit.name} charge into contact with ${enemyUnit.name}` });
}

/** Records a new contact: a new combat, a second attacker joining one, or a one-against-one turned round. */
export function joinCombat(draft: RvrState, moverId: string, moverSide: Combat['attackerSide'], enemyId: string): void {
  const existing = combatOf(draft, enemyId);
  if (!existing) {
    draft.combats.push({ id: `c${draft.nextCombatId}`, single: enemyId, opponents: [moverId], attackerSide: moverSide, startedTurn: draft.turn });
    draft.nextCombatId += 1;
  } else if (existing.single === enemyId) {
    existing.opponents.push(moverId);
  } else {
    // A one-against-one where the enemy was the attacker: it becomes the outnumbered figure.
    existing.opponents = [existing.single, moverId];
    existing.single = enemyId;
  }
}

/** "rolled 3", or "rolled 3 - 1 (fighting to cross a defended obstacle) = 2": one figure's score as printed. */
function scoreText(die: number, mods: readonly Modifier[], total: number): string {
  if (mods.length === 0) return `rolled ${die}`;
  return `rolled ${die}${mods.map((m) => ` ${m.value < 0 ? '-' : '+'} ${Math.abs(m.value)} (${m.label})`).join('')} = ${total}`;
}

/** A bout's result in words, from `closeCombatResult` (the `close-combat-result` table). */
function boutResult(aName: string, aTotal: number, bName: string, bTotal: number): string {
  const r = closeCombatResult(aTotal, bTotal);
  const by = Math.abs(r.difference);
  if (r.killed === 'second') return `${bName} killed: ${aTotal} beats ${bTotal} by ${by}, and 2 or more kills`;
  if (r.killed === 'first') return `${aName} killed: ${bTotal} beats ${aTotal} by ${by}, and 2 or more kills`;
  return `no result: ${aTotal} against ${bTotal} is a difference of ${by}, and it takes 2 or more to kill`;
}

/**
 * One bout: a D6 each, modified; beaten by 2 or more, the loser is killed (`closeCombatResult`). The roll is the
 * first figure's; its opponent's score, with its own arithmetic, is what it is rolled against.
 */
function bout(draft: RvrState, combat: Combat, aId: string, bId: string, aBonus: number, dice: Dice, events: GameEvent[]): void {
  const a = findFigure(draft, aId);
  const b = findFigure(draft, bId);
  if (!a || !b) return;
  const index = terrainOf(draft.scenario);
  const mods = (who: typeof a, other: typeof b, bonus: number): Modifier[] => {
    const out: Modifier[] = [];
    if (bonus) out.push({ label: 'second attacker against a single opponent', value: bonus });
    if (who.unit.side === combat.attackerSide && acrossObstacle(index, who.figure, other.figure)) out.push({ label: 'fighting to cross a defended obstacle', value: CLOSE_COMBAT.crossingObstacle });
    return out;
  };
  const aMods = mods(a, b, aBonus);
  const bMods = mods(b, a, 0);
  const [ad, bd] = [dice.d(6), dice.d(6)];
  const aTotal = ad + aMods.reduce((s, m) => s + m.value, 0);
  const bTotal = bd + bMods.reduce((s, m) => s + m.value, 0);
  const { killed } = closeCombatResult(aTotal, bTotal);
  const loser = killed === 'second' ? b : killed === 'first' ? a : null;
  for (const id of [aId, bId]) if (!draft.fought.includes(id)) draft.fought.push(id);
  const aName = figureName(a.unit, a.figure), bName = figureName(b.unit, b.figure);
  const result = boutResult(aName, aTotal, bName, bTotal);
  events.push({
    kind: 'combat', side: a.unit.side, unitId: a.unit.id, targetUnitId: b.unit.id, at: [{ x: a.figure.x, y: a.figure.y }, { x: b.figure.x, y: b.figure.y }],
    text: `${aName} (${aTotal}) against ${bName} (${bTotal}): ${loser ? `${figureName(loser.unit, loser.figure)} killed` : 'no result'}`,
    roll: {
      table: 'close-combat-result', column: `${aName} vs ${bName}`, target: `${bName}, who ${scoreText(bd, bMods, bTotal)}`, dice: [ad],
      modifiers: aMods, total: aTotal, result, rule: RULE,
    },
  });
  if (loser) killFigure(draft, loser.figure.id);
}

/** Whether the outnumbered figure of this combat still has to choose whom it fights first. */
export const needsOrder = (c: Combat): boolean => c.opponents.length >= 2;

/**
 * Resolves one combat for this turn. Two against one: the outnumbered figure fights the opponent of its
 * choice, then, if it lives, the other, who adds 2.
 */
export function resolveCombat(draft: RvrState, combatId: string, firstOpponentId: string | null, dice: Dice, events: GameEvent[]): void {
  const combat = draft.combats.find((c) => c.id === combatId);
  if (!combat) return;
  const snapshot = { ...combat, opponents: [...combat.opponents] };
  if (snapshot.opponents.length === 1) {
    bout(draft, snapshot, snapshot.opponents[0]!, snapshot.single, 0, dice, events);
    return;
  }
  const first = firstOpponentId ?? snapshot.opponents[0]!;
  const second = snapshot.opponents.find((o) => o !== first)!;
  bout(draft, snapshot, snapshot.single, first, 0, dice, events);
  if (findFigure(draft, snapshot.single)) bout(draft, snapshot, second, snapshot.single, CLOSE_COMBAT.secondAttacker, dice, events);
}
