import type { Scenario, Unit } from '../../../shared/scenario/schema.ts';
import type { SideId } from '../../../shared/scenario/terrain-kinds.ts';
import type { TroopClass, UnitView } from '../../../shared/engine/ruleset.ts';
import type { AnyRuleset } from '../../../shared/rulesets/registry.ts';
import { SeededDice, rngFromSeed } from '../../../shared/engine/dice.ts';

/** A unit as the printouts show it: scenario facts plus what its rule set says about it. */
export interface PrintUnit {
  id: string;
  side: SideId;
  name: string;
  troopTypeId: string;
  /** The rule set's name for the troop type, or its id when the rule set does not know it. */
  troopTypeName: string;
  troopClass: TroopClass;
  /** `weapon`: the name of the weapon the base carries instead of its type's own ("Lewis gun"). */
  bases: { x: number; y: number; facing: number; figures: number; weapon?: string }[];
  baseSize: { width: number; depth: number };
  strength: string;
  /** What a loss is counted in, and how many there are to lose: one tick box each on the roster. */
  losses: { count: number; unit: 'figures' | 'bases' };
  officers: { name: string; rank: string; characteristic?: string }[];
  stats: Record<string, string | number>;
  characteristics: string[];
  hidden: boolean;
  reinforcement?: { turn: number; entry: { x: number; y: number } };
  notes?: string;
}

const DEFAULT_BASE = { width: 1, depth: 1 };

/** The rule set's name for a weapon; an id it does not name is at least spelled as words ("lewis-gun" → "lewis gun"). */
const weaponName = (id: string, ruleset: AnyRuleset | undefined): string => ruleset?.weaponNames?.[id] ?? id.replace(/[-_.]+/g, ' ');

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Every unit of both sides, red first. Troop class, base size and numbers come from the rule set's troop type;
 * the rule set's own opening view (its set-up with a fixed seed) adds strengths and numbers where it gives them.
 */
export function printUnits(scenario: Scenario, ruleset: AnyRuleset | undefined): PrintUnit[] {
  const views = openingViews(scenario, ruleset);
  const out: PrintUnit[] = [];
  for (const side of ['red', 'white'] as const) {
    for (const unit of scenario.sides[side].units) out.push(printUnit(unit, side, ruleset, views.get(unit.id)));
  }
  return out;
}

function printUnit(unit: Unit, side: SideId, ruleset: AnyRuleset | undefined, view: UnitView | undefined): PrintUnit {
  const type = ruleset?.troopTypes.find((t) => t.id === unit.troopType);
  const figures = unit.bases.reduce((n, b) => n + b.figures, 0);
  const strength = view
    ? plural(view.strength.start, view.strength.unit === 'figures' ? 'figure' : 'base')
    : figures > unit.bases.length ? `${figures} figures on ${plural(unit.bases.length, 'base')}` : plural(unit.bases.length, 'base');
  return {
    id: unit.id,
    side,
    name: unit.name,
    troopTypeId: unit.troopType,
    troopTypeName: type?.name ?? unit.troopType,
    troopClass: view?.troopClass ?? type?.troopClass ?? guessTroopClass(unit.troopType),
    bases: unit.bases.map((b) => ({ x: b.x, y: b.y, facing: b.facing, figures: b.figures, ...(b.weapon ? { weapon: weaponName(b.weapon, ruleset) } : {}) })),
    baseSize: view?.baseSize ?? type?.base ?? DEFAULT_BASE,
    strength,
    losses: view
      ? { count: view.strength.start, unit: view.strength.unit }
      : figures > unit.bases.length ? { count: figures, unit: 'figures' } : { count: unit.bases.length, unit: 'bases' },
    officers: unit.officers.map((o) => ({ name: o.name ?? o.id, rank: o.rank, ...(o.characteristic ? { characteristic: o.characteristic } : {}) })),
    stats: { ...(type?.stats ?? {}), ...(view?.stats ?? {}) },
    characteristics: unit.characteristics,
    hidden: unit.hidden,
    ...(unit.reinforcement ? { reinforcement: { turn: unit.reinforcement.turn, entry: { x: unit.reinforcement.entry.x, y: unit.reinforcement.entry.y } } } : {}),
    ...(unit.notes ? { notes: unit.notes } : {}),
  };
}

/** How many set-ups are compared to tell a unit's fixed numbers from those the dice gave one game. */
const OPENING_SEEDS = 6;
/** A roster's word for a number the dice set anew in each game (a leader's character rolled at set-up). */
export const ROLLED_IN_PLAY = 'rolled in play';

/**
 * The rule set's view of each unit at set-up; a rule set that cannot set this scenario up gives none. Some rule
 * sets roll at set-up (Forward Comrades: leaders' characters, the first turn's leadership), so one game's rolls would
 * print as if they were the unit's: the set-up is made with several seeds, and a number that differs between them
 * is printed as rolled in play.
 */
function openingViews(scenario: Scenario, ruleset: AnyRuleset | undefined): Map<string, UnitView> {
  if (!ruleset) return new Map();
  try {
    const openings = Array.from({ length: OPENING_SEEDS }, (_, i) => ruleset.view(ruleset.setup(scenario, new SeededDice(rngFromSeed(i + 1))).state).units);
    const others = openings.slice(1).map((units) => new Map(units.map((u) => [u.id, u])));
    return new Map(openings[0]!.map((u) => {
      const stats = Object.fromEntries(Object.entries(u.stats).map(([key, value]) => [key, others.some((o) => o.get(u.id)?.stats[key] !== value) ? ROLLED_IN_PLAY : value]));
      return [u.id, { ...u, stats }];
    }));
  } catch {
    // Printing must not depend on a rule set accepting a half-finished scenario; the scenario's facts suffice.
    return new Map();
  }
}

/** A troop class from a troop type id the rule set does not know, by the words in it. */
export function guessTroopClass(troopType: string): TroopClass {
  const t = troopType.toLowerCase();
  // People first: an "artillery observer" is an observer, not a gun.
  if (/commissar/.test(t)) return 'commissar';
  if (/observer/.test(t)) return 'observer';
  if (/commander|general|hq/.test(t)) return 'commander';
  if (/officer|leader/.test(t)) return 'officer';
  if (t.includes('tachanka')) return 'tachanka';
  if (/armou?red[-_ ]?train|engine|locomotive/.test(t)) return 'train-engine';
  if (/train|wagon/.test(t)) return 'train-car';
  if (/armou?red[-_ ]?car/.test(t)) return 'armoured-car';
  if (/tank/.test(t)) return 'tank';
  if (/(^|[-_ ])mg([-_ ]|$)|machine|maxim|lewis/.test(t)) return 'mg';
  if (/gun|artillery|battery|howitzer/.test(t)) return 'field-gun';
  if (/cav|cossack|horse|lancer|hussar|dragoon/.test(t)) return 'cavalry';
  return 'infantry';
}

/** Middle of a unit's bases, where its map symbol goes. */
export function unitCentre(u: PrintUnit): { x: number; y: number } {
  const n = u.bases.length;
  return { x: u.bases.reduce((s, b) => s + b.x, 0) / n, y: u.bases.reduce((s, b) => s + b.y, 0) / n };
}
