import type { RulesTable } from '../../engine/ruleset.ts';
import { ok, refuse } from '../../core/result.ts';
import { modifiedTotal, namedList, oneOf, rulesTable, wholeNumber } from '../../engine/rules-lookup.ts';
import { BANDS, BAND_TEXT, GRADES, MODIFIER_IDS, MOTIVATION_MODIFIERS, MOTIVATION_NUMBER, type Grade, type ModifierId, bandFor } from './motivation/motivation-table.ts';
import { motivationModifier, motivationNumber } from './motivation/motivation.ts';
import { ORDER_TEXT, type TestStatus, isArtillery, motivationOrders, scoreBand } from './motivation/orders.ts';
import { KINDS, type Kind } from './troop-kinds.ts';
import { DISMOUNT_PENALTIES, GOING, HORSE_HOLDER_EVERY, MOVEMENT_TABLE, MOVEMENT_TYPES, type Going, type MovementType, horseHolders, moveAfterPenalties } from './movement/movement-table.ts';
import { LOCATION_TEST, type TargetBulk, sightDistances } from './observation/sight-table.ts';
import { initiativeWinner } from './initiative.ts';
import { BOATS_TABLE } from './movement/water-table.ts';
import { BREAKDOWN_RULE, BREAKDOWN_SCORE, breakdownResult } from './movement/breakdown.ts';

const isErr = (v: unknown): v is string => typeof v === 'string' && v.startsWith('"');

/** "3,7" → [3, 7], each a d10 (an empty list for none). */
function d10s(q: Record<string, string>, key: string): number[] | string {
  const raw = q[key] ?? '';
  if (raw === '') return [];
  const list = raw.split(',').map(Number);
  return list.every((d) => Number.isInteger(d) && d >= 1 && d <= 10) ? list : `"${key}" must be d10 rolls, e.g. 3,7`;
}

const initiative = rulesTable('initiative', 'Initiative', 'Game and Move Sequence', { red: '1 to 10', white: '1 to 10' },
  ['Dice', 'Result'], [['higher d10', 'attempts to motivate the first unit; then the sides alternate'], ['tie', 'roll again']],
  (q) => { const r = wholeNumber(q, 'red', 1, 10), w = wholeNumber(q, 'white', 1, 10); if (typeof r === 'string') return refuse(r); if (typeof w === 'string') return refuse(w); return ok({ first: initiativeWinner(r, w) ?? 'tie: roll again' }); });

const motivation = rulesTable('motivation', 'Motivation test', '8 Morale', { grade: GRADES.join(' | '), roll: '1 to 10', modifiers: 'sum of the modifiers, e.g. -3' },
  ['Score (d10 + motivation number + modifiers)', 'Result'], [...GRADES.map((g) => [`${g} motivation number`, MOTIVATION_NUMBER[g]]), ...BANDS.map((b) => [b, BAND_TEXT[b]]), ...MODIFIER_IDS.map((m) => [MOTIVATION_MODIFIERS[m].label, `${MOTIVATION_MODIFIERS[m].value > 0 ? '+' : ''}${MOTIVATION_MODIFIERS[m].value}${MOTIVATION_MODIFIERS[m].per ? ` per ${MOTIVATION_MODIFIERS[m].per}` : ''}`])],
  (q) => {
    const g = oneOf<Grade>(q, 'grade', GRADES); if (isErr(g)) return refuse(g);
    const r = wholeNumber(q, 'roll', 1, 10); if (typeof r === 'string') return refuse(r);
    const m = q.modifiers === undefined ? 0 : wholeNumber(q, 'modifiers', -40, 10); if (typeof m === 'string') return refuse(m);
    const total = r + MOTIVATION_NUMBER[g as Grade] + m;
    return ok({ total, band: bandFor(total), result: BAND_TEXT[bandFor(total)] });
  });

const STIFFENERS = ['none', 'officer-cadre', 'cheka'] as const;
const STATUSES = ['ready', 'halted', 'routing'] as const;
const motivationTest = rulesTable('motivation-test', 'Motivation test, whole', '8 Morale; 9 Morale Stiffening',
  {
    grade: GRADES.join(' | '), roll: '1 to 10', kind: KINDS.join(' | '), status: 'ready | halted | routing (before the test)',
    stiffener: 'none | officer-cadre | cheka (Green or Normal units only)', modifiers: `comma list, name:n for each figure or point: ${MODIFIER_IDS.join(', ')}`,
  },
  ['Unit', 'Reads its score'], [
    ['any unit', 'd10 + motivation number + every modifier, against the five bands'],
    ['a stiffened unit', 'one level up (Green to Normal, Normal to Elite); the Cheka then rolls a casualty with fire factor 1 against the unit (cheka-stiffening)'],
    ['guns, mortars, OP teams', 'over 18 or 4 to 7: carry on with current orders (act freely); an OP team that would retire holds and calls'],
    ['a halted unit', 'stays halted under 10'], ['a routing unit', 'rallies and halts on 10 or more, else routs on'],
  ],
  (q) => {
    const g = oneOf<Grade>(q, 'grade', GRADES); if (isErr(g)) return refuse(g);
    const r = wholeNumber(q, 'roll', 1, 10); if (typeof r === 'string') return refuse(r);
    const k = q.kind === undefined ? 'rifles' : oneOf<Kind>(q, 'kind', KINDS); if (isErr(k)) return refuse(k);
    const st = q.status === undefined ? 'ready' : oneOf<TestStatus>(q, 'status', STATUSES); if (isErr(st)) return refuse(st);
    const sf = q.stiffener === undefined ? 'none' : oneOf(q, 'stiffener', STIFFENERS); if (isErr(sf)) return refuse(sf);
    if (sf !== 'none' && g === 'elite') return refuse('a stiffener is attached only to Normal or Green units');
    const named = namedList<ModifierId>(q, 'modifiers', MODIFIER_IDS); if (typeof named === 'string') return refuse(named);
    const { grade, number } = motivationNumber(g as Grade, sf === 'none' ? null : sf as 'cheka');
    // The game counts "advancing or firing artillery" for every gun, mortar and OP team.
    if (isArtillery(k as Kind) && !named.some((m) => m.id === 'advancing-or-artillery')) named.unshift({ id: 'advancing-or-artillery', times: 1 });
    const answer = modifiedTotal(`${r} (d10) + ${number.value} (${number.label})`, r + number.value, named.map((m) => motivationModifier(m.id, m.times)));
    const orders = motivationOrders(k as Kind, st as TestStatus, answer.total);
    return ok({
      grade, ...answer, band: scoreBand(st as TestStatus, answer.total).band, actsIn: orders.band,
      order: orders.carriesOn && orders.order === 'acts' ? `carries on with its current orders: ${ORDER_TEXT.acts}` : ORDER_TEXT[orders.order], goesOnToAct: orders.acts,
      ...(sf === 'cheka' ? { cheka: 'a casualty roll with fire factor 1 against the unit (cheka-stiffening); if the Cheka falls, the unit defects' } : {}),
    });
  });

const horseHoldersTable = rulesTable('horse-holders', 'Horse holders when cavalry dismount', '11 Movement', { figures: 'mounted figures, 1 to 40' },
  ['Figures', 'Horse holders (1 in 4, rounded)'], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((f) => [f, horseHolders(f)]),
  (q) => {
    const f = wholeNumber(q, 'figures', 1, 40); if (typeof f === 'string') return refuse(f);
    const holders = Math.min(f, horseHolders(f));
    return ok({ holders, dismounted: f - holders, penalties: DISMOUNT_PENALTIES, rule: `1 figure in ${HORSE_HOLDER_EVERY}, to the nearest whole number; they are not losses and come back when the squadron mounts` });
  });

const movement = rulesTable('movement', 'Movement table', '11 Movement', { type: MOVEMENT_TYPES.join(' | '), road: 'yes | no', penalties: 'the penalty d10s rolled, e.g. 4,9' },
  ['Movement type', 'Road', 'Cross country', 'Poor', 'Bad', 'Impassable', 'Linear'],
  MOVEMENT_TYPES.map((t) => { const r = MOVEMENT_TABLE[t]; const p = (g: Going) => (r.penalties[g] === null ? 'N/A' : t === 'armoured-train' ? '-' : `${r.penalties[g]} P`); return [r.label, r.road === 'unlimited' ? 'unlimited' : `${r.road} cm`, r.crossCountry === null ? 'N/A' : `${r.crossCountry} cm`, ...GOING.map(p)]; }),
  (q) => {
    const t = oneOf<MovementType>(q, 'type', MOVEMENT_TYPES); if (isErr(t)) return refuse(t);
    const dice = d10s(q, 'penalties'); if (typeof dice === 'string') return refuse(dice);
    const row = MOVEMENT_TABLE[t as MovementType];
    if (row.road === 'unlimited') return ok({ cm: 'unlimited along its rails' });
    const rate = q.road === 'yes' ? row.road : row.crossCountry ?? 0;
    return ok({ rate, cm: moveAfterPenalties(rate, dice) });
  });

const GOING_KEYS = ['poor', 'bad', 'impassable', 'linear'] as const;
const penalties = rulesTable('terrain-penalties', 'Terrain penalties', '11 Movement', { type: MOVEMENT_TYPES.join(' | '), going: GOING_KEYS.join(' | ') },
  ['Going', 'Examples'], [
    ['poor', 'woods to AFVs, cavalry and infantry; off roads in towns; soft ground; vehicles up shallow slopes'],
    ['bad', 'woods to other vehicles; boggy ground to vehicles; marshes; rubble; wide trenches to infantry; steep slopes'],
    ['impassable', 'swamp; rubble and anti-tank ditches to vehicles; cliffs'],
    ['linear', 'hedge, fence, wall, ditch (+1 for rivers or walls over 1.5 m); wire: 1 P a cm to infantry, impassable to cavalry and wheels'],
    ['each P', 'one d10 cm off the move; a move never goes below nothing'],
  ],
  (q) => { const t = oneOf<MovementType>(q, 'type', MOVEMENT_TYPES); if (isErr(t)) return refuse(t); const g = oneOf<Going>(q, 'going', GOING_KEYS); if (isErr(g)) return refuse(g); const p = MOVEMENT_TABLE[t as MovementType].penalties[g as Going]; return ok({ penalties: p === null ? 'may not enter' : p }); });

const BULKS = ['foot', 'big'] as const;
const observation = rulesTable('observation', 'Sight distances', '10 Observation', { bulk: 'foot | big (vehicles, mounted, heavy weapons)', moving: 'yes | no', concealed: 'yes | no', fired: 'none | small-arms | heavy' },
  ['Target', 'Seen at'], [
    ['moving vehicles, moving mounted troops', '150 cm (maximum visibility)'],
    ['moving foot; stationary vehicles, heavy weapons, mounted troops', '100 cm'],
    ['stationary foot; vehicles, mounted, heavy weapons on the edge of terrain (hull down)', '50 cm'],
    ['foot on the edge of terrain, or stationary along a wall or hedge', '25 cm'],
    ['concealed in or along terrain', 'half those distances; beyond, only by a location test'],
    ['firing small arms, MGs or mortars / heavier weapons (not in broken ground)', '100 cm / 150 cm'],
  ],
  (q) => {
    const b = oneOf<TargetBulk>(q, 'bulk', BULKS); if (isErr(b)) return refuse(b);
    const fired = oneOf(q, 'fired', ['none', 'small-arms', 'heavy'] as const);
    return ok(sightDistances({ bulk: b as TargetBulk, moving: q.moving === 'yes', concealed: q.concealed === 'yes', fired: isErr(fired) ? 'none' : fired as 'none', brokenGround: false }));
  });

const location = rulesTable('location-test', 'Location test', '10 Observation', { bulk: 'foot | big', roll: '1 to 10' },
  ['Target', 'Located on a d10 of', 'At'], [['vehicles, mounted troops, heavy weapons', `${LOCATION_TEST.big}+`, '25 to 50 cm'], ['infantry', `${LOCATION_TEST.foot}+`, '12.5 to 25 cm']],
  (q) => { const b = oneOf<TargetBulk>(q, 'bulk', BULKS); if (isErr(b)) return refuse(b); const r = wholeNumber(q, 'roll', 1, 10); if (typeof r === 'string') return refuse(r); return ok({ located: r >= LOCATION_TEST[b as TargetBulk] }); });

const breakdown = rulesTable('mechanical-breakdown', 'Mechanical breakdown (optional)', BREAKDOWN_RULE, { roll: '1 to 10', penalties: 'terrain penalties on the move' },
  ['d10 + terrain penalties', 'Result'], [[`${BREAKDOWN_SCORE} or more`, 'breaks down: as an immobilised hit'], [`under ${BREAKDOWN_SCORE}`, 'runs on']],
  (q) => { const r = wholeNumber(q, 'roll', 1, 10); if (typeof r === 'string') return refuse(r); const p = q.penalties === undefined ? 0 : wholeNumber(q, 'penalties', 0, 20); if (typeof p === 'string') return refuse(p); return ok(breakdownResult(r, p)); });

/** Every table of the rule set's own procedures, for `tachanka rules ten-rounds-rapid` and the rule explainer. */
export const CORE_TABLES: readonly RulesTable[] = [initiative, motivation, motivationTest, movement, horseHoldersTable, penalties, observation, location, breakdown, BOATS_TABLE];
