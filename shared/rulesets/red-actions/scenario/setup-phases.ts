import { headingVector } from '../../../geometry/vec.ts';
import type { ActionOf } from '../actions.ts';
import { type Ctx, emit, unitEvent } from '../context.ts';
import { unitById, unitCentre, unitFacing } from '../troops/units.ts';
import { officerFromToken, seniorOf } from '../officers/command.ts';
import { officerPhrase, officerToken } from '../officers/officer-tokens.ts';
import { checkMoveTo } from '../segment/legality-move.ts';
import { startTurn } from '../sequence/sequence.ts';
import { placeUnit } from '../troops/units.ts';

/** "Game Sequence" steps 2 and 4: choosing officer tokens, and the attacker's 4" entry. */

/** The side keeps one of the tokens it drew for a senior officer. */
export function chooseOfficer(ctx: Ctx, tokenId: string): void {
  const s = ctx.s;
  const d = s.decision;
  if (!d || d.kind !== 'officer-token') return;
  const u = unitById(s, d.officerUnitId)!;
  const old = seniorOf(u)!;
  u.officers = [officerFromToken(old.id, old.name, old.rank, tokenId)];
  const t = officerToken(tokenId);
  unitEvent(ctx, 'note', u, `${old.name} is ${t ? officerPhrase(t, 'a') : 'an officer'}, chosen from ${d.tokens.length} drawn`);
  s.decision = null;
  nextSetupDecision(ctx);
}

/** The next officer choice, then the attacker's entry, then the first turn. */
export function nextSetupDecision(ctx: Ctx): void {
  const s = ctx.s;
  const next = s.officerDraws.shift();
  if (next) {
    s.phase = 'officers';
    s.decision = { kind: 'officer-token', side: next.side, officerUnitId: next.officerUnitId, tokens: next.tokens };
    return;
  }
  const entering = s.units.some((u) => u.side === s.scenario.attacker && u.status === 'active');
  if (entering) {
    s.phase = 'entry';
    s.decision = { kind: 'entry', side: s.scenario.attacker };
    emit(ctx, 'phase', 'The attacker moves its troops up to 4" onto the table');
    return;
  }
  endEntry(ctx);
}

/** "The attacker moves any or all of his troops 100m (4") onto the table": straight ahead, cut short where blocked. */
export function entryMove(ctx: Ctx, a: ActionOf<'entry-move'>): string | null {
  const s = ctx.s;
  const u = unitById(s, a.unitId);
  if (!u || u.side !== s.scenario.attacker || u.status !== 'active') return 'only the attacker\'s troops on the table enter';
  if (u.acted) return `${u.name} has already entered`;
  const from = unitCentre(u);
  const f = headingVector(unitFacing(u));
  const formation = u.formation === 'loose' ? 'line' : u.formation;
  let moved = 0;
  for (let k = 8; k >= 1; k--) {
    const d = (a.distance * k) / 8;
    const to = { x: from.x + f.x * d, y: from.y + f.y * d };
    if (checkMoveTo(s, u, to, unitFacing(u), formation, {}) === null) { placeUnit(u, to, unitFacing(u), formation, s.scenario.table); moved = d; break; }
  }
  u.acted = true;
  unitEvent(ctx, 'move', u, `${u.name} enters the table, ${moved.toFixed(1)}" forward`);
  if (!s.units.some((x) => x.side === s.scenario.attacker && x.status === 'active' && !x.acted)) endEntry(ctx);
  return null;
}

export function endEntry(ctx: Ctx): void {
  const s = ctx.s;
  s.decision = null;
  s.phase = 'turn';
  startTurn(ctx, 1);
}
