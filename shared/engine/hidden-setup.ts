/**
 * The ways a scenario may start a unit out of the enemy's sight, as each rule set has them (`Ruleset.hiddenSetups`):
 * the editor's unit panel offers those of the scenario's rule set and says which rule sets have the others. The same
 * id names the same idea in every rule set that has it. A scenario file says it with fields it already has: the
 * unit's `hidden`, a tag, its troop type, or a rule set option for a whole side.
 */
export type HiddenSetupId = 'ambush' | 'position-marker' | 'dummy-marker' | 'concealed' | 'dug-in' | 'camouflaged' | 'sniper';

/** How a scenario's unit is set to start so. */
export type HiddenSetupBy =
  /** The unit's `hidden: true`. */
  | { kind: 'hidden' }
  /** A tag on the unit. */
  | { kind: 'tag'; tag: string }
  /** The unit is of one of these troop types (the first of the side's army is chosen). */
  | { kind: 'troop-type'; troopTypes: readonly string[] }
  /**
   * A yes/no option of the rule set for a whole side (`scenario.ruleset.options`): `defender` for the side the
   * scenario's attacker is not, `attacker` for the attacker's. Every unit of that side not set otherwise starts so.
   */
  | { kind: 'side-option'; defender: string; attacker: string; defaults: { defender: boolean; attacker: boolean } }
  /** Nothing to set: where the unit stands does it (in or along terrain that conceals). */
  | { kind: 'terrain' };

export interface HiddenSetup {
  id: HiddenSetupId;
  /** As the editor offers it: "In ambush". */
  name: string;
  /** What it does under this rule set, and the rule it comes from. */
  rule: string;
  by: HiddenSetupBy;
  /** A rule set option that must be on for it (`snipers`), where one is. */
  needsOption?: string;
}
