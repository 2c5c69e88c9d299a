import type { Choice } from '../../../engine/ruleset.ts';
import { COMPASS_HEADINGS, victoryAreaCentres } from '../../../engine/move-headings.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import type { TrrAction } from '../actions.ts';
import { type TrrState, type TrrUnit, centreOf, kindOf, onTable } from '../state.ts';
import { mayMoveAndFire, moveRefusal, rateCm, movementOf, HESITANT_CLOSEST_CM } from './movement.ts';
import { cmText, toCm, toInches } from '../scale.ts';
import { unitDistanceCm } from '../observation/observation.ts';
import { along, lineLength, pointAt, railOf } from './rails.ts';
import { wayFor } from '../options/weather-going.ts';

const ENEMIES_TOWARD = 3;
/** Shares of the unit's reach offered along a way that leads somewhere (an enemy, an objective), longest first. */
const SHARES = [1, 0.5] as const;
const FULL_ONLY = [1] as const;
/**
 * North, east, south and west: in 3 games of the wire before Tsaritsyn the normal AI took a diagonal compass move 4
 * times in some 830 decisions to act (and a move west or south 32), while each heading offered is one more place the
 * AI weighs in every decision to act.
 */
const CARDINAL_HEADINGS = COMPASS_HEADINGS.filter((_, i) => i % 2 === 0);

/**
 * Moves offered to the acting unit: toward the nearest enemies (stopping short) and toward the objectives, each as
 * far as the way allows and half that, and each also "to fire after" where the unit may move and fire; round the
 * compass (its four cardinal headings) as far as the way allows only. The compass moves are for getting out of the way
 * or round an obstacle, not for closing to fire: offering them at every length and both ways doubled the moves the AI
 * weighs for little.
 */
export function moveChoices(state: TrrState, u: TrrUnit): Choice<TrrAction>[] {
  if (kindOf(u) === 'train') return trainChoices(state, u);
  const out: Choice<TrrAction>[] = [];
  const from = centreOf(u);
  const seen: Vec[] = [];
  const both = mayMoveAndFire(u) && !u.fired;
  const offer = (dir: Vec, mostCm: number, why: string, shares: readonly number[] = SHARES, toFire = both) => {
    for (const share of shares) {
      let cm = mostCm * share;
      const probe = { x: from.x + dir.x * toInches(cm), y: from.y + dir.y * toInches(cm) };
      cm = Math.min(cm, rateCm(u, wayFor(state, movementOf(u), from, probe)));
      if (cm < 1) continue;
      const to = { x: from.x + dir.x * toInches(cm), y: from.y + dir.y * toInches(cm) };
      if (seen.some((p) => hypot(p.x - to.x, p.y - to.y) < 0.4)) continue;
      if (moveRefusal(state, u, to) !== null) continue;
      seen.push(to);
      out.push({ action: { type: 'move', side: u.side, unitId: u.id, x: to.x, y: to.y, toFire: false }, label: `${u.name}: move ${cmText(cm)} ${why}`, unitId: u.id });
      if (toFire) out.push({ action: { type: 'move', side: u.side, unitId: u.id, x: to.x, y: to.y, toFire: true }, label: `${u.name}: move ${cmText(cm)} ${why}, ready to fire (one penalty)`, unitId: u.id });
    }
  };
  const roadRate = 60;
  const enemies = state.units.filter((e) => e.side !== u.side && onTable(e)).sort((a, b) => unitDistanceCm(u, a) - unitDistanceCm(u, b));
  for (const e of enemies.slice(0, ENEMIES_TOWARD)) {
    const c = centreOf(e);
    const gap = hypot(c.x - from.x, c.y - from.y);
    if (gap === 0) continue;
    const stop = Math.max(0, toCm(gap) - HESITANT_CLOSEST_CM - 2);
    offer({ x: (c.x - from.x) / gap, y: (c.y - from.y) / gap }, Math.min(roadRate, stop), `toward ${e.name}`);
  }
  for (const o of victoryAreaCentres(state.scenario)) {
    const gap = hypot(o.x - from.x, o.y - from.y);
    if (gap > 0) offer({ x: (o.x - from.x) / gap, y: (o.y - from.y) / gap }, Math.min(roadRate, toCm(gap)), 'toward the objective');
  }
  for (const { name, dir } of CARDINAL_HEADINGS) offer(dir, roadRate, name, FULL_ONLY, false);
  return out;
}

/** A train may run anywhere on its line: offered at every eighth of it. */
function trainChoices(state: TrrState, u: TrrUnit): Choice<TrrAction>[] {
  const line = railOf(terrainIndexFor(state.scenario), u.pieces);
  if (!line) return [];
  const total = lineLength(line);
  const here = along(line, u.pieces[0]!).s;
  const out: Choice<TrrAction>[] = [];
  for (let k = 0; k <= 8; k++) {
    const s = (total * k) / 8;
    if (Math.abs(s - here) < 1) continue;
    const p = pointAt(line, s);
    if (moveRefusal(state, u, p) !== null) continue;
    out.push({ action: { type: 'move', side: u.side, unitId: u.id, x: p.x, y: p.y, toFire: false }, label: `${u.name}: steam ${cmText(toCm(Math.abs(s - here)))} ${s > here ? 'up' : 'down'} the line`, unitId: u.id });
  }
  return out;
}
