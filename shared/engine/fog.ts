import type { Vec } from '../geometry/vec.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import type { GameEvent } from './events.ts';
import type { BaseAction, Ruleset, SideSighting, TableView, UnitView } from './ruleset.ts';
import type { StepTable } from './step-tables.ts';

/**
 * Fog of war, the engine's half: what a side knows of its enemy, folded over the game's states. The rule set says
 * what a side sees now (`Ruleset.sighting`); the engine remembers where each enemy unit was last seen and when, and
 * cuts a table, its events and its step tables down to what the side may know. A rule set without `sighting` shows
 * every enemy unit but those its view calls hidden (an ambush not sprung), as the play screen always did.
 */

/** An enemy unit as a side last saw it, and the turn it did. */
export interface LastSeen {
  unit: UnitView;
  turn: number;
}

/** A side's memory of the enemy units it has seen, by unit id. */
export type FogMemory = ReadonlyMap<string, LastSeen>;

/** What a side knows after some action: what it sees now and what it remembers. */
export interface SideKnowledge {
  sighting: SideSighting;
  memory: FogMemory;
}

/** What a side sees under a rule set without fog of war of its own: every enemy unit its view does not call hidden. */
export const unhiddenSighting = (view: TableView, side: SideId): SideSighting =>
  ({ seen: view.units.filter((u) => u.side !== side && u.status !== 'hidden').map((u) => u.id), markers: [] });

/** What `side` sees now by its rule set's rules (`unhiddenSighting` where the rule set has none). */
export function sightingOf<S, A extends BaseAction>(ruleset: Ruleset<S, A>, game: S, side: SideId, view: TableView = ruleset.view(game)): SideSighting {
  return ruleset.sighting ? ruleset.sighting(game, side) : unhiddenSighting(view, side);
}

/** The memory after a state: each enemy unit seen now remembered as it stands, on this turn. */
export function remember(memory: FogMemory, view: TableView, side: SideId, sighting: SideSighting): FogMemory {
  if (sighting.seen.length === 0) return memory;
  const seen = new Set(sighting.seen);
  const next = new Map(memory);
  for (const unit of view.units) if (unit.side !== side && seen.has(unit.id)) next.set(unit.id, { unit, turn: view.turn });
  return next;
}

/** What `side` knows after a state, given what it knew before (none at the set-up). */
export function knowledgeOf<S, A extends BaseAction>(ruleset: Ruleset<S, A>, game: S, side: SideId, before: SideKnowledge | null): SideKnowledge {
  const view = ruleset.view(game);
  const sighting = sightingOf(ruleset, game, side, view);
  return { sighting, memory: remember(before?.memory ?? new Map(), view, side, sighting) };
}

/** The ids a side knows by name: its own units and the enemy units it sees. */
function knownIds(view: TableView, side: SideId, ...sightings: SideSighting[]): Set<string> {
  const known = new Set<string>();
  for (const u of view.units) if (u.side === side) known.add(u.id);
  for (const s of sightings) for (const id of s.seen) known.add(id);
  return known;
}

/** A unit's references to other units kept only where the side knows them. */
function withKnownLinks(unit: UnitView, known: ReadonlySet<string>): UnitView {
  const { leads, commander, aboard, towed, command, ...rest } = unit;
  const kept: UnitView = { ...rest };
  if (leads !== undefined && known.has(leads)) kept.leads = leads;
  if (commander !== undefined && known.has(commander)) kept.commander = commander;
  if (aboard !== undefined && known.has(aboard)) {
    kept.aboard = aboard;
    if (towed !== undefined) kept.towed = towed;
  }
  if (command) kept.command = { ...command, unitIds: command.unitIds.filter((id) => known.has(id)) };
  return kept;
}

/**
 * The table as `side` knows it: its own units whole, the enemy units it sees whole, those it saw once drawn where it
 * last saw them (`lastSeen`), its markers as markers, and every other enemy unit absent. What is under way is kept
 * only where it names no unit the side does not know.
 */
export function viewForSide(view: TableView, side: SideId, sighting: SideSighting, memory: FogMemory): TableView {
  const known = knownIds(view, side, sighting);
  for (const id of memory.keys()) known.add(id);
  const words = unknownWords(view, known);
  const units: UnitView[] = [];
  const seen = new Set(sighting.seen);
  for (const unit of view.units) {
    if (unit.side === side || seen.has(unit.id)) units.push(statsWithout(withKnownLinks(unit, known), words));
  }
  for (const [id, last] of memory) {
    if (seen.has(id)) continue;
    const { command: _command, ...unit } = statsWithout(withKnownLinks(last.unit, known), words);
    units.push({ ...unit, lastSeen: { turn: last.turn } });
  }
  const { pending, ...rest } = view;
  const keptPending = pending?.filter((p) => p.losses.every((l) => known.has(l.unitId)) && !mentions(p.label, words));
  return {
    ...rest,
    // "move 1: Armoured train 'Officer' acts" says only "move 1" of a unit the side does not know.
    phase: mentions(view.phase, words) ? view.phase.split(':')[0]! : view.phase,
    // A bombardment falls where the side sees it; who fires it, it knows only if it knows the unit.
    zones: view.zones.map((z) => (mentions(z.label, words) ? { ...z, label: z.kind } : z)),
    units,
    markers: [...sighting.markers],
    ...(keptPending ? { pending: keptPending } : {}),
  };
}

/** The words that name a unit `side` does not know: its id, and its name unless a known unit shares it. */
export function unknownWords(view: TableView, known: ReadonlySet<string>): string[] {
  const knownNames = new Set(view.units.filter((u) => known.has(u.id)).map((u) => u.name));
  const words = new Set<string>();
  for (const u of view.units) {
    if (known.has(u.id)) continue;
    words.add(u.id);
    if (!knownNames.has(u.name)) words.add(u.name);
  }
  return [...words];
}

/** Whether a text holds one of `words` (`unknownWords`). */
export const mentions = (text: string, words: readonly string[]): boolean => words.some((w) => text.includes(w));

/** Whether a text names a unit the side does not know (by id or by a name no known unit shares). */
export const namesUnknown = (text: string, view: TableView, known: ReadonlySet<string>): boolean => mentions(text, unknownWords(view, known));

/** A unit's numbers without those naming a unit the side does not know (a commander's name). */
function statsWithout(unit: UnitView, words: readonly string[]): UnitView {
  const entries = Object.entries(unit.stats);
  const kept = entries.filter(([, v]) => !mentions(String(v), words));
  return kept.length === entries.length ? unit : { ...unit, stats: Object.fromEntries(kept) };
}

/** The middle of a unit's bases, where a reveal says it is. */
function centreOf(unit: UnitView): Vec | null {
  if (unit.bases.length === 0) return null;
  let x = 0;
  let y = 0;
  for (const b of unit.bases) { x += b.x; y += b.y; }
  return { x: x / unit.bases.length, y: y / unit.bases.length };
}

/** What a step's events and tables become for one side. */
export interface SideStep {
  events: GameEvent[];
  stepTables: StepTable[];
}

/**
 * One action's events and step tables as `side` may know them. An event naming (by `unitId` or `targetUnitId`, or by
 * a unit's id or name in its words) an enemy unit the side saw neither before nor after the step is dropped; each
 * enemy unit seen after but not before is revealed by an event of its own at the end ("Plastun platoon is revealed
 * in the birch wood", the place worded by `placeWords`). `before` is null for the set-up's events,
 * which reveal nothing. Each step table is cut down to what the side saw before or after, and points at its event
 * among those kept.
 */
export function stepForSide(
  step: { events: readonly GameEvent[]; stepTables: readonly StepTable[]; view: TableView },
  side: SideId, before: SideKnowledge | null, after: SideKnowledge, placeWords: (at: Vec) => string,
): SideStep {
  const { view } = step;
  const seenBefore = before?.sighting ?? after.sighting;
  const known = knownIds(view, side, seenBefore, after.sighting);
  const ownOrSeen = (id: string | undefined): boolean => id === undefined || known.has(id);
  const events: GameEvent[] = [];
  const keptBefore: number[] = [];
  for (const event of step.events) {
    keptBefore.push(events.length);
    if (ownOrSeen(event.unitId) && ownOrSeen(event.targetUnitId) && !namesUnknown(event.text, view, known)) events.push(event);
  }
  keptBefore.push(events.length);
  const wasSeen = new Set(seenBefore.seen);
  for (const id of after.sighting.seen) {
    if (wasSeen.has(id)) continue;
    const unit = view.units.find((u) => u.id === id);
    const at = unit && centreOf(unit);
    if (!unit || !at) continue;
    events.push({ kind: 'reveal', side: unit.side, unitId: unit.id, at: [at], text: `${unit.name} is revealed ${placeWords(at)}` });
  }
  const union: SideSighting = { seen: [...known].filter((id) => view.units.some((u) => u.id === id && u.side !== side)), markers: after.sighting.markers };
  const stepTables = step.stepTables.map(({ at, table }) => ({ at: keptBefore[at] ?? events.length, table: viewForSide(table, side, union, after.memory) }));
  return { events, stepTables };
}
