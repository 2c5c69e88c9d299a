import type { Ruleset } from '../../engine/ruleset.ts';
import type { GameEvent } from '../../engine/events.ts';
import { WwActionSchema, type WwAction } from './actions.ts';
import { type WwState, initialState } from './state.ts';
import { TROOP_TYPES } from './troops.ts';
import { RULES_TABLES } from './rules-tables.ts';
import { NOTES } from './notes.ts';
import { checkScenario } from './setup/check-scenario.ts';
import { pendingKept } from './turn/sequence.ts';
import { diceForSetup } from './setup/setup.ts';
import { offersOption, optionsOf } from './options.ts';
import { stepGame } from './step.ts';
import { viewOf } from './view.ts';
import { sighting } from './fog/sighting.ts';
import { LOS_RULES, inCoverAt } from './ground/terrain.ts';
import { imagineWw } from './fog/imagine.ts';

/** Wargame Wednesdays – Russian Civil War Rules: stands, commands, 2d6 initiative, two fire steps, simple morale. */
export const wargameWednesdays: Ruleset<WwState, WwAction> = {
  id: 'wargame-wednesdays',
  version: '1.0.0',
  title: 'Wargame Wednesdays – Russian Civil War Rules',
  author: 'Wargame Wednesdays (blog, 5 June 2013)',
  summary: 'Quick and simple rules for basic Russian Civil War engagements with 15mm stands: sides move whole commands in turn after a 2d6 initiative roll, fire in two simultaneous steps (guns, vehicles and MGs, then infantry), charge with an extra d6, and test morale on a d6 under the stands left.',
  scale: 'inches; a unit is 4 to 6 stands of infantry or cavalry, or one MG, gun, tank or armoured car',
  notes: NOTES,
  // 15mm stands, rifles reaching 12" and guns 48": about 25 m an inch (README: "Ground scale").
  groundScale: { metresPerInch: 25, source: 'project decision', note: 'no ground scale in the rules; Tachanka assumes 1 inch = 25 m' },
  troopTypes: TROOP_TYPES,
  tables: RULES_TABLES,
  actionSchema: WwActionSchema,
  sightRules: LOS_RULES,
  inCover: inCoverAt,
  checkScenario,
  setup(scenario, dice) {
    const state = initialState(scenario);
    const events: GameEvent[] = [];
    diceForSetup(state, dice, events);
    return { state, events };
  },
  pending: pendingKept,
  options: (state) => optionsOf(state).slice(),
  hasOptions: offersOption,
  step: stepGame,
  outcome: (state) => state.outcome,
  view: viewOf,
  sighting,
  imagine: (state, side, dice) => imagineWw(state, side, dice, sighting(state, side)),
};

export type { WwState } from './state.ts';
export type { WwAction } from './actions.ts';
