import type { Choice } from '../../engine/ruleset.ts';
import { StateAnswers } from '../../engine/state-memo.ts';
import type { FcAction } from './actions.ts';
import { type FcState, findLeader, findUnit } from './state.ts';
import { pendingKept } from './sequence.ts';
import { officerAsTarget, officerTargets } from './fire/officer-target.ts';
import { bombardPoints, directTargets, gunSizeOf, indirectTargets } from './fire/fire-options.ts';
import { HOLD_FIRE, bombardForecast, fireForecast } from './ai/fire-forecast.ts';
import { heroicWorth } from './ai/heroic-value.ts';
import { assaultTargets } from './melee/assault.ts';
import { officerChoices } from './movement/move-options.ts';
import { keptMoveChoices } from './movement/kept-move-options.ts';
import { round1, unitDistance } from './movement/stands.ts';

const kept = new StateAnswers<FcState>();
/** Every legal choice for the decision now due, concrete enough to submit as it is (kept per state). */
export const optionsOf = kept.add(optionsFor);

/**
 * `hasOptions`: whether `optionsOf` offers anything, without listing it. Every unit or officer due has a choice
 * in every phase (stay, hold, hold fire, do not assault, withdraw or stand), so a decision with someone to make it has.
 */
export function offersOption(state: FcState): boolean {
  const due = pendingKept(state);
  return !!due && due.unitIds.length > 0;
}

export function optionsFor(state: FcState): Choice<FcAction>[] {
  const due = pendingKept(state);
  if (!due) return [];
  const side = due.side;
  switch (due.kind) {
    case 'officer': return due.unitIds.flatMap((id) => withJoinWorth(state, officerChoices(state, findLeader(state, id)!)));
    case 'movement': return due.unitIds.flatMap((id) => keptMoveChoices(state, findUnit(state, id)!));
    case 'assault': return due.unitIds.flatMap((id) => {
      const u = findUnit(state, id)!;
      return [
        ...assaultTargets(state, u).map((t) => ({ action: { type: 'assault', side, unitId: id, targetId: t.id } as FcAction, label: `${u.name}: assault ${t.name} (${round1(unitDistance(u, t))}" away)`, unitId: id })),
        { action: { type: 'pass', side, unitId: id }, label: `${u.name}: do not assault`, unitId: id },
      ];
    });
    case 'withdraw': {
      const u = findUnit(state, due.unitIds[0]!)!;
      return [
        { action: { type: 'withdraw', side, unitId: u.id, choice: 'withdraw' }, label: `${u.name}: withdraw before melee`, unitId: u.id },
        { action: { type: 'withdraw', side, unitId: u.id, choice: 'stand' }, label: `${u.name}: stand and fight`, unitId: u.id },
      ];
    }
    default: return due.unitIds.flatMap((id) => fireChoices(state, id));
  }
}

/**
 * An officer's joins carry what leading the unit heroically is worth (ai/heroic-value.ts, as the foresight weighs it
 * once he leads), so that the AI ranks a join among his rides before it plays any of them out.
 */
function withJoinWorth(state: FcState, choices: Choice<FcAction>[]): Choice<FcAction>[] {
  return choices.map((c) => {
    if (c.action.type !== 'officer-join') return c;
    const worth = heroicWorth(state, findLeader(state, c.action.leaderId)!, findUnit(state, c.action.unitId)!);
    return { ...c, forecast: { losses: [], worth } };
  });
}

function fireChoices(state: FcState, id: string): Choice<FcAction>[] {
  const u = findUnit(state, id)!;
  const side = u.side;
  const out: Choice<FcAction>[] = [];
  for (const t of directTargets(state, u)) out.push({ action: { type: 'fire', side, unitId: id, targetId: t.id, mode: 'direct' }, label: `${u.name}: fire at ${t.name} (${round1(unitDistance(u, t))}")`, unitId: id, forecast: fireForecast(state, u, t, 'direct') });
  for (const l of officerTargets(state, u)) out.push({ action: { type: 'fire', side, unitId: id, targetId: l.id, mode: 'direct' }, label: `${u.name}: fire at ${l.name}, alone (${round1(unitDistance(u, officerAsTarget(l)))}")`, unitId: id, forecast: fireForecast(state, u, l, 'direct') });
  for (const t of indirectTargets(state, u)) out.push({ action: { type: 'fire', side, unitId: id, targetId: t.id, mode: 'indirect' }, label: `${u.name}: indirect fire at ${t.name}, spotted by an officer`, unitId: id, forecast: fireForecast(state, u, t, 'indirect') });
  const size = gunSizeOf(u);
  for (const p of size ? bombardPoints(state, u) : []) out.push({ action: { type: 'bombard', side, unitId: id, x: p.x, y: p.y }, label: `${u.name}: bombard the ground ${p.why}`, unitId: id, forecast: bombardForecast(state, u, size!, p) });
  out.push({ action: { type: 'pass', side, unitId: id }, label: `${u.name}: hold fire`, unitId: id, forecast: HOLD_FIRE });
  return out;
}
