import type { Scenario } from '../../../scenario/schema.ts';
import type { Problem } from '../../../scenario/problems.ts';
import { type OptionSpec, rulesetOptionProblems } from '../../../scenario/ruleset-options.ts';

/**
 * Scenario options (`scenario.ruleset.options`) for the choices the text leaves to the players:
 * the three initiative systems, the optional and alternative rout rules, and the other optional rules.
 */
export const INITIATIVE_SYSTEMS = ['standard', 'cards', 'roll-off'] as const;
export type InitiativeSystem = (typeof INITIATIVE_SYSTEMS)[number];

export const ROUT_RULES = ['pygmy', 'original'] as const;
export type RoutRule = (typeof ROUT_RULES)[number];

export interface RaOptions {
  /** "Initiative": Standard, Option 1 (cards) or Option 2 (roll-off each segment). */
  initiative: InitiativeSystem;
  /** Option 2: the turn ends when both players roll a 1, if the players agree. */
  doubleOnesEndTurn: boolean;
  /** "Rallying": this version's rally rules, or the standard RA! ones ("Alternatively"). */
  routRule: RoutRule;
  /** "Optional": each turn spent in rout stops the unit advancing toward the enemy for two turns. */
  routNoAdvance: boolean;
  /** "Optional": a unit that has already retired this turn takes a terror marker instead of retiring again. */
  retireAgainTerror: boolean;
  /** "Optional rule": a unit led by a Commissar officer that fails to charge gains a terror marker. */
  commissarExamples: boolean;
  /** The defender's non-ambushing troops start as position markers. */
  positionMarkers: boolean;
  /** The attacker's troops start as position markers too ("if only to speed play"). */
  attackerMarkers: boolean;
  /** At night: a dark night (3") or strong moonlight (6"). */
  night: 'dark' | 'moonlit';
  /** In fog: light fog (6") or thick fog (3"). */
  fog: 'light' | 'thick';
}

export const DEFAULT_OPTIONS: RaOptions = {
  initiative: 'standard', doubleOnesEndTurn: false, routRule: 'pygmy', routNoAdvance: false, retireAgainTerror: false,
  commissarExamples: false, positionMarkers: true, attackerMarkers: false, night: 'dark', fog: 'light',
};

export const OPTION_SPECS: Readonly<Record<keyof RaOptions, OptionSpec>> = {
  initiative: { kind: 'enum', values: INITIATIVE_SYSTEMS },
  doubleOnesEndTurn: { kind: 'boolean' },
  routRule: { kind: 'enum', values: ROUT_RULES },
  routNoAdvance: { kind: 'boolean' },
  retireAgainTerror: { kind: 'boolean' },
  commissarExamples: { kind: 'boolean' },
  positionMarkers: { kind: 'boolean' },
  attackerMarkers: { kind: 'boolean' },
  night: { kind: 'enum', values: ['dark', 'moonlit'] },
  fog: { kind: 'enum', values: ['light', 'thick'] },
};

const isKey = (k: string): k is keyof RaOptions => Object.hasOwn(OPTION_SPECS, k);

export function optionProblems(scenario: Scenario): Problem[] {
  return rulesetOptionProblems(scenario, { title: 'Red Actions!', specs: OPTION_SPECS });
}

/** Options with defaults filled in; call only on a scenario that passed `optionProblems`. */
export function readOptions(scenario: Scenario): RaOptions {
  const out: RaOptions = { ...DEFAULT_OPTIONS };
  const record = out as unknown as Record<string, string | boolean>;
  for (const [key, value] of Object.entries(scenario.ruleset.options)) {
    if (isKey(key) && typeof value !== 'number') record[key] = value;
  }
  return out;
}
