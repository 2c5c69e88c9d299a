import type { Ruleset } from '../../engine/ruleset.ts';
import { FcActionSchema, type FcAction } from './actions.ts';
import type { FcState } from './state.ts';
import { ATTACHMENT_NAMES, TROOP_TYPES } from './troops.ts';
import { RULES_TABLES } from './tables/rules-tables.ts';
import { NOTES } from './notes.ts';
import { checkScenario } from './check-scenario.ts';
import { pendingKept } from './sequence.ts';
import { setupGame } from './setup.ts';
import { offersOption, optionsOf } from './options.ts';
import { stepGame } from './step.ts';
import { viewOf } from './view.ts';
import { sighting } from './fog/sighting.ts';
import { LOS_RULES, coverAt } from './movement/terrain.ts';
import { foresight } from './ai/foresight.ts';
import { imagineFc } from './fog/imagine.ts';

/** Forward Comrades (Jay Stribling, 2007): leadership by distance, phased fire and movement, heroic leaders, army morale. Rebuilt from a damaged text. */
export const forwardComrades: Ruleset<FcState, FcAction> = {
  id: 'forward-comrades',
  version: '0.1.0',
  title: 'Forward Comrades',
  author: 'Jay Stribling (Jackson Gamers, 2007)',
  summary: 'Russian Civil War rules where a leader\'s distance decides which units act: each turn every unit rolls a D10 for leadership, officers ride to lead heroically, guns fire preparatory fire or bombard, units fire or move in phases, assault, and armies break by losses. Reconstructed by Tachanka from a damaged text: see the notes for what is ours.',
  scale: 'inches; infantry battalions of 4 stands of 4 figures, cavalry of 4 stands of 3, gun sections of one gun and its crew',
  notes: NOTES,
  groundScale: { metresPerInch: 25, source: 'project decision', note: 'no ground scale in the rules; Tachanka assumes 1 inch = 25 m' },
  troopTypes: TROOP_TYPES,
  // A scenario marks a base's attachment as its weapon ("hmg"); print names it.
  weaponNames: ATTACHMENT_NAMES,
  tables: RULES_TABLES,
  actionSchema: FcActionSchema,
  sightRules: LOS_RULES,
  inCover: coverAt,
  checkScenario,
  setup: setupGame,
  pending: pendingKept,
  options: (state) => optionsOf(state).slice(),
  hasOptions: offersOption,
  step: stepGame,
  outcome: (state) => state.outcome,
  view: viewOf,
  sighting,
  imagine: (state, side, dice) => imagineFc(state, side, dice, sighting(state, side)),
  foresight,
  // Each side acts unit by unit through every phase (README: "How the AI weighs Forward Comrades"): the normal AI plays
  // out three moves a decision, not six, and the hard AI tries no replies.
  aiTuning: { normal: { maxSimulated: 3 }, hard: { replies: 0 } },
};

export type { FcState } from './state.ts';
export type { FcAction } from './actions.ts';
