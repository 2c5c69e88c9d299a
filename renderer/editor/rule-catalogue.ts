import type { Area, Behaviour, PointFeature, Scenario, SpecialRule, Trigger, VictoryCondition } from '../../shared/scenario/schema.ts';
import { pointInPolygon } from '../../shared/geometry/polygon.ts';
import { otherSide, type SideId, type TableEdge } from '../../shared/scenario/terrain-kinds.ts';
import { counted } from '../../shared/engine/agreement.ts';

/**
 * The victory conditions, triggers and behaviours the engine understands (the scenario schema's unions), each
 * with a name and a sentence for the editor's forms and a sound starting value. Adding a kind to the schema
 * without an entry here fails to compile.
 */

/** What a new entry may refer to in the scenario being edited. */
export interface CatalogueContext {
  /** Areas, the likeliest objective first (see `objectiveFirst`). */
  areaIds: readonly string[];
  unitIds: Readonly<Record<SideId, readonly string[]>>;
  /** The side the entry is for (the winner of a condition, the side a rule governs). */
  side: SideId;
  /** The table edge the side's enemy stands on. */
  enemyEdge: TableEdge;
}

interface Entry<T> {
  label: string;
  help: string;
  make: (ctx: CatalogueContext) => T;
}

type Catalogue<U extends { type: string }> = { readonly [K in U['type']]: Entry<Extract<U, { type: K }>> };

// References need a value to be valid JSON for the schema; a placeholder that names nothing is reported by the
// validation panel until the author picks a real area or unit.
const firstArea = (ctx: CatalogueContext) => ctx.areaIds[0] ?? 'choose-an-area';
const someUnits = (ids: readonly string[]) => (ids.length > 0 ? [ids[0]!] : ['choose-a-unit']);

export const VICTORY_CATALOGUE: Catalogue<VictoryCondition> = {
  'clear-area': {
    label: 'Clear an area',
    help: 'Wins when no enemy unit (or none with the given tags) is left in the area.',
    make: (ctx) => ({ type: 'clear-area', winner: ctx.side, areaId: firstArea(ctx) }),
  },
  'hold-area': {
    label: 'Hold an area',
    help: 'Wins when it alone has units in the area at the end.',
    make: (ctx) => ({ type: 'hold-area', winner: ctx.side, areaId: firstArea(ctx) }),
  },
  'turn-limit': {
    label: 'Last out the turns',
    help: 'Wins if the game reaches its last turn without another result.',
    make: (ctx) => ({ type: 'turn-limit', winner: ctx.side }),
  },
  'destroy-units': {
    label: 'Destroy units',
    help: 'Wins when every listed enemy unit is destroyed or routed off the table.',
    make: (ctx) => ({ type: 'destroy-units', winner: ctx.side, unitIds: someUnits(ctx.unitIds[otherSide(ctx.side)]) }),
  },
  'exit-units': {
    label: 'Get units off an edge',
    help: 'Wins when the listed own units leave the table by the given edge.',
    make: (ctx) => ({ type: 'exit-units', winner: ctx.side, unitIds: someUnits(ctx.unitIds[ctx.side]), edge: ctx.enemyEdge }),
  },
  'break-army': {
    label: 'Break the enemy army',
    help: 'Wins when the given share of the enemy army is lost.',
    make: (ctx) => ({ type: 'break-army', winner: ctx.side, fraction: 0.5 }),
  },
};

export const TRIGGER_CATALOGUE: Catalogue<Trigger> = {
  'enemy-enters-area': { label: 'An enemy enters an area', help: 'From the moment any enemy figure is inside the area.', make: (ctx) => ({ type: 'enemy-enters-area', areaId: firstArea(ctx) }) },
  'turn-reached': { label: 'A turn is reached', help: 'From the start of the given turn.', make: () => ({ type: 'turn-reached', turn: 3 }) },
  'unit-destroyed': { label: 'A unit is destroyed', help: 'Once the given unit is destroyed.', make: (ctx) => ({ type: 'unit-destroyed', unitId: someUnits([...ctx.unitIds[ctx.side], ...ctx.unitIds[otherSide(ctx.side)]])[0]! }) },
  always: { label: 'Always', help: 'For the whole game.', make: () => ({ type: 'always' }) },
};

export const BEHAVIOUR_CATALOGUE: Catalogue<Behaviour> = {
  withdraw: { label: 'Withdraw to the baseline', help: 'The units fall back toward their own baseline.', make: () => ({ type: 'withdraw', toward: 'baseline', initiateCombat: false }) },
  hold: { label: 'Hold position', help: 'The units stay where they are.', make: () => ({ type: 'hold' }) },
  'never-initiate-combat': { label: 'Never strike first', help: 'The units fight back but never start combat: they charge no one, and under Reds versus Reds they fire only at units that shot at or charged them this turn or last.', make: () => ({ type: 'never-initiate-combat' }) },
  advance: { label: 'Advance on an area', help: 'The units move toward the area.', make: (ctx) => ({ type: 'advance', areaId: firstArea(ctx) }) },
  reveal: { label: 'Reveal', help: 'Hidden units are shown.', make: () => ({ type: 'reveal' }) },
  'artillery-strikes': { label: 'Call artillery strikes', help: 'Off-table guns fire the given number of strikes.', make: () => ({ type: 'artillery-strikes', strikes: 2 }) },
  reinforce: { label: 'Bring on reinforcements', help: 'The listed units arrive.', make: (ctx) => ({ type: 'reinforce', unitIds: someUnits(ctx.unitIds[ctx.side]) }) },
};

export const VICTORY_TYPES = Object.keys(VICTORY_CATALOGUE) as VictoryCondition['type'][];
export const TRIGGER_TYPES = Object.keys(TRIGGER_CATALOGUE) as Trigger['type'][];
export const BEHAVIOUR_TYPES = Object.keys(BEHAVIOUR_CATALOGUE) as Behaviour['type'][];

const TABLE_EDGE_OPPOSITE: Readonly<Record<TableEdge, TableEdge>> = { south: 'north', north: 'south', west: 'east', east: 'west' };

/** What the scenario offers a new entry for `side`: its areas and units, and the enemy's edge. */
export function catalogueContext(s: Scenario, side: SideId): CatalogueContext {
  return {
    areaIds: objectiveFirst(s),
    unitIds: { red: s.sides.red.units.map((u) => u.id), white: s.sides.white.units.map((u) => u.id) },
    side,
    enemyEdge: TABLE_EDGE_OPPOSITE[s.sides[side].baseline],
  };
}

/**
 * The scenario's areas in the order a new condition or rule should offer them: those holding an objective marker,
 * then those the scenario already fights over (named by a condition or a rule), then built-up areas (villages and
 * towns, the usual prize), then the rest in file order. A new condition so starts on the objective, never on
 * whichever wood happened to be drawn first.
 */
export function objectiveFirst(s: Scenario): string[] {
  const objectives = s.terrain.filter((f): f is PointFeature => f.kind === 'point' && f.type === 'objective');
  const named = new Set<string>();
  for (const v of s.victory) if (v.type === 'clear-area' || v.type === 'hold-area') named.add(v.areaId);
  for (const r of s.specialRules) {
    if (r.trigger.type === 'enemy-enters-area') named.add(r.trigger.areaId);
    if (r.behaviour.type === 'advance') named.add(r.behaviour.areaId);
  }
  const rank = (f: Area): number => {
    if (objectives.some((o) => pointInPolygon(o, f.polygon))) return 0;
    if (named.has(f.id)) return 1;
    return f.type === 'built-up' ? 2 : 3;
  };
  const areas = s.terrain.filter((f): f is Area => f.kind === 'area').map((f, i) => ({ id: f.id, rank: rank(f), i }));
  return areas.sort((a, b) => a.rank - b.rank || a.i - b.i).map((a) => a.id);
}

export function newSpecialRule(id: string, ctx: CatalogueContext): SpecialRule {
  return {
    id, title: 'New rule', units: { side: ctx.side }, trigger: TRIGGER_CATALOGUE.always.make(ctx), behaviour: BEHAVIOUR_CATALOGUE.hold.make(ctx), description: '',
  };
}

// The type-safe lookups: a union value picks its own entry.
export const victoryEntry = (type: VictoryCondition['type']): Entry<VictoryCondition> => VICTORY_CATALOGUE[type] as Entry<VictoryCondition>;
export const triggerEntry = (type: Trigger['type']): Entry<Trigger> => TRIGGER_CATALOGUE[type] as Entry<Trigger>;
export const behaviourEntry = (type: Behaviour['type']): Entry<Behaviour> => BEHAVIOUR_CATALOGUE[type] as Entry<Behaviour>;

/** One line in plain words for a victory condition, for lists. */
export function describeVictory(v: VictoryCondition, s: Scenario): string {
  const who = s.sides[v.winner].name || v.winner;
  switch (v.type) {
    case 'clear-area': return `${who} wins by clearing ${areaName(s, v.areaId)}${v.tags?.length ? ` of ${v.tags.join(', ')}` : ''}`;
    case 'hold-area': return `${who} wins by holding ${areaName(s, v.areaId)}`;
    case 'turn-limit': return `${who} wins if turn ${s.turnLimit} ends with no other result`;
    case 'destroy-units': return `${who} wins by destroying ${counted(v.unitIds.length, 'unit')}`;
    case 'exit-units': return `${who} wins by taking ${counted(v.unitIds.length, 'unit')} off the ${v.edge} edge`;
    case 'break-army': return `${who} wins when ${Math.round(v.fraction * 100)}% of the enemy is lost`;
  }
}

function areaName(s: Scenario, id: string): string {
  const f = s.terrain.find((t) => t.id === id);
  return f?.label ?? id;
}
