import type { RulesTable } from '../../../engine/ruleset.ts';
import { ok, refuse } from '../../../core/result.ts';
import { oneOf, rulesTable, wholeNumber } from '../../../engine/rules-lookup.ts';
import { closeCombatResult, markersEffect, moraleTestResult, rallyNeeds, rallyResult } from './procedures.ts';
import {
  ARMOURED_TRAIN_TACTICAL_RATING, CHARACTERISTICS, CLOSE_COMBAT, COMMISSAR_RALLY_ON, HIT_ON, MORALE_THRESHOLDS,
  RATINGS, RATING_CLASSES, SHRAPNEL, STRAY_ROUNDS, TO_HIT_MODIFIERS, WEAPONS, deviationDirection, moraleTestsDue, moveDiceLabel,
  opportunityTarget, type RatingClass, type ToHitModifierId, type Weapon,
} from './tables.ts';



const ratings = rulesTable('ratings', 'Tactical and Morale Ratings', 'Tactical and morale ratings', { class: RATING_CLASSES.join(' | ') },
  ['Troops', 'Tactical Rating', 'Morale Rating'], RATING_CLASSES.map((c) => [RATINGS[c].label, RATINGS[c].tactical, RATINGS[c].morale]),
  (q) => { const c = oneOf<RatingClass>(q, 'class', RATING_CLASSES); return RATING_CLASSES.includes(c as RatingClass) ? ok(RATINGS[c as RatingClass]) : refuse(c); });

const characteristics = rulesTable('characteristics', 'Firing ranges and move distances', 'Move distances and firing ranges', { weapon: WEAPONS.join(' | ') },
  ['Weapon', 'Max range (")', 'Dice', 'Later shots within (")', 'Move, open', 'Move, difficult'],
  WEAPONS.map((w) => { const c = CHARACTERISTICS[w]; return [c.label, c.range, c.shots, c.spread || '-', moveDiceLabel(c.move.open), moveDiceLabel(c.move.difficult)]; }),
  (q) => { const w = oneOf<Weapon>(q, 'weapon', WEAPONS); return WEAPONS.includes(w as Weapon) ? ok(CHARACTERISTICS[w as Weapon]) : refuse(w); });

const MODIFIER_IDS = Object.keys(TO_HIT_MODIFIERS) as ToHitModifierId[];
const shooting = rulesTable('shooting', 'Shooting procedure', 'Shooting procedure', { modifier: MODIFIER_IDS.join(' | '), total: 'a modified D6 score, -3 to 7' },
  ['Modifier', 'Value'], [...MODIFIER_IDS.map((m) => [TO_HIT_MODIFIERS[m].label, TO_HIT_MODIFIERS[m].value]), [`casualty on a total of`, `${HIT_ON}+`]],
  (q) => {
    if (q.total !== undefined) { const t = wholeNumber(q, 'total', -3, 7); return typeof t === 'string' ? refuse(t) : ok(t >= HIT_ON ? 'casualty' : 'miss'); }
    const m = oneOf<ToHitModifierId>(q, 'modifier', MODIFIER_IDS);
    return MODIFIER_IDS.includes(m as ToHitModifierId) ? ok(TO_HIT_MODIFIERS[m as ToHitModifierId].value) : refuse(m);
  });

const crewSave = rulesTable('crew-save', 'HMG and field gun saving throw', 'Heavy machine guns; Field artillery', { morale: '2 to 5' },
  ['Morale Rating', 'Saved on a D6 of'], [2, 3, 4, 5].map((m) => [m, m > 1 ? `1-${m - 1}` : '-']),
  (q) => { const m = wholeNumber(q, 'morale', 2, 5); return typeof m === 'string' ? refuse(m) : ok({ savedBelow: m }); });

const stray = rulesTable('stray-rounds', 'Field gun stray rounds', 'Field artillery', { ground: 'open | built-up' },
  ['Target stands in', 'Figures within (")', 'Casualty on'], [['open', STRAY_ROUNDS.openInches, `${STRAY_ROUNDS.casualtyOn}+`], ['built-up area', STRAY_ROUNDS.builtUpInches, `${STRAY_ROUNDS.casualtyOn}+`]],
  (q) => { const g = oneOf(q, 'ground', ['open', 'built-up'] as const); return g === 'open' || g === 'built-up' ? ok({ inches: g === 'open' ? STRAY_ROUNDS.openInches : STRAY_ROUNDS.builtUpInches, casualtyOn: STRAY_ROUNDS.casualtyOn }) : refuse(g); });

const closeCombat = rulesTable('close-combat', 'Close combat', 'Close combat', { modifier: 'second-attacker | crossing-obstacle' },
  ['Modifier', 'Value'], [['second attacker against a single opponent', CLOSE_COMBAT.secondAttacker], ['fighting to cross a defended obstacle', CLOSE_COMBAT.crossingObstacle], ['loser dies when beaten by', CLOSE_COMBAT.killMargin], ['most opponents against one figure', CLOSE_COMBAT.maxOpponents]],
  (q) => { const m = oneOf(q, 'modifier', ['second-attacker', 'crossing-obstacle'] as const); return m === 'second-attacker' ? ok(CLOSE_COMBAT.secondAttacker) : m === 'crossing-obstacle' ? ok(CLOSE_COMBAT.crossingObstacle) : refuse(m); });

const morale = rulesTable('morale', 'Morale tests', 'Morale', { figures: 'figures at the start of the turn', casualties: 'casualties this turn' },
  ['Unit size at the start of the turn', 'Casualties for each test'], MORALE_THRESHOLDS.map((t) => [t.label, t.casualties]),
  (q) => { const f = wholeNumber(q, 'figures', 1, 64); const c = wholeNumber(q, 'casualties', 0, 64); if (typeof f === 'string') return refuse(f); if (typeof c === 'string') return refuse(c); return ok({ tests: moraleTestsDue(f, c) }); });

const closeCombatResultTable = rulesTable('close-combat-result', 'Close combat: who dies', 'Close combat', { first: 'one figure\'s modified score, 0 to 8', second: 'its opponent\'s modified score, 0 to 8' },
  ['Scores', 'Result'], [['first beats second by 2 or more', 'the second figure is killed'], ['a difference of 0 or 1', 'no result: the combat goes on next turn'], ['second beats first by 2 or more', 'the first figure is killed']],
  (q) => {
    const a = wholeNumber(q, 'first', 0, 8); const b = wholeNumber(q, 'second', 0, 8);
    if (typeof a === 'string') return refuse(a);
    if (typeof b === 'string') return refuse(b);
    return ok(closeCombatResult(a, b));
  });

const moraleTest = rulesTable('morale-test', 'Taking a morale test', 'Morale: test procedure', { morale: '2 to 5 (the unit\'s Morale Rating)', roll: '1 to 6 (the D6)', markers: '0 to 2 (morale failure markers already held)' },
  ['Markers after the test', 'The unit'], [0, 1, 2, 3].map((n) => [n, markersEffect({ passed: false, markersAfter: n, mayNotAdvance: n === 2, routs: n >= 3 })]),
  (q) => {
    const m = wholeNumber(q, 'morale', 2, 5); const r = wholeNumber(q, 'roll', 1, 6); const k = wholeNumber(q, 'markers', 0, 2);
    for (const v of [m, r, k]) if (typeof v === 'string') return refuse(v);
    const result = moraleTestResult(m as number, r as number, k as number);
    return ok({ ...result, effect: markersEffect(result) });
  });

const rally = rulesTable('rally', 'Rallying', 'Commanders; Red Commissars',
  { rallier: 'commander | commissar', morale: '2 to 5 (the unit\'s Morale Rating)', roll: '1 to 6 (the D6; with markers, gives the result)', markers: '1 or 2 (markers the unit holds)' },
  ['Rallied by', 'Succeeds on', 'On a success', 'On a failure'], [['commander', 'a D6 under the unit\'s Morale Rating', 'one marker removed', 'nothing'], ['commissar', `${COMMISSAR_RALLY_ON}+`, 'one marker removed', 'the unit loses a figure (a casualty)']],
  (q) => {
    const r = oneOf(q, 'rallier', ['commander', 'commissar'] as const);
    if (r !== 'commander' && r !== 'commissar') return refuse(r);
    const m = r === 'commissar' && q.morale === undefined ? 2 : wholeNumber(q, 'morale', 2, 5);
    if (typeof m === 'string') return refuse(m);
    if (q.roll === undefined && q.markers === undefined) return ok({ succeedsOn: rallyNeeds(r, m) });
    const roll = wholeNumber(q, 'roll', 1, 6); const markers = wholeNumber(q, 'markers', 1, 2);
    if (typeof roll === 'string') return refuse(roll);
    if (typeof markers === 'string') return refuse(markers);
    return ok({ succeedsOn: rallyNeeds(r, m), ...rallyResult(r, m, roll, markers) });
  });

const opportunity = rulesTable('opportunity-fire', 'Opportunity fire', 'Opportunity fire', { tacticalRating: '2 to 5 (the armoured train is 5)' },
  ['Guns\' Tactical Rating', 'Request and accuracy succeed on a D6 of'], [2, 3, 4, 5].map((t) => [t === ARMOURED_TRAIN_TACTICAL_RATING ? `${t} (armoured train)` : t, opportunityTarget(t) >= 1 ? `1-${opportunityTarget(t)}` : 'never']),
  (q) => { const t = wholeNumber(q, 'tacticalRating', 2, 5); return typeof t === 'string' ? refuse(t) : ok({ succeedsOnOrBelow: opportunityTarget(t) }); });

const deviation = rulesTable('deviation', 'Deviation of a strike that misses', 'Opportunity fire', { roll: '1 to 6 (direction die)' },
  ['Direction die', 'Direction'], [['1-3', 'short (toward the firer\'s baseline)'], [4, 'right'], [5, 'left'], [6, 'over (toward the enemy baseline)']],
  (q) => { const r = wholeNumber(q, 'roll', 1, 6); return typeof r === 'string' ? refuse(r) : ok({ direction: deviationDirection(r), distance: '2D6 inches' }); });

const shrapnel = rulesTable('shrapnel', 'Shrapnel beaten zone', 'Shrapnel', { moving: 'yes | no' },
  ['Figure in the 4" zone', 'Casualty on'], [['moving this turn', `${SHRAPNEL.movingOn}+`], ['stationary throughout', `${SHRAPNEL.stationaryOn}`], ['in a trench, vehicle or building', 'no effect']],
  (q) => { const m = oneOf(q, 'moving', ['yes', 'no'] as const); return m === 'yes' || m === 'no' ? ok({ casualtyOn: m === 'yes' ? SHRAPNEL.movingOn : SHRAPNEL.stationaryOn, radius: SHRAPNEL.radius }) : refuse(m); });

/** Every table of the rule set, for `tachanka rules reds-versus-reds`, the rule explainer and the quick reference. */
export const RULES_TABLES: readonly RulesTable[] = [
  ratings, characteristics, shooting, crewSave, stray, closeCombat, closeCombatResultTable, morale, moraleTest, rally, opportunity, deviation, shrapnel,
];
