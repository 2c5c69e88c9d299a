import type { RulesTable } from '../../../../engine/ruleset.ts';
import { ok, refuse } from '../../../../core/result.ts';
import { oneOf, rulesTable, wholeNumber } from '../../../../engine/rules-lookup.ts';
import { centimetres, isProblem, withRolls, yesNo } from '../lookup-keys.ts';
import { targetOf } from '../target-keys.ts';
import { RANGE_BAND_NAMES, RANGE_BANDS, type SoftTarget } from '../types.ts';
import { CHARGE_ROUNDS, CHARGE_RULE, planChargeFire, type ChargeRound } from './charge.ts';
import { FLAME_BANDS_CM, FLAME_FACTOR, FLAME_FIRE_RULE, FLAME_RULE, fireSpread, flameSetsFire, resolveFlame } from './flame.ts';

/** Flame-throwers and cavalry charges as `tachanka rules ten-rounds-rapid …` tables. */

const flame = rulesTable('flame-thrower', 'Flame-throwers', FLAME_RULE,
  { range: 'centimetres, 0 to 4', target: 'as direct-fire', formation: 'as direct-fire', rolls: 'the casualty d10s' },
  ['Range bracket', 'Up to'], RANGE_BANDS.map((b, i) => [RANGE_BAND_NAMES[b], i === 0 ? 'in contact' : `${FLAME_BANDS_CM[i]} cm`]),
  (q) => {
    const cm = centimetres(q, 'range'), target = targetOf(q);
    for (const v of [cm, target]) if (isProblem(v)) return refuse(v);
    const r = withRolls(q, (dice) => resolveFlame(cm as number, target as SoftTarget, [], dice));
    if (isProblem(r)) return refuse(r);
    return r.value.ok ? ok({ factor: FLAME_FACTOR, finalFactor: r.value.value.plan.finalFactor, text: r.value.value.plan.text, casualties: r.value.value.casualties.casualties }) : r.value;
  });

const charge = rulesTable('charge-fire', 'Cavalry charges: how each side fights', CHARGE_RULE,
  { round: CHARGE_ROUNDS.join(' | '), charging: 'yes | no (charged or countercharged)', figures: '1 to 10', lancers: 'yes | no', lmg: '0 | 1 | 2', target: 'opponent: as direct-fire', formation: 'as direct-fire', cover: 'as direct-fire', grade: 'as direct-fire', opponentLancers: 'yes | no' },
  ['Who', 'Fights at'], [['charger at contact', 'close range as an assault company, + 3 charging (lancers: point blank)'], ['charged unit at contact', 'medium range'], ['both after contact', 'close range; lancers - 2 against non-lance cavalry']],
  (q) => {
    const round = oneOf(q, 'round', CHARGE_ROUNDS), charging = yesNo(q, 'charging'), lancers = yesNo(q, 'lancers'), opp = yesNo(q, 'opponentLancers');
    const figures = wholeNumber(q, 'figures', 1, 10), lmg = q.lmg === undefined ? 0 : wholeNumber(q, 'lmg', 0, 2), target = targetOf(q);
    if (round.startsWith('"')) return refuse(round);
    for (const v of [charging, lancers, opp, figures, lmg, target]) if (isProblem(v)) return refuse(v);
    const firer = { kind: 'small-arms' as const, figures: figures as number, lmgFigures: lmg as 0 | 1 | 2, assault: false, chargingCavalry: false, mounted: false, grenades: false };
    const p = planChargeFire({ firer, charging: charging as boolean, lancers: lancers as boolean }, round as ChargeRound, { target: target as SoftTarget, lancers: opp as boolean }, []);
    return ok({ band: p.band, basic: p.basic.value, column: p.columnName ?? 'off the table: ineffective', finalFactor: p.finalFactor, text: p.text });
  });

/** Section 15: a flame-thrower setting a wood or building alight, and the fire spreading each move after. */
const burning = rulesTable('burning', 'Woods and buildings set alight', FLAME_FIRE_RULE, { roll: 'catch | spread', rolls: 'that d10, 1 to 10' },
  ['Roll', 'Result'], [['catch', 'an odd d10 sets the wood or building alight'], ['spread', 'downwind 6 cm less a d10 each move, not less than 0 cm']],
  (q) => {
    const which = oneOf(q, 'roll', ['catch', 'spread'] as const);
    if (which !== 'catch' && which !== 'spread') return refuse(which);
    const r = withRolls(q, (dice) => (which === 'catch' ? flameSetsFire(dice) : fireSpread(dice)).explanation);
    return isProblem(r) ? refuse(r) : ok({ result: r.value.result, roll: r.value.total });
  });

export const CLOSE_LOOKUPS: readonly RulesTable[] = [flame, charge, burning];
