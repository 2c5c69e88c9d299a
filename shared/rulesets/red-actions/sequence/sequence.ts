import { type SideId, otherSide } from '../../../scenario/terrain-kinds.ts';
import type { RaState, RaUnit } from '../state.ts';
import { type Ctx, explain } from '../context.ts';
import { kindOf, onTable } from '../troops/units.ts';
import { isOfficerUnit } from '../officers/command.ts';
import { resetForTurn } from '../segment/bookkeeping.ts';
import { endOfTurnChores, startOfTurnChores } from './turn-chores.ts';
import { tableView } from '../view/view.ts';
import { openStep } from '../../../engine/step-tables.ts';
import type { GameEvent } from '../../../engine/events.ts';

/** "Turn Sequence" and "Initiative": whose segment is next under each of the three systems. */

/** A unit that still has its action segment this turn. */
export function hasSegment(s: RaState, u: RaUnit): boolean {
  if (u.acted || kindOf(u) === 'train-car') return false;
  // Routers who ran off the table unpursued keep one segment to try to rally off it.
  if (u.offTable) return true;
  if (u.status === 'reserve') return u.reinforcement !== null && u.reinforcement.turn <= s.turn;
  return onTable(u);
}

export const unitsToAct = (s: RaState, side: SideId): RaUnit[] => s.units.filter((u) => u.side === side && hasSegment(s, u));

/** The side whose segment it is, or null when nobody has a segment left this turn. */
export function sideToAct(s: RaState): SideId | null {
  if (s.options.initiative === 'cards') {
    const drawn = s.initiative.drawn ? s.units.find((u) => u.id === s.initiative.drawn) : undefined;
    return drawn ? drawn.side : null;
  }
  const first = s.initiative.toAct;
  if (unitsToAct(s, first).length > 0) return first;
  const other = otherSide(first);
  return unitsToAct(s, other).length > 0 ? other : null;
}

/** Units the side may activate now: all its units with a segment, or under cards the drawn one and those it commands. */
export function activatable(s: RaState): RaUnit[] {
  const side = sideToAct(s);
  if (!side) return [];
  if (s.options.initiative !== 'cards') return unitsToAct(s, side);
  const drawn = s.units.find((u) => u.id === s.initiative.drawn);
  if (!drawn) return [];
  const out = hasSegment(s, drawn) ? [drawn] : [];
  // "If an HQ directly commands a unit … they may choose to move when either of the cards are drawn."
  if (isOfficerUnit(drawn)) for (const u of s.units) if (u.id === drawn.attachedTo && u.side === side && hasSegment(s, u)) out.push(u);
  const hq = s.units.find((o) => isOfficerUnit(o) && o.personalCommand && o.attachedTo === drawn.id && hasSegment(s, o));
  if (hq) out.push(hq);
  return out;
}

/** Opens a new step of the turn (`openStep`): the table as the step before ended is kept when asked. */
const opening = (ctx: Ctx, event: GameEvent): void => openStep(ctx.events, event, () => tableView(ctx.s));

/** Rolls a d6 each; the higher has the initiative, ties going to `tieTo`. */
function rollOff(ctx: Ctx, tieTo: SideId, rule: string): { winner: SideId; red: number; white: number } {
  const red = ctx.dice.d(6);
  const white = ctx.dice.d(6);
  const winner: SideId = red === white ? tieTo : red > white ? 'red' : 'white';
  const winnerName = winner === 'red' ? 'Red' : 'White';
  opening(ctx, {
    kind: 'phase', text: `Initiative: Red rolls ${red}, White rolls ${white}; ${winnerName} moves ${rule === 'segment' ? 'a unit' : 'first'}`,
    roll: explain('Initiative', [red], `${winnerName} has the initiative`, { column: 'Red\'s die', target: `White's ${white} (the higher wins; a tie goes to ${tieTo === 'red' ? 'Red' : 'White'})` }),
  });
  return { winner, red, white };
}

/** Shuffles a list with the game's dice (Fisher-Yates). */
export function shuffle<T>(ctx: Ctx, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = ctx.dice.d(i + 1) - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Starts turn `turn`: resets the units, does the start-of-turn chores, and sets the initiative going. */
export function startTurn(ctx: Ctx, turn: number): void {
  const s = ctx.s;
  opening(ctx, { kind: 'turn', text: `Turn ${turn}` });
  s.turn = turn;
  s.scoutedThisTurn = [];
  for (const u of s.units) resetForTurn(u);
  for (const t of s.trains) t.movedThisTurn = 0;
  startOfTurnChores(ctx);
  switch (s.options.initiative) {
    case 'standard':
      s.initiative.toAct = rollOff(ctx, s.scenario.attacker, 'turn').winner;
      break;
    case 'cards': {
      const cards = s.units.filter((u) => hasSegment(s, u)).map((u) => u.id);
      s.initiative.deck = shuffle(ctx, cards);
      s.initiative.drawn = null;
      drawCard(ctx);
      break;
    }
    case 'roll-off':
      s.initiative.endedByDoubleOnes = false;
      segmentRollOff(ctx);
      break;
  }
}

/** Option 1: draws until a card whose unit (or a unit its HQ commands) can still act; none left ends the turn. */
function drawCard(ctx: Ctx): void {
  const s = ctx.s;
  while (s.initiative.deck.length > 0) {
    s.initiative.drawn = s.initiative.deck.shift()!;
    if (activatable(s).length > 0) return;
  }
  s.initiative.drawn = null;
}

/** Option 2: a roll-off for each segment; ties go to the loser of the previous roll; agreed double ones end the turn. */
function segmentRollOff(ctx: Ctx): void {
  const s = ctx.s;
  const redLeft = unitsToAct(s, 'red').length > 0;
  const whiteLeft = unitsToAct(s, 'white').length > 0;
  if (!redLeft || !whiteLeft) {
    s.initiative.toAct = redLeft ? 'red' : 'white';
    return;
  }
  const r = rollOff(ctx, s.initiative.lastLoser ?? s.scenario.attacker, 'segment');
  if (s.options.doubleOnesEndTurn && r.red === 1 && r.white === 1) {
    s.initiative.endedByDoubleOnes = true;
    opening(ctx, { kind: 'phase', text: 'Both sides roll a 1: the turn ends' });
    return;
  }
  s.initiative.toAct = r.winner;
  s.initiative.lastLoser = otherSide(r.winner);
}

/** Whether the turn is over: nobody has a segment left (or the double ones ended it). */
export function turnOver(s: RaState): boolean {
  if (s.options.initiative === 'roll-off' && s.initiative.endedByDoubleOnes) return true;
  if (s.options.initiative === 'cards') return s.initiative.drawn === null || activatable(s).length === 0 && s.initiative.deck.length === 0;
  return sideToAct(s) === null;
}

/** After a segment's results are in: pass the initiative on, and start the next turn when this one is done. */
export function advanceInitiative(ctx: Ctx): void {
  const s = ctx.s;
  s.segmentUsed = false;
  switch (s.options.initiative) {
    case 'standard': {
      const next = otherSide(s.initiative.toAct);
      if (unitsToAct(s, next).length > 0) s.initiative.toAct = next;
      break;
    }
    case 'cards':
      drawCard(ctx);
      break;
    case 'roll-off':
      if (!turnOver(s)) segmentRollOff(ctx);
      break;
  }
}

/** Ends turns that have nothing left to do and starts the next, until a decision is due or the game ends. */
export function rollTurns(ctx: Ctx, endsGame: () => boolean): void {
  let guard = 0;
  while (ctx.s.phase === 'turn' && ctx.s.decision === null && ctx.s.agenda.length === 0 && turnOver(ctx.s)) {
    if (++guard > 500) throw new Error('red-actions: turns do not advance');
    endOfTurnChores(ctx);
    if (endsGame()) return;
    startTurn(ctx, ctx.s.turn + 1);
  }
}
