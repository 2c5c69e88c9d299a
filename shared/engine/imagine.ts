import type { Vec } from '../geometry/vec.ts';
import { pointInPolygon, boundsOf } from '../geometry/polygon.ts';
import type { Scenario } from '../scenario/schema.ts';
import { otherSide, type SideId } from '../scenario/terrain-kinds.ts';
import type { Dice } from './dice.ts';
import type { SideSighting } from './ruleset.ts';

/**
 * Fog of war for the AI: the common half of every rule set's `imagine`. A side knows its enemy's order of battle (the
 * scenario's units, by id) and what it sees (`SideSighting`); every enemy unit it does not see is placed afresh from
 * the side's own dice and those facts alone, so two true states the side cannot tell apart give the same imagined one.
 *
 * - The unknown units are taken by id and shuffled with the dice: their true order on the table plays no part.
 * - Position markers are filled first (a rule set's dummies always go under one, for a dummy is nothing but a marker),
 *   the rest of the shuffled units under the markers left, in the markers' key order; markers left over stay empty.
 * - A unit under no marker stands somewhere in its side's deployment zone when the scenario has one, else a few
 *   inches from where one of its side's openly deployed units started (the side saw those at the start), else from
 *   where any of them started; it faces the way its own unit faced in the scenario.
 * - Its bases keep the scenario's layout (offsets from its first base, turned to the new facing), whatever shape the
 *   true unit has now. Its strength, status and the rest stay as they are: only where it stands is imagined.
 *
 * The engine does not keep in the state where a unit was last seen, so a unit last seen is imagined like any other.
 */

export interface ImaginedPlace {
  at: Vec;
  facing: number;
  /** Under a position marker (the rule set hides it as one). */
  marker: boolean;
}

/** A base of a unit placed by imagination: where it stands and its facing. */
export interface ImaginedBase { x: number; y: number; facing: number }

export interface ImagineRules<U> {
  /** A unit of the enemy on the table that fog may hide (not gone, not off the table, not carried by another). */
  hideable(unit: U): boolean;
  /** Nothing but a marker (a dummy): always imagined under one. */
  dummy?(unit: U): boolean;
  /** The unit standing at `bases` (as many as the scenario gave it, first at the place), hidden as `place` says. */
  placed(unit: U, place: ImaginedPlace, bases: readonly ImaginedBase[]): U;
}

/** What a side sees when a rule set has no sighting yet: every enemy unit, no marker. */
export const everythingSeen = (units: readonly { id: string; side: SideId }[], side: SideId): SideSighting => ({
  seen: units.filter((u) => u.side !== side).map((u) => u.id),
  markers: [],
});

/** How far from an openly deployed unit's start an imagined unit may stand, each way, in inches. */
const SPREAD = 3;

/**
 * The units with every enemy unit `side` does not see placed by imagination, in the same order as `units`; `units`
 * itself (the same array) when there is nothing to imagine, so a caller can tell nothing changed.
 */
export function imagineUnits<U extends { id: string; side: SideId }>(
  units: readonly U[], scenario: Scenario, side: SideId, sighting: SideSighting, dice: Dice, rules: ImagineRules<U>,
): readonly U[] {
  const seen = new Set(sighting.seen);
  const unknown = units.filter((u) => u.side !== side && !seen.has(u.id) && rules.hideable(u)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (unknown.length === 0) return units;
  const shuffled = shuffle(unknown, dice);
  const dummies = shuffled.filter((u) => rules.dummy?.(u));
  const order = [...dummies, ...shuffled.filter((u) => !rules.dummy?.(u))];
  const markers = [...sighting.markers].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const placed = new Map<string, U>();
  order.forEach((u, i) => {
    const marker = markers[i];
    const facing = marker?.facing ?? scenarioUnit(scenario, u)?.bases[0]?.facing ?? 0;
    const place: ImaginedPlace = marker ? { at: marker.at, facing, marker: true } : { at: elsewhere(scenario, otherSide(side), dice), facing, marker: false };
    placed.set(u.id, rules.placed(u, place, basesAt(scenario, u, place)));
  });
  return units.map((u) => placed.get(u.id) ?? u);
}

/** The state with its `units` imagined (`imagineUnits`); the state itself when there is nothing to imagine. */
export function imagineState<S extends { scenario: Scenario; units: { id: string; side: SideId }[] }>(
  state: S, side: SideId, sighting: SideSighting, dice: Dice, rules: ImagineRules<S['units'][number]>,
): S {
  const units = imagineUnits(state.units, state.scenario, side, sighting, dice, rules);
  return units === state.units ? state : { ...state, units: [...units] };
}

function scenarioUnit(scenario: Scenario, unit: { id: string; side: SideId }) {
  return scenario.sides[unit.side].units.find((s) => s.id === unit.id);
}

/** The scenario's layout of the unit's bases, its first base at the place, turned from the scenario's facing to the place's. */
function basesAt(scenario: Scenario, unit: { id: string; side: SideId }, place: ImaginedPlace): ImaginedBase[] {
  const bases = scenarioUnit(scenario, unit)?.bases ?? [];
  if (bases.length === 0) return [{ x: place.at.x, y: place.at.y, facing: place.facing }];
  const first = bases[0]!;
  const turn = ((place.facing - first.facing) * Math.PI) / 180;
  const cos = Math.cos(turn), sin = Math.sin(turn);
  return bases.map((b) => {
    const dx = b.x - first.x, dy = b.y - first.y;
    // Facings turn clockwise from +y: a turn by `turn` takes (dx, dy) to (dx cos + dy sin, -dx sin + dy cos).
    return { x: place.at.x + dx * cos + dy * sin, y: place.at.y - dx * sin + dy * cos, facing: (b.facing + place.facing - first.facing + 360) % 360 };
  });
}

/** A place where the enemy could stand unseen: in its deployment zone, or near where its openly deployed troops started. */
function elsewhere(scenario: Scenario, enemy: SideId, dice: Dice): Vec {
  const zones = scenario.deployment.filter((z) => z.side === enemy && z.polygon.length >= 3);
  if (zones.length > 0) {
    const polygon = zones[dice.d(zones.length) - 1]!.polygon;
    const box = boundsOf(polygon);
    for (let tries = 0; tries < 20; tries++) {
      const p = { x: box.minX + ((dice.d(1000) - 0.5) / 1000) * (box.maxX - box.minX), y: box.minY + ((dice.d(1000) - 0.5) / 1000) * (box.maxY - box.minY) };
      if (pointInPolygon(p, polygon)) return p;
    }
    return polygon[0]!;
  }
  const units = scenario.sides[enemy].units.filter((u) => !u.reinforcement);
  const open = units.filter((u) => !u.hidden);
  const from = open.length > 0 ? open : units;
  if (from.length === 0) return { x: scenario.table.width / 2, y: scenario.table.height / 2 };
  const start = from[dice.d(from.length) - 1]!.bases[0]!;
  const clamp = (v: number, max: number) => Math.min(max - 1, Math.max(1, v));
  return {
    x: clamp(start.x + dice.d(2 * SPREAD + 1) - SPREAD - 1, scenario.table.width),
    y: clamp(start.y + dice.d(2 * SPREAD + 1) - SPREAD - 1, scenario.table.height),
  };
}

function shuffle<T>(items: readonly T[], dice: Dice): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.d(i + 1) - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
