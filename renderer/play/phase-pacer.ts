import type { GameEvent } from '../../shared/engine/events.ts';

/**
 * How the play screen stops between the steps the rules make separate, for every rule set alike.
 *
 * One action can carry the game through several rules steps at once (a last shot ends the shooting, the close
 * combats and the morale tests resolve by themselves, the next turn begins). The rule sets mark where a new step
 * begins with a `phase` or `turn` event, and name the step they are in through the view's phase label. The
 * screen splits a step's events at those marks and shows them a part at a time, waiting for the player's
 * "Go on" after each part that reported something and was followed by another step.
 */

/** The kinds of event with which a rule set opens a new step of its sequence. */
const OPENS_A_STEP = new Set<GameEvent['kind']>(['phase', 'turn']);

/** One part of an action's events: the step they belong to, and whether to stop once they are shown. */
export interface PacedPart {
  /** What the step is called: the phase label it was taken in, or the text of the event that opened it. */
  step: string;
  events: GameEvent[];
  /** Stop after showing these until the player goes on. */
  stopAfter: boolean;
}

export const opensStep = (event: GameEvent): boolean => OPENS_A_STEP.has(event.kind);

/**
 * Events that only put troops where the player watched them go (a move, with its distance rolled; a unit that
 * stays; a note): a step of nothing else has no results to read, so the screen does not stop after it. Reds versus
 * Reds moves units, then independent figures, then calls the artillery: three phases of one movement step.
 */
const MOVES_ONLY = new Set<GameEvent['kind']>(['move', 'hold', 'note', 'artillery-request']);

/** Whether a part reported results to read: anything beyond opening its step and moving troops. */
const reports = (events: readonly GameEvent[]): boolean => events.some((e) => !opensStep(e) && !MOVES_ONLY.has(e.kind));

/**
 * An action's events in parts, one per rules step they cover. A part stops the screen when it reported
 * something and another step followed it: a later part of the same action, or (for the last part) a phase label
 * that changed across the action to one not met before in this turn (`seenThisTurn`): a label that comes back
 * within a turn is the same step going on (Red Actions! names the side to act, which alternates). With `pause`
 * off every part runs on, as one.
 */
export function pacedParts(
  events: readonly GameEvent[], phaseBefore: string, phaseAfter: string, pause: boolean, seenThisTurn: readonly string[] = [],
): PacedPart[] {
  if (events.length === 0) return [];
  const parts: PacedPart[] = [{ step: phaseBefore, events: [], stopAfter: false }];
  for (const event of events) {
    if (opensStep(event) && parts.at(-1)!.events.length > 0) parts.push({ step: event.text, events: [], stopAfter: false });
    else if (opensStep(event) && parts.length === 1) parts[0]!.step = event.text;
    parts.at(-1)!.events.push(event);
  }
  if (!pause) return [{ step: phaseBefore, events: [...events], stopAfter: false }];
  parts.forEach((part, i) => {
    const followed = i < parts.length - 1 || (phaseBefore !== phaseAfter && !seenThisTurn.includes(phaseAfter));
    part.stopAfter = followed && reports(part.events);
  });
  // The step the game has now reached needs no stop of its own: its decision (or the AI's) is the next thing shown.
  const last = parts.at(-1)!;
  if (parts.length > 1 && !reports(last.events)) last.stopAfter = false;
  return parts;
}

/** The heading of a stop: the step that has ended and what comes next. */
export function stopHeading(part: PacedPart, next: string): string {
  return `${capitalise(part.step)} — done. Next: ${lowerFirst(next)}.`;
}

const lowerFirst = (s: string): string => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

const capitalise = (s: string): string => (s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1));
