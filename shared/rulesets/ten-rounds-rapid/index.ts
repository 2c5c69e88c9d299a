import type { Ruleset } from '../../engine/ruleset.ts';
import type { GameEvent } from '../../engine/events.ts';
import { TrrActionSchema, type TrrAction } from './actions.ts';
import { type TrrState, initialState } from './state.ts';
import { TROOP_TYPES } from './troops.ts';
import { SPECIALIST_LABELS } from './troop-kinds.ts';
import { CORE_TABLES } from './rules-tables.ts';
import { FIRE_LOOKUPS } from './fire/lookups.ts';
import { OPTION_TABLES } from './options/option-tables.ts';
import { NOTES } from './notes.ts';
import { checkScenario } from './check-scenario.ts';
import { pendingKept, startMove } from './sequence.ts';
import { offersOption, optionsOf } from './options.ts';
import { stepGame } from './step.ts';
import { viewOf } from './view.ts';
import { sighting } from './fog/sighting.ts';
import { TRR_HIDDEN_SETUPS } from './hidden-setups.ts';
import { SIGHT_RULES, coverAt } from './movement/terrain.ts';
import { nameRules } from './rule-names.ts';
import { boardAtSetUp } from './transport/set-up.ts';
import { settlePassengers } from './transport/carrying.ts';
import { AI_TUNING } from './ai-tuning.ts';
import { trrForesight } from './ai-foresight.ts';
import { imagineTrr } from './fog/imagine.ts';

/** Ten Rounds Rapid – The White General: centimetres and d10s, motivation before every activation. */
export const tenRoundsRapid: Ruleset<TrrState, TrrAction> = {
  id: 'ten-rounds-rapid',
  version: '0.1.0',
  title: 'Ten Rounds Rapid – The White General',
  author: 'Ian Shaw (Wrexham & District Wargames Club), adapted by Rick Scherstein (Den Ståndaktige Tennsoldaten)',
  summary: 'Fast-play company-level rules for 15 mm Russian Civil War battles in centimetres and d10s: a d10 initiative each move, then the sides activate a company at a time, each first passing a motivation test whose score decides whether it advances, acts freely, hesitates, retires or routs.',
  scale: '1 cm = 20 m; a move is half an hour; a figure stands for a section, a rifle company is 6-10 figures, a vehicle model a platoon',
  notes: NOTES,
  groundScale: { metresPerInch: 50.8, source: 'rule set', note: '"Ground Scale is 1 cm = 20 m, approximately"' },
  troopTypes: TROOP_TYPES,
  // A scenario marks a company's specialist figures as its bases' weapons ("lmg", "cheka"); print names them.
  weaponNames: SPECIALIST_LABELS,
  tables: [...CORE_TABLES, ...FIRE_LOOKUPS, ...OPTION_TABLES],
  actionSchema: TrrActionSchema,
  distanceUnit: 'cm',
  sightRules: SIGHT_RULES,
  inCover: (index, at) => coverAt(index, at).cover !== 'none',
  checkScenario,
  setup(scenario, dice) {
    const state = initialState(scenario);
    boardAtSetUp(state);
    const events: GameEvent[] = [];
    startMove(state, dice, events);
    settlePassengers(state, dice, events);
    nameRules(events);
    return { state, events };
  },
  pending: pendingKept,
  options: (state) => optionsOf(state).slice(),
  hasOptions: offersOption,
  step: stepGame,
  outcome: (state) => state.outcome,
  view: viewOf,
  sighting,
  hiddenSetups: TRR_HIDDEN_SETUPS,
  imagine: (state, side, dice) => imagineTrr(state, side, dice, sighting(state, side)),
  aiTuning: AI_TUNING,
  foresight: trrForesight,
};

export type { TrrState } from './state.ts';
export type { TrrAction } from './actions.ts';
