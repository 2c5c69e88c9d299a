import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent, RollExplanation } from '../../../engine/events.ts';
import type { RulesTable } from '../../../engine/ruleset.ts';
import { ok, refuse } from '../../../core/result.ts';
import { rulesTable, wholeNumber } from '../../../engine/rules-lookup.ts';
import { centroid } from '../../../geometry/point-sets.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import { type Problem, error } from '../../../scenario/problems.ts';
import type { TrrState } from '../state.ts';
import { troopDefinition } from '../troops.ts';
import { isBlue } from '../troop-kinds.ts';
import { isProblem, withRolls } from '../fire/lookup-keys.ts';
import { SMOKE_SQUARE_CM } from '../fire/indirect/smoke.ts';
import { ruleName } from '../rule-names.ts';
import { theName } from '../../../engine/agreement.ts';

/**
 * Section 16 "Pots. These are used to mask areas of terrain, and must be set up before a game. They lay a screen 20 cm
 * long per pot,, and last 2 D10 moves." As scenario options: `smokePots.<area id>` the pots (1-10) and
 * `smokePotsSide.<area id>` the side that set them (a Blue army: "Smoke may only be used by Blue Armies"). The screen
 * lies through the area's centre parallel to the baselines, across the way the armies face each other, 4 cm deep (an
 * artillery smoke square's side; the text gives no depth); its 2d10 moves are rolled as the game is set up.
 */
export const SMOKE_POTS_RULE = '16 Smoke: pots';
export const POT_SCREEN_CM = 20;
const POTS = 'smokePots.';
const SIDE = 'smokePotsSide.';

export const isSmokePotKey = (key: string): boolean => key.startsWith(POTS) || key.startsWith(SIDE);

export function checkSmokePotOption(scenario: Scenario, key: string, value: unknown): Problem[] {
  const at = ['ruleset', 'options', key];
  const pots = key.startsWith(POTS);
  const areaId = key.slice(pots ? POTS.length : SIDE.length);
  const problems: Problem[] = [];
  if (!scenario.terrain.some((f) => f.id === areaId && f.kind === 'area')) problems.push(error(at, `smoke pots mask an area; there is no area "${areaId}" on the table`));
  if (pots) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 10) problems.push(error(at, 'smoke pots are a whole number from 1 to 10 (20 cm of screen each)'));
    if (scenario.ruleset.options[`${SIDE}${areaId}`] === undefined) problems.push(error(at, `"${key}" needs "${SIDE}${areaId}": the side that sets the pots`));
  } else if (value !== 'red' && value !== 'white') {
    problems.push(error(at, 'the side that sets smoke pots is red or white'));
  } else if (!scenario.sides[value].units.some((u) => isBlue(troopDefinition(u.troopType)?.army ?? 'reds'))) {
    problems.push(error(at, `smoke "may only be used by Blue Armies": the ${value} side fields no interventionists`));
  } else if (scenario.ruleset.options[`${POTS}${areaId}`] === undefined) {
    problems.push(error(at, `"${key}" needs "${POTS}${areaId}": how many pots`));
  }
  return problems;
}

/** "Last 2 D10 moves": the screen lies from the first move to the end of the move the dice say. */
export function potsLast(dice: Dice): { moves: number; explanation: RollExplanation } {
  const rolls = dice.roll(2, 10);
  const moves = rolls[0]! + rolls[1]!;
  return { moves, explanation: { table: 'smoke-pots', column: '2d10 moves', dice: rolls, modifiers: [], total: moves, result: `lasts ${moves} moves`, rule: ruleName(SMOKE_POTS_RULE) } };
}

/** Before move 1: each area's pots lay their screen, its length 20 cm a pot and its life 2d10 moves. */
export function laySmokePots(state: TrrState, dice: Dice, events: GameEvent[]): void {
  const o = state.scenario.ruleset.options;
  const acrossTable = state.scenario.sides.red.baseline === 'north' || state.scenario.sides.red.baseline === 'south';
  for (const [key, value] of Object.entries(o)) {
    if (!key.startsWith(POTS) || typeof value !== 'number') continue;
    const areaId = key.slice(POTS.length);
    const side = o[`${SIDE}${areaId}`] === 'red' ? 'red' : 'white';
    const area = state.scenario.terrain.find((f) => f.id === areaId);
    if (!area || area.kind !== 'area') continue;
    const centre = centroid(area.polygon);
    const last = potsLast(dice);
    const length = value * POT_SCREEN_CM;
    const label = `smoke pots' screen over ${area.label ?? areaId}`;
    // A cloud's "along" side runs along its heading: heading 0 (north) is a screen lying north-south.
    state.artillery.clouds.push({ kind: 'smoke', side, centre, heading: acrossTable ? 90 : 0, alongCm: length, acrossCm: SMOKE_SQUARE_CM, until: last.moves, calibreMm: 0, label });
    events.push({ kind: 'artillery-strike', side, at: [centre], text: `${state.scenario.sides[side].name}' ${value} smoke pot${value === 1 ? '' : 's'} lay a screen ${length} by ${SMOKE_SQUARE_CM} cm over ${area.label ? theName(area.label) : 'the area'}, until the end of move ${last.moves}`, roll: last.explanation });
  }
}

export const SMOKE_POTS_TABLE: RulesTable = rulesTable('smoke-pots', 'Smoke pots', SMOKE_POTS_RULE, { pots: '1 to 10', rolls: 'the 2d10, e.g. 4,7' },
  ['Pots', 'Screen', 'Lasts'], [['each', `${POT_SCREEN_CM} cm long, ${SMOKE_SQUARE_CM} cm deep`, '2d10 moves']],
  (q) => {
    const pots = wholeNumber(q, 'pots', 1, 10);
    if (typeof pots === 'string') return refuse(pots);
    const r = withRolls(q, (dice) => potsLast(dice));
    if (isProblem(r)) return refuse(r);
    return ok({ lengthCm: pots * POT_SCREEN_CM, moves: r.value.moves });
  });
