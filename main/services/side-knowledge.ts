import type { Scenario } from '../../shared/scenario/schema.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import type { BaseAction, Choice, Pending, TableView } from '../../shared/engine/ruleset.ts';
import type { GameSession } from '../../shared/engine/session.ts';
import { namesUnknown, stepForSide, unknownWords, viewForSide, type SideStep } from '../../shared/engine/fog.ts';
import { placeWords } from '../../shared/table-orders/place-words.ts';
import { terrainIndexFor } from '../../shared/engine/terrain-cache.ts';

/**
 * Fog of war at the Api: what a human side may be sent. The engine says what the side knows (`session.knows`); this
 * cuts the snapshot's parts down to it, and words a reveal's place by the terrain around it ("in the birch wood").
 */
export interface SideShown {
  side: SideId;
  view: TableView;
  /** The whole table, for judging whether a text names a unit the side does not know. */
  whole: TableView;
  /** Ids the side knows: its own units, the enemy units it sees, and those it remembers. */
  known: ReadonlySet<string>;
}

/**
 * What `side` may see now, or null when nothing is hidden from it: the session keeps no knowledge for it (no fog of
 * war for this side), or it sees every enemy unit as it stands.
 */
export function sideShown(session: GameSession<unknown, BaseAction>, side: SideId | null): SideShown | null {
  const knows = side === null ? null : session.knows(side);
  if (side === null || !knows) return null;
  const whole = session.ruleset.view(session.state.game);
  const seen = new Set(knows.sighting.seen);
  if (knows.sighting.markers.length === 0 && whole.units.every((u) => u.side === side || seen.has(u.id))) return null;
  const view = viewForSide(whole, side, knows.sighting, knows.memory);
  return { side, view, whole, known: new Set(view.units.map((u) => u.id)) };
}

/** The last action's events and step tables as the side may know them, with its reveals. */
export function sideStep(session: GameSession<unknown, BaseAction>, shown: SideShown): SideStep {
  const length = session.length;
  const after = session.knows(shown.side)!;
  const before = length > 0 ? session.knows(shown.side, length - 1) : null;
  const index = terrainIndexFor(session.log.scenario);
  const unit = session.ruleset.distanceUnit ?? 'in';
  return stepForSide({ events: session.events, stepTables: session.stepTables, view: shown.whole }, shown.side, before, after, (at) => placeWords(index, at, unit));
}

/** Whether a text or a value's JSON names a unit the side does not know. */
export const leaks = (shown: SideShown, value: unknown): boolean =>
  namesUnknown(typeof value === 'string' ? value : JSON.stringify(value) ?? '', shown.whole, shown.known);

/**
 * The decision due, as the side may know it: the enemy's units it does not know left out, a prompt naming them said
 * plainly. The side's own decision may answer a unit it has not seen yet (a charge out of a position marker): the
 * prompt then names it "an unseen enemy unit".
 */
export function pendingShown(pending: Pending | null, shown: SideShown): Pending | null {
  if (!pending) return pending;
  if (pending.side === shown.side) {
    if (!leaks(shown, pending.prompt)) return pending;
    const words = unknownWords(shown.whole, shown.known).sort((a, b) => b.length - a.length);
    return { ...pending, prompt: words.reduce((text, w) => text.split(w).join('an unseen enemy unit'), pending.prompt) };
  }
  const unitIds = pending.unitIds.filter((id) => shown.known.has(id));
  return { ...pending, unitIds, prompt: leaks(shown, pending.prompt) ? 'the enemy decides, out of your sight' : pending.prompt };
}

/** The choices offered, without those naming a unit the side does not know (a target it has not seen). */
export const choicesShown = (choices: Choice<BaseAction>[], shown: SideShown): Choice<BaseAction>[] => choices.filter((c) => !leaks(shown, c));

/** What the player is told of the AI's reason when it names a unit the player's side does not know. */
export const HIDDEN_REASON = 'The enemy acts out of your sight.';

/** The AI's reason as the side may be told it. */
export const reasonShown = (reason: string, shown: SideShown): string => (leaks(shown, reason) ? HIDDEN_REASON : reason);

/**
 * The scenario as the side may be sent it: the enemy's briefing and forces left out (the side knows the enemy's units
 * from the table alone, `view`), and every reference to those it does not know (victory conditions, special rules). The title, the description and the side's
 * own briefing are the designer's words to it, and stay.
 */
export function scenarioShown(scenario: Scenario, shown: SideShown): Scenario {
  const enemy = shown.side === 'red' ? 'white' : 'red';
  const unknown = new Set(scenario.sides[enemy].units.map((u) => u.id).filter((id) => !shown.known.has(id)));
  for (const u of shown.whole.units) if (!shown.known.has(u.id)) unknown.add(u.id);
  return withoutIds({ ...scenario, sides: { ...scenario.sides, [enemy]: { ...scenario.sides[enemy], units: [], briefing: '' } } }, unknown) as Scenario;
}

/** A JSON value with every string naming one of `ids` taken out of its lists, and said as "unknown" elsewhere. */
function withoutIds(value: unknown, ids: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.filter((v) => !(typeof v === 'string' && ids.has(v))).map((v) => withoutIds(v, ids));
  if (typeof value === 'string') return ids.has(value) ? 'unknown' : value;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutIds(v, ids)]));
}
