import type { Ruleset } from '../../engine/ruleset.ts';
import { RvrActionSchema, type RvrAction } from './actions.ts';
import { type RvrState, initialState } from './state.ts';
import { BASE_WEAPON_NAMES, TROOP_TYPES } from './troops/troops.ts';
import { RULES_TABLES } from './tables/rules-tables.ts';
import { NOTES } from './notes.ts';
import { checkScenario } from './check-scenario.ts';
import { advance, checkTriggers, pendingOf } from './sequence/sequence.ts';
import { offersOption, optionsOf } from './options.ts';
import { stepGame } from './step.ts';
import { viewOf } from './view.ts';
import { sighting } from './fog/sighting.ts';
import { LOS_RULES, targetCover } from './terrain/terrain.ts';
import { imagineRvr } from './fog/imagine.ts';

/** Reds versus Reds by Chris Peers: single figures, d6, alternate unit moves, categories of fire. */
export const redsVersusReds: Ruleset<RvrState, RvrAction> = {
  id: 'reds-versus-reds',
  version: '1.0.0',
  title: 'Reds versus Reds',
  author: 'Chris Peers',
  summary: 'Skirmish rules for the Russian Civil War played figure by figure with six-sided dice: units dice for their moves and alternate, fire goes by weapon category, close combat is a D6 each, and morale markers pile up until a unit routs.',
  scale: 'inches; one figure is one man (an HMG or field gun with its crew is one figure)',
  notes: NOTES,
  // Single figures, rifles reaching 12", heavy machine guns 40", field guns 80": about 10 m an inch (README: "Ground scale").
  groundScale: { metresPerInch: 10, source: 'project decision', note: 'no ground scale in the rules; Tachanka assumes 1 inch = 10 m' },
  troopTypes: TROOP_TYPES,
  weaponNames: BASE_WEAPON_NAMES,
  tables: RULES_TABLES,
  actionSchema: RvrActionSchema,
  sightRules: LOS_RULES,
  inCover: (index, at) => { const c = targetCover(index, at, at); return c.inCover || c.softOrBuiltUp || c.trenchOrHard; },
  checkScenario,
  setup(scenario, dice) {
    const state = initialState(scenario);
    const events: import('../../engine/events.ts').GameEvent[] = [{ kind: 'turn', text: `Turn 1 of ${state.turnLimit}` }];
    checkTriggers(state, events);
    advance(state, dice, events);
    return { state, events };
  },
  pending: pendingOf,
  options: optionsOf,
  hasOptions: offersOption,
  step: stepGame,
  outcome: (state) => state.outcome,
  view: viewOf,
  sighting,
  imagine: (state, side, dice) => imagineRvr(state, side, dice, sighting(state, side)),
};

export type { RvrState } from './state.ts';
export type { RvrAction } from './actions.ts';
