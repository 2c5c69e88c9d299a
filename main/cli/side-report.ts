import type { GameEvent } from '../../shared/engine/events.ts';
import { knowledgeOf, namesUnknown, stepForSide, type SideKnowledge } from '../../shared/engine/fog.ts';
import type { MarkerSighting, TableView } from '../../shared/engine/ruleset.ts';
import type { AnyRuleset } from '../../shared/rulesets/registry.ts';
import type { Scenario } from '../../shared/scenario/schema.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import { placeWords, tableOrderContext } from '../../shared/table-orders/order.ts';
import { HIDDEN_REASON } from '../services/side-knowledge.ts';
import type { ReportStep } from './battle-report.ts';

/** A marker that moved less than this (inches) stood still. */
const STILL = 0.05;

/**
 * The battle report as one side knew it (`play --as red`): each action's events cut down by the engine to what the
 * side saw before or after it (`stepForSide`), with its reveals ("Plastun platoon is revealed in square D6 by the
 * Station yard"); the enemy's position markers told as markers, by the only names the side knows them by ("marker 2
 * moves to square E5"); and a decision or reason naming a unit the side does not know said as the play screen says it.
 * `games`: the rule set's state at the start and after each action (`replaySteps`).
 */
export function reportForSide(
  ruleset: AnyRuleset, scenario: Scenario, games: readonly unknown[], setupEvents: readonly GameEvent[], steps: readonly ReportStep[], side: SideId,
): { setupEvents: GameEvent[]; steps: ReportStep[] } {
  const ctx = tableOrderContext(scenario, ruleset.distanceUnit ?? 'in');
  const where = (at: { x: number; y: number }) => `in ${placeWords(at, ctx)}`;
  const start = knowledgeOf(ruleset, games[0], side, null);
  const opening = stepForSide({ events: setupEvents, stepTables: [], view: ruleset.view(games[0]) }, side, null, start, where).events;
  let before = start;
  const told: ReportStep[] = [];
  for (const [i, step] of steps.entries()) {
    const view = ruleset.view(games[i + 1]);
    const after = knowledgeOf(ruleset, games[i + 1], side, before);
    const events = stepForSide({ events: step.events, stepTables: [], view }, side, before, after, where).events;
    events.push(...markerEvents(before.sighting.markers, after.sighting.markers, side, where));
    told.push(decisionShown(step, view, knownAfter(view, side, before, after), events));
    before = after;
  }
  return { setupEvents: [...opening, ...markerEvents([], start.sighting.markers, side, where)], steps: told };
}

/** The ids the side may name after a step: its own units, those it saw before or after, and those it remembers. */
function knownAfter(view: TableView, side: SideId, before: SideKnowledge, after: SideKnowledge): Set<string> {
  const known = new Set(view.units.filter((u) => u.side === side).map((u) => u.id));
  for (const id of [...before.sighting.seen, ...after.sighting.seen, ...after.memory.keys()]) known.add(id);
  return known;
}

/** The decision's words, and the AI's reason, unless they name a unit the side does not know. */
function decisionShown(step: ReportStep, view: TableView, known: ReadonlySet<string>, events: GameEvent[]): ReportStep {
  const { reason, ...rest } = step;
  if (namesUnknown(step.label, view, known)) return { ...rest, label: HIDDEN_REASON, events };
  return { ...rest, events, ...(reason !== undefined && !namesUnknown(reason, view, known) ? { reason } : {}) };
}

/** The enemy's markers as the side sees them change: set down, moved, or lifted (revealed, or a dummy taken away). */
function markerEvents(was: readonly MarkerSighting[], now: readonly MarkerSighting[], side: SideId, where: (at: { x: number; y: number }) => string): GameEvent[] {
  const enemy: SideId = side === 'red' ? 'white' : 'red';
  const earlier = new Map(was.map((m) => [m.key, m]));
  const later = new Set(now.map((m) => m.key));
  const events: GameEvent[] = [];
  for (const m of now) {
    const old = earlier.get(m.key);
    if (!old) events.push({ kind: 'marker', side: enemy, at: [m.at], text: `${m.key} (${m.label}) stands ${where(m.at)}` });
    else if (Math.hypot(old.at.x - m.at.x, old.at.y - m.at.y) > STILL) events.push({ kind: 'marker', side: enemy, at: [m.at], text: `${m.key} moves to ${where(m.at).replace(/^in /, '')}` });
  }
  for (const m of was) if (!later.has(m.key)) events.push({ kind: 'marker', side: enemy, at: [m.at], text: `${m.key} is lifted ${where(m.at)}` });
  return events;
}
