import type { GameEvent } from '../../shared/engine/events.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import type { PacedPart } from './phase-pacer.ts';

/**
 * One stop for a run of the AI's activations (Ten Rounds Rapid's "activations" setting): while one AI side goes
 * on acting, the stops its activations would make are held back, and the screen stops once when the run ends
 * (another side is due, or the game is over). Every event is still shown, and logged, as it comes.
 */

/** One AI decision of a run: whose, and whether the same side decides next. */
export interface RunStep {
  side: SideId;
  sideName: string;
  /** The same AI side is due again after this decision. */
  runsOn: boolean;
  /** The side's units this decision's events name, in the order named. */
  acted: readonly string[];
}

/** A run of one side's decisions so far: the stops held back, the units that acted, every event shown. */
export interface HeldRun {
  side: SideId;
  sideName: string;
  stops: number;
  acted: string[];
  events: GameEvent[];
}

/** A part as the run leaves it: `run` on the part whose stop stands for the whole run. */
export type RunPart<P extends PacedPart> = P & { run?: HeldRun };

/**
 * A decision's parts with the run's stops gathered into one: within a run no part stops; at its end the first
 * part that would stop (or the last part, when only earlier decisions had stops) stops for the run, carrying it.
 * With no `step` (a decision the setting does not group, or the player's) the parts are as they were and the run
 * is forgotten.
 */
export function gatherRun<P extends PacedPart>(parts: readonly P[], held: HeldRun | null, step: RunStep | null): { parts: RunPart<P>[]; held: HeldRun | null } {
  if (step === null) return { parts: [...parts], held: null };
  const before = held?.side === step.side ? held : null;
  const run: HeldRun = {
    side: step.side,
    sideName: step.sideName,
    stops: (before?.stops ?? 0) + parts.filter((p) => p.stopAfter).length,
    acted: [...new Set([...(before?.acted ?? []), ...step.acted])],
    events: [...(before?.events ?? []), ...parts.flatMap((p) => p.events)],
  };
  if (step.runsOn) return { parts: parts.map((p) => ({ ...p, stopAfter: false })), held: run };
  if (run.stops === 0 || parts.length === 0) return { parts: [...parts], held: null };
  // The stops after the first of this decision's stay its own (the next move's steps): not the run's.
  const firstStop = parts.findIndex((p) => p.stopAfter);
  const at = firstStop === -1 ? parts.length - 1 : firstStop;
  const ended = {
    ...run, stops: (before?.stops ?? 0) + (firstStop === -1 ? 0 : 1),
    events: [...(before?.events ?? []), ...parts.slice(0, at + 1).flatMap((p) => p.events)],
  };
  return { parts: parts.map((p, i) => (i === at ? { ...p, stopAfter: true, run: ended } : p)), held: null };
}

/** What a run's stop is called: "Caucasian Army's activations: Mark V 'Fighting Mary' and Kuban sotnia". */
export function runStep(run: HeldRun): string {
  const who = run.acted.length === 0 ? '' : `: ${listOf(run.acted)}`;
  return `${possessive(run.sideName)} activations${who}`;
}

const possessive = (name: string): string => (name.endsWith('s') ? `${name}'` : `${name}'s`);

const listOf = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
