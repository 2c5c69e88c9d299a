import type { RulesTable } from '../../../engine/ruleset.ts';
import { ok, refuse } from '../../../core/result.ts';
import { rulesTable } from '../../../engine/rules-lookup.ts';
import { centimetres, isProblem, withRolls, yesNo } from '../fire/lookup-keys.ts';
import { MOVEMENT_TABLE } from '../movement/movement-table.ts';
import { digRoll } from './entrenching.ts';
import { SMOKE_POTS_TABLE } from './smoke-pots.ts';
import { CLEAR_PENALTIES, CLEAR_RATE_CM, clearingRoll } from './mine-clearing.ts';
import { MINES_RULE } from '../fire/special/mines.ts';
import { CAMOUFLAGE_CM, ENTRENCH_RULE, OVERHEAD_CM, TRENCH_CM, levelFor } from './works.ts';

/** Section 18's optional rules that roll dice and have no table in the fire folder, as `tachanka rules` tables. */

const entrenching = rulesTable('entrenching', 'Entrenching (optional)', ENTRENCH_RULE,
  { before: 'cm of works dug here before', hesitant: 'yes | no (half speed)', rolls: `the ${MOVEMENT_TABLE.infantry.penalties.impassable} impassable-going d10s` },
  ['Works', 'Centimetres of "movement"'], [['basic trench, weapons pit or vehicle run-in', TRENCH_CM], ['overhead cover', OVERHEAD_CM], ['camouflaged', CAMOUFLAGE_CM]],
  (q) => {
    const before = q.before === undefined ? 0 : centimetres(q, 'before'), hesitant = yesNo(q, 'hesitant');
    for (const v of [before, hesitant]) if (isProblem(v)) return refuse(v);
    const r = withRolls(q, (dice) => digRoll(hesitant as boolean, 0, dice));
    if (isProblem(r)) return refuse(r);
    const cm = (before as number) + r.value.dug;
    return ok({ rate: r.value.rate, dug: r.value.dug, works: cm, level: levelFor(cm) });
  });

const clearing = rulesTable('mine-clearing', 'Clearing minefields (optional)', MINES_RULE,
  { rolls: `the ${CLEAR_PENALTIES} bad-going d10s` },
  ['Who', 'How far'], [['a company on foot, its activation spent', `${CLEAR_RATE_CM} cm less ${CLEAR_PENALTIES} d10 (bad going), a lane as wide as the company`]],
  (q) => {
    const r = withRolls(q, (dice) => clearingRoll(dice));
    return isProblem(r) ? refuse(r) : ok({ cleared: r.value.cm });
  });

export const OPTION_TABLES: readonly RulesTable[] = [entrenching, clearing, SMOKE_POTS_TABLE];
