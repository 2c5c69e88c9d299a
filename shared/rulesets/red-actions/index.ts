import type { Ruleset } from '../../engine/ruleset.ts';
import { type RaAction, RaActionSchema } from './actions.ts';
import type { RaState } from './state.ts';
import { setupState } from './scenario/setup.ts';
import { stepState } from './step.ts';
import { pendingOf } from './choices/pending.ts';
import { choicesFor, offersChoice } from './choices/choices.ts';
import { viewOf } from './view/view.ts';
import { sighting } from './fog/sighting.ts';
import { RA_HIDDEN_SETUPS } from './scenario/hidden-setups.ts';
import { checkScenario } from './scenario/check-scenario.ts';
import { TROOP_TYPES } from './troops/troops.ts';
import { RULES_TABLES } from './tables/tables.ts';
import { RED_ACTIONS_NOTES } from './notes.ts';
import { OFFICER_WORDS } from './officers/officer-tokens.ts';
import { coverAt } from './terrain/terrain.ts';
import { imagineRa } from './fog/imagine.ts';

/** Red Actions! – the Pygmy Wars version, as a Tachanka rule set. */
export const redActionsRuleset: Ruleset<RaState, RaAction> = {
  id: 'red-actions',
  version: '1.1.0',
  title: 'Red Actions! – the Pygmy Wars version',
  author: 'Pygmy Wars, after Red Actions!',
  summary: 'Company and battalion actions of the Russian Civil War: bases of 20-50 men, alternate unit activations, '
    + 'terror markers and 2d6 morale, officers with characters, tachankas, tanks and armoured trains.',
  scale: '1" = 25 m; a base is 20-50 men, a gun section or a vehicle; a move is 5 minutes',
  notes: RED_ACTIONS_NOTES,
  troopTypes: TROOP_TYPES,
  inCover: (index, at) => { const c = coverAt(index, at); return c.hard !== null || c.soft; },
  officerWords: OFFICER_WORDS,
  tables: RULES_TABLES,
  actionSchema: RaActionSchema,
  checkScenario,
  setup: setupState,
  pending: pendingOf,
  options: choicesFor,
  hasOptions: offersChoice,
  step: stepState,
  outcome: (state) => state.outcome,
  view: viewOf,
  sighting,
  hiddenSetups: RA_HIDDEN_SETUPS,
  imagine: (state, side, dice) => imagineRa(state, side, dice, sighting(state, side)),
};

export type { RaState } from './state.ts';
export type { RaAction } from './actions.ts';
