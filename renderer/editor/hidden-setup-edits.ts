// How the unit panel reads and sets a unit's hidden set-up, from what the scenario's rule set offers
// (`RulesetInfo.hiddenSetups`): the fields a scenario already has (hidden, a tag, the troop type, a side's option).
import type { RulesetInfo } from '../../shared/api.ts';
import type { HiddenSetup, HiddenSetupId } from '../../shared/engine/hidden-setup.ts';
import type { TroopType } from '../../shared/engine/ruleset.ts';
import type { Scenario, Unit } from '../../shared/scenario/schema.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';

/** The set-ups a unit takes one at a time (its own field, tag or troop type), as against a side's option or the ground. */
export const unitSetups = (setups: readonly HiddenSetup[]): HiddenSetup[] =>
  setups.filter((s) => s.by.kind === 'hidden' || s.by.kind === 'tag' || s.by.kind === 'troop-type');

/** Which of them the unit starts in, or null: in the open (or hidden by its side's option or the ground alone). */
export function unitStart(unit: Unit, setups: readonly HiddenSetup[]): HiddenSetup | null {
  return unitSetups(setups).find((s) => {
    switch (s.by.kind) {
      case 'hidden': return unit.hidden;
      case 'tag': return unit.tags.includes(s.by.tag);
      case 'troop-type': return s.by.troopTypes.includes(unit.troopType);
      default: return false;
    }
  }) ?? null;
}

/**
 * The unit started as `setup` (null: in the open), every other of the rule set's unit set-ups undone. A set-up by
 * troop type takes that side's own type of it where the roster has one (a White sniper for the Whites); leaving one
 * gives the unit `openType`, the first of its side's ordinary types.
 */
export function withStart(unit: Unit, setup: HiddenSetup | null, setups: readonly HiddenSetup[], roster: readonly TroopType[], army: string | undefined, openType: string): Unit {
  const own = unitSetups(setups);
  const setTags = new Set(own.flatMap((s) => (s.by.kind === 'tag' ? [s.by.tag] : [])));
  const byType = new Set(own.flatMap((s) => (s.by.kind === 'troop-type' ? s.by.troopTypes : [])));
  let next: Unit = { ...unit, hidden: false, tags: unit.tags.filter((t) => !setTags.has(t)) };
  if (byType.has(unit.troopType) && !(setup?.by.kind === 'troop-type' && setup.by.troopTypes.includes(unit.troopType))) next = { ...next, troopType: openType };
  if (!setup) return next;
  switch (setup.by.kind) {
    case 'hidden': return { ...next, hidden: true };
    case 'tag': return { ...next, tags: [...next.tags, setup.by.tag] };
    case 'troop-type': {
      if (setup.by.troopTypes.includes(unit.troopType)) return next;
      const ids = setup.by.troopTypes;
      const types = roster.filter((t) => ids.includes(t.id));
      const chosen = types.find((t) => t.army === army) ?? types[0];
      return chosen ? { ...next, troopType: chosen.id } : next;
    }
    default: return next;
  }
}

/** Whether the side plays the scenario's defence or its attack, for a set-up the rule set gives each by an option. */
const role = (scenario: Scenario, side: SideId): 'attacker' | 'defender' => (scenario.attacker === side ? 'attacker' : 'defender');

/** A side-wide set-up's option for the unit's side, and whether it is on (its default where the scenario is silent). */
export function sideOption(scenario: Scenario, side: SideId, setup: HiddenSetup): { key: string; on: boolean } | null {
  if (setup.by.kind !== 'side-option') return null;
  const r = role(scenario, side);
  const key = setup.by[r];
  const set = scenario.ruleset.options[key];
  return { key, on: typeof set === 'boolean' ? set : setup.by.defaults[r] };
}

/** The scenario with a side-wide set-up's option for `side` set. */
export function withSideOption(scenario: Scenario, side: SideId, setup: HiddenSetup, on: boolean): Scenario {
  const option = sideOption(scenario, side, setup);
  if (!option) return scenario;
  return { ...scenario, ruleset: { ...scenario.ruleset, options: { ...scenario.ruleset.options, [option.key]: on } } };
}

/** Whether a set-up waits on a rule set option that is off ("With the option snipers"). */
export const optionMissing = (scenario: Scenario, setup: HiddenSetup): string | null =>
  setup.needsOption !== undefined && scenario.ruleset.options[setup.needsOption] !== true ? setup.needsOption : null;

/**
 * The hidden set-ups the scenario's rule set lacks, each with the rule sets that have it, by their titles, as the
 * rule sets themselves declare them: what the unit panel says beside its own.
 */
export function elsewhere(rulesets: readonly Pick<RulesetInfo, 'id' | 'title' | 'hiddenSetups'>[], rulesetId: string): { id: HiddenSetupId; name: string; titles: string[] }[] {
  const own = new Set((rulesets.find((r) => r.id === rulesetId)?.hiddenSetups ?? []).map((s) => s.id));
  const out = new Map<HiddenSetupId, { id: HiddenSetupId; name: string; titles: string[] }>();
  for (const r of rulesets) {
    if (r.id === rulesetId) continue;
    for (const s of r.hiddenSetups ?? []) {
      if (own.has(s.id)) continue;
      const entry = out.get(s.id) ?? { id: s.id, name: s.name, titles: [] };
      if (!entry.titles.includes(r.title)) entry.titles.push(r.title);
      out.set(s.id, entry);
    }
  }
  return [...out.values()];
}
