import { ok, refuse } from '../../../core/result.ts';
import { oneOf, rulesTable, wholeNumber } from '../../../engine/rules-lookup.ts';
import {
  ARMY_MORALE_BANDS, CHARACTER_LABELS, FAILURE_LABELS, FATE_LABELS, INDIRECT_BANDS, INTERVENTIONIST_INDIRECT_BONUS, LEADERSHIP_BANDS,
  OFFICER_HIT_ON, SPECIAL_FIGURES, SPECIAL_FIGURE_KILLED_ON, type SpecialFigure, armyMoraleBand, characterFails, characterFor, failureFor, fateFor, indirectBand, leadershipBand,
  leadershipPasses,
} from './tables-command.ts';

/** `tachanka rules forward-comrades …`: leadership, officers and army morale. */

const isErr = (v: unknown): v is string => typeof v === 'string';

export const leadership = rulesTable('leadership', 'Leadership by distance from the leader', 'Determining leadership',
  { distance: 'inches from the leader, or "none"', roll: '1 to 10', efficient: 'yes | no' },
  ['Distance from leader', 'Chance of move on D10'], LEADERSHIP_BANDS.map((b) => [b.label, b.moveOn >= 10 ? 'Will move' : `Move on 1-${b.moveOn}`]),
  (q) => {
    const roll = wholeNumber(q, 'roll', 1, 10); if (isErr(roll)) return refuse(roll);
    const d = q.distance === 'none' ? null : Number(q.distance);
    if (d !== null && !(Number.isFinite(d) && d >= 0)) return refuse('"distance" must be inches (0 or more) or "none"');
    const band = leadershipBand(d, q.efficient === 'yes' ? 6 : 0);
    return ok({ band: band.label, moveOn: band.moveOn, leadership: leadershipPasses(roll, band) });
  });

export const character = rulesTable('character', 'Character of commanders (D10)', 'Subordinate commanders; the C-in-C',
  { roll: '1 to 10', role: 'commander | subordinate' },
  ['D10', 'Commander in chief', 'Subordinate commander'], [1, 2, 5, 9, 10].map((r) => { const c = characterFor(r); return [r === 2 ? '2-4' : r === 5 ? '5-8' : r, CHARACTER_LABELS[c].commander, CHARACTER_LABELS[c].subordinate]; }),
  (q) => { const r = wholeNumber(q, 'roll', 1, 10); if (isErr(r)) return refuse(r); const role = oneOf(q, 'role', ['commander', 'subordinate'] as const); if (role !== 'commander' && role !== 'subordinate') return refuse(role); const c = characterFor(r); return ok({ character: c, effect: CHARACTER_LABELS[c][role] }); });

export const officerHit = rulesTable('officer-hit', 'Officer leading heroically hit', 'Heroic leading (reconstructed chance)', { roll: '1 to 10' },
  ['D10', 'Result'], [[`1-${OFFICER_HIT_ON - 1}`, 'unhurt'], ['"0" (10)', 'hit: roll his fate']],
  (q) => { const r = wholeNumber(q, 'roll', 1, 10); return isErr(r) ? refuse(r) : ok({ hit: r >= OFFICER_HIT_ON }); });

export const officerFate = rulesTable('officer-fate', 'Fate of an officer hit', 'Heroic leading; Officers under fire', { roll: '1 to 10' },
  ['D10', 'Fate'], [['1-2', FATE_LABELS.scratch], ['3-6', FATE_LABELS.wounded], ['7-10', FATE_LABELS.dead]],
  (q) => { const r = wholeNumber(q, 'roll', 1, 10); return isErr(r) ? refuse(r) : ok({ fate: fateFor(r), means: FATE_LABELS[fateFor(r)] }); });

export const officerCharacter = rulesTable('officer-character', 'Test of character', 'Consequences of officer\'s failure', { roll: '1 to 6', coward: 'yes | no' },
  ['Officer', 'Character fails on D6'], [['any but a Coward', '6'], ['a Coward', '5 or 6']],
  (q) => { const r = wholeNumber(q, 'roll', 1, 6); return isErr(r) ? refuse(r) : ok({ fails: characterFails(r, q.coward === 'yes' ? 'coward' : 'normal') }); });

export const officerFailure = rulesTable('officer-failure', 'What a failure of character means (reconstructed)', 'Consequences of officer\'s failure (the text\'s table is lost)', { roll: '1 to 6' },
  ['D6', 'Result'], [['1-2', FAILURE_LABELS.flees], ['3-4', FAILURE_LABELS.unnerved], ['5-6', FAILURE_LABELS.defects]],
  (q) => { const r = wholeNumber(q, 'roll', 1, 6); return isErr(r) ? refuse(r) : ok({ failure: failureFor(r), means: FAILURE_LABELS[failureFor(r)] }); });

/** One table per special figure, each under its own rule (`SPECIAL_FIGURES`), as the casualty step rolls it. */
const specialFigureLoss = (figure: SpecialFigure) => rulesTable(SPECIAL_FIGURES[figure].table, SPECIAL_FIGURES[figure].title, SPECIAL_FIGURES[figure].rule, { roll: '1 to 10' },
  ['D10', 'Result'], [[`1-${SPECIAL_FIGURE_KILLED_ON - 1}`, 'unhurt'], ['"0" (10)', 'killed, removed from the game']],
  (q) => { const r = wholeNumber(q, 'roll', 1, 10); return isErr(r) ? refuse(r) : ok({ killed: r >= SPECIAL_FIGURE_KILLED_ON }); });
export const commissarLoss = specialFigureLoss('commissar');
export const religiousLeaderLoss = specialFigureLoss('priest');

export const armyMorale = rulesTable('army-morale', 'Army major morale', 'Army morale', { losses: 'percent of units lost (trains and supply lines counted as the text says)', roll: '1 to 10' },
  ['Losses', 'Chance of breaking on D10'], ARMY_MORALE_BANDS.map((b) => [`${b.lossPercent}%`, `1-${b.breaksOn}`]),
  (q) => {
    const r = wholeNumber(q, 'roll', 1, 10); if (isErr(r)) return refuse(r);
    const losses = Number(q.losses); if (!(Number.isFinite(losses) && losses >= 0)) return refuse('"losses" must be a percentage, 0 or more');
    const band = armyMoraleBand(losses);
    return ok({ tests: band !== null, breaksOn: band?.breaksOn ?? null, breaks: band !== null && r <= band.breaksOn });
  });

export const indirectFire = rulesTable('indirect-fire', 'Indirect fire: able to fire?', 'Indirect fire', { distance: 'inches from the spotting officer to the battery', roll: '1 to 6', interventionist: 'yes | no' },
  ['Distance from leader to battery', 'Fire on D6'], [...INDIRECT_BANDS.map((b) => [b.label, `${b.fireOn}-6`]), ['Interventionist guns', `+${INTERVENTIONIST_INDIRECT_BONUS} to the roll`]],
  (q) => {
    const r = wholeNumber(q, 'roll', 1, 6); if (isErr(r)) return refuse(r);
    const d = Number(q.distance); if (!(Number.isFinite(d) && d >= 0)) return refuse('"distance" must be inches, 0 or more');
    const band = indirectBand(d);
    const total = r + (q.interventionist === 'yes' ? INTERVENTIONIST_INDIRECT_BONUS : 0);
    return ok({ band: band.label, fireOn: band.fireOn, total, able: total >= band.fireOn });
  });
