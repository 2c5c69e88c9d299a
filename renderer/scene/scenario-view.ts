import type { TableView, TroopClass, TroopType, UnitView } from '../../shared/engine/ruleset.ts';
import type { Scenario, Unit } from '../../shared/scenario/schema.ts';
import { SIDE_IDS, type SideId } from '../../shared/scenario/terrain-kinds.ts';
import { keeper, sameItems } from './keep-same.ts';
import { aboardTag } from './passenger-layout.ts';

/** Base footprints by troop class, inches, for troop types the scene was not told about. */
export const DEFAULT_BASE_SIZE: Readonly<Record<TroopClass, { width: number; depth: number }>> = {
  infantry: { width: 1.6, depth: 0.8 },
  cavalry: { width: 1.6, depth: 1.6 },
  mg: { width: 1.2, depth: 1.2 },
  tachanka: { width: 1.4, depth: 3 },
  'field-gun': { width: 1.6, depth: 2 },
  tank: { width: 1.6, depth: 3 },
  'armoured-car': { width: 1.1, depth: 2.2 },
  'train-engine': { width: 2, depth: 6 },
  'train-artillery': { width: 2, depth: 6 },
  'train-mg': { width: 2, depth: 6 },
  'train-car': { width: 2, depth: 6 },
  commander: { width: 1.2, depth: 1.2 },
  commissar: { width: 1.2, depth: 1.2 },
  observer: { width: 1, depth: 1 },
  officer: { width: 1, depth: 1 },
};

/** Words in a troop type's id that tell its class, tried in order (the more specific first). */
const CLASS_WORDS: readonly [RegExp, TroopClass][] = [
  [/train.*(art|gun)|(art|gun).*train/, 'train-artillery'],
  [/train.*(mg|machine)|(mg|machine).*train/, 'train-mg'],
  [/engine|locomotive/, 'train-engine'],
  [/train|wagon|carriage/, 'train-car'],
  [/tachanka/, 'tachanka'],
  [/armou?red-?car|austin/, 'armoured-car'],
  [/tank/, 'tank'],
  [/commissar/, 'commissar'],
  [/commander|general|c-in-c/, 'commander'],
  [/observer/, 'observer'],
  [/officer/, 'officer'],
  [/(^|-)mg(-|$)|machine|maxim|lewis/, 'mg'],
  [/gun|artillery|battery|howitzer/, 'field-gun'],
  [/cav|cossack|horse|dragoon|uhlan|hussar/, 'cavalry'],
];

/** The troop class of a type the scene has no roster entry for, guessed from its id. */
export function guessTroopClass(troopType: string): TroopClass {
  const id = troopType.toLowerCase();
  return CLASS_WORDS.find(([re]) => re.test(id))?.[1] ?? 'infantry';
}

/**
 * A scenario's forces as a table view, for the editor and for a game not yet started: every unit where
 * its author put it, reinforcements as reserves, ambushers hidden. `troopTypes` (the rule set's roster)
 * supplies classes and base sizes; types missing from it are guessed from their ids.
 */
export function scenarioTableView(scenario: Scenario, troopTypes: readonly TroopType[] = []): TableView {
  const types = new Map(troopTypes.map((t) => [t.id, t]));
  const units = SIDE_IDS.flatMap((side) => scenario.sides[side].units.map((u) => unitView(u, side, types)));
  return viewOf(scenario, units, []);
}

/** The roster when none is given: one list, so that calls without one keep their views. */
const NO_TYPES: readonly TroopType[] = [];

/** A scenario has no zones to show as a game's view would (the editor draws them itself): one list for every edit. */
const NO_ZONES: TableView['zones'] = [];

/**
 * `scenarioTableView` for a scenario being edited: a unit the edit left alone (the same object) keeps its view
 * object, and the list stays the same while all of them do, so the table redraws troops only when they changed.
 */
export class ScenarioViewKeeper {
  #troopTypes: readonly TroopType[] | null = null;
  #types = new Map<string, TroopType>();
  #views = new WeakMap<Unit, { side: SideId; view: UnitView }>();
  readonly #units = keeper<UnitView[]>(sameItems);

  of(scenario: Scenario, troopTypes: readonly TroopType[] = NO_TYPES): TableView {
    if (troopTypes !== this.#troopTypes) {
      this.#troopTypes = troopTypes;
      this.#types = new Map(troopTypes.map((t) => [t.id, t]));
      this.#views = new WeakMap();
    }
    const units = SIDE_IDS.flatMap((side) => scenario.sides[side].units.map((u) => {
      const kept = this.#views.get(u);
      if (kept?.side === side) return kept.view;
      const view = unitView(u, side, this.#types);
      this.#views.set(u, { side, view });
      return view;
    }));
    return viewOf(scenario, this.#units(units), NO_ZONES);
  }
}

function viewOf(scenario: Scenario, units: UnitView[], zones: TableView['zones']): TableView {
  return { turn: 0, turnLimit: scenario.turnLimit, phase: 'deployment', units, zones };
}

function unitView(u: Unit, side: SideId, types: ReadonlyMap<string, TroopType>): UnitView {
  const type = types.get(u.troopType);
  const troopClass = type?.troopClass ?? guessTroopClass(u.troopType);
  const figures = u.bases.reduce((n, b) => n + b.figures, 0);
  const aboard = aboardTag(u);
  return {
    id: u.id, side, name: u.name, troopType: u.troopType, troopClass,
    bases: u.bases.map((b) => ({ x: b.x, y: b.y, facing: b.facing, figures: b.figures, ...(b.weapon ? { weapon: b.weapon } : {}) })),
    baseSize: type?.base ?? fitToSpacing(DEFAULT_BASE_SIZE[troopClass], u.bases),
    officers: u.officers.map((o) => ({ id: o.id, name: o.name ?? o.rank, rank: o.rank, ...(o.characteristic ? { characteristic: o.characteristic } : {}) })),
    markers: [],
    status: u.reinforcement ? 'reserve' : u.hidden ? 'hidden' : 'active',
    strength: { now: figures, start: figures, unit: 'figures' },
    stats: {},
    // a gun set up aboard a transport is towed by it (Ten Rounds Rapid's batteries), not carried
    ...(aboard ? { aboard, ...(troopClass === 'field-gun' ? { towed: true } : {}) } : {}),
  };
}

/**
 * A guessed base size narrowed to the gaps the author left between the unit's bases, so bases of single
 * figures placed an inch apart do not run together.
 */
export function fitToSpacing(size: { width: number; depth: number }, bases: readonly { x: number; y: number }[]): { width: number; depth: number } {
  let gap = Infinity;
  for (let i = 0; i < bases.length; i++) {
    for (let j = i + 1; j < bases.length; j++) gap = Math.min(gap, Math.hypot(bases[i]!.x - bases[j]!.x, bases[i]!.y - bases[j]!.y));
  }
  if (!(gap < size.width)) return size;
  const width = Math.max(0.4, gap * 0.85);
  return { width, depth: Math.min(size.depth, Math.max(width, 0.6)) };
}
