import type { Vec } from '../geometry/vec.ts';
import type { TroopType } from '../engine/ruleset.ts';
import { terrainIndexFor } from '../engine/terrain-cache.ts';
import { lineOfSightClear, type LosRules } from '../geometry/line-of-sight.ts';
import { SegmentMemo } from '../geometry/segment-memo.ts';
import type { Scenario } from '../scenario/schema.ts';
import { SIDE_IDS, type SideId } from '../scenario/terrain-kinds.ts';
import { buildCoverMap, type CoverMap } from './cover.ts';
import { centroidOf } from './measure.ts';
import { featureWords } from '../table-orders/place-words.ts';

/** An area of the scenario the AI may need to take, hold or clear. */
export interface ObjectiveArea {
  id: string;
  label: string;
  polygon: readonly Vec[];
  /** The outline closed on itself, for distances to its edge. */
  ring: readonly Vec[];
  centre: Vec;
  /** Its place among the context's areas (readings remember distances to areas by it). */
  index: number;
}

/** What the evaluation reads from the scenario once, rather than on every simulated state. */
export interface EvalContext {
  scenario: Scenario;
  table: { width: number; height: number };
  areas: ReadonlyMap<string, ObjectiveArea>;
  cover: CoverMap;
  /** Tags of every scenario unit, for clear-area conditions limited to some units. */
  unitTags: ReadonlyMap<string, readonly string[]>;
  /** Ids of the units carrying any of a list of tags, by the scenario's list (see taggedUnits). */
  tagged: Map<readonly string[], ReadonlySet<string>>;
  /** True for a side that loses when the clock runs out: it must hurry more as turns pass. */
  racesTheClock: Readonly<Record<SideId, boolean>>;
  /** What a unit's card says that does not change in a game (worth at full strength, range), by unit id. */
  cards: Map<string, UnitCard>;
  /** The rule set's roster, for numbers the table view leaves out (ranges), by troop type id. */
  troopTypes: ReadonlyMap<string, TroopType>;
  /** Whether a figure at `a` could see one at `b` under the rule set's sight rules (null: the rule set gives none). */
  sees: ((a: Vec, b: Vec) => boolean) | null;
  /** For one decision: a side's battle plan, whose term that side's evaluation adds (shared/ai/plan/plan-term.ts). */
  plan?: SideBias;
}

/**
 * A term one side adds to its evaluation of a table. Its table is the evaluation's `TableReading` (a method, so the
 * plan's term may name that type, which imports this module).
 */
export interface SideBias {
  side: SideId;
  term(table: object): number;
}

export interface UnitCard {
  fullValue: number;
  /** Longest range on the card, or null when the card gives none. */
  range: number | null;
  /** Troop type and starting strength the card was read for (a different unit reusing an id is read afresh). */
  troopType: string;
  start: number;
}

const cache = new WeakMap<Scenario, EvalContext>();

/**
 * The context for a scenario, built once; `troopTypes` is the rule set's roster and `sightRules` what blocks
 * its sight lines (both read on the first call that gives them).
 */
export function evalContext(scenario: Scenario, troopTypes: readonly TroopType[] = [], sightRules?: LosRules): EvalContext {
  const cached = cache.get(scenario);
  // A context first built without the roster or the sight rules is built again once they are known.
  if (cached && (cached.troopTypes.size > 0 || troopTypes.length === 0) && (cached.sees || !sightRules)) return cached;
  const areas = new Map<string, ObjectiveArea>();
  const terrain = terrainIndexFor(scenario);
  for (const f of scenario.terrain) {
    if (f.kind !== 'area') continue;
    // Named as a sentence names it: "the Station yard", "Lipki", an unlabelled one by its kind ("the wood").
    const indexed = terrain.featureById(f.id);
    areas.set(f.id, { id: f.id, label: indexed ? featureWords(indexed) : f.id, polygon: f.polygon, ring: [...f.polygon, f.polygon[0]!], centre: centroidOf(f.polygon), index: areas.size });
  }
  const unitTags = new Map<string, readonly string[]>();
  for (const side of SIDE_IDS) for (const u of scenario.sides[side].units) unitTags.set(u.id, u.tags);
  const clockWinner = (side: SideId) => scenario.victory.some((v) => v.type === 'turn-limit' && v.winner !== side);
  const context: EvalContext = {
    scenario,
    table: scenario.table,
    areas,
    cover: buildCoverMap(scenario),
    unitTags,
    tagged: new Map(),
    racesTheClock: { red: clockWinner('red'), white: clockWinner('white') },
    cards: new Map(),
    troopTypes: new Map(troopTypes.map((t) => [t.id, t])),
    sees: sightRules ? sightFor(scenario, sightRules) : null,
  };
  cache.set(scenario, context);
  return context;
}

export function hasTag(context: EvalContext, unitId: string, tags: readonly string[] | undefined): boolean {
  const tagged = taggedUnits(context, tags);
  return !tagged || tagged.has(unitId);
}

/**
 * The ids of the scenario's units that carry any of `tags`, or null when no tags are given (every unit
 * counts). Worked out once per list of tags: the scenario's lists do not change.
 */
export function taggedUnits(context: EvalContext, tags: readonly string[] | undefined): ReadonlySet<string> | null {
  if (!tags || tags.length === 0) return null;
  let tagged = context.tagged.get(tags);
  if (!tagged) {
    const ids = new Set<string>();
    for (const [id, own] of context.unitTags) if (own.some((t) => tags.includes(t))) ids.add(id);
    tagged = ids;
    context.tagged.set(tags, tagged);
  }
  return tagged;
}

/** Sight lines between figures, remembered: most figures stay put from one simulated table to the next. */
function sightFor(scenario: Scenario, rules: LosRules): (a: Vec, b: Vec) => boolean {
  const index = terrainIndexFor(scenario);
  const memo = new SegmentMemo<boolean>();
  return (a, b) => {
    const known = memo.get(a.x, a.y, b.x, b.y);
    if (known !== undefined) return known;
    const clear = lineOfSightClear(index, a, b, rules);
    memo.set(a.x, a.y, b.x, b.y, clear);
    return clear;
  };
}
