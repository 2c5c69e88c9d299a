import type { ShotPlan } from './shooting.ts';
import { SHOOTING_COLUMNS } from '../tables/tables-shooting.ts';
import { nounFor } from '../../../engine/agreement.ts';

/**
 * "Shooting", steps 2–4 written out as sums that compute: the bases firing, the effective bases they count as,
 * the card's value, the factors, the rounding down, then the column and its shifts.
 */

const num = (x: number): string => `${Math.round(x * 1000) / 1000}`;
const plural = (n: number, word: string): string => `${num(n)} ${nounFor(n, word)}`;
const columnName = (column: number): string => (column < 0 ? 'below the table' : SHOOTING_COLUMNS[column]!);

/** "2 bases firing, counted as 1 for their markers: 1 × 4 × 0.5 (long range) = 2". */
export function shotTotalText(plan: ShotPlan): string {
  const room = plan.frontage.map((f) => `, only ${plural(f.bases, 'base')} with room to fire out of ${f.label}`).join('');
  const counted = plan.effective < plan.firingBases ? `, counted as ${num(plan.effective)} for its markers` : '';
  const factors = plan.factors.map((f) => ` × ${num(f.value)} (${f.label})`).join('');
  const raw = plan.effective * plan.value * plan.factors.reduce((a, f) => a * f.value, 1);
  const product = `${num(plan.effective)} × ${num(plan.value)}${factors}`;
  const sum = plan.factors.length === 0 && plan.effective === 1 ? `${num(raw)}` : `${product} = ${num(raw)}`;
  const rounded = Math.abs(raw - plan.total) > 1e-9 ? `, rounded down to ${plan.total}` : '';
  return `${plural(plan.firingBases, 'base')} firing${room}${counted}: shooting total ${sum}${rounded}`;
}

/** "column 3-4, moved −1 (target in soft cover) to 2"; a total below 2 has no column to move. */
export function shotColumnText(plan: ShotPlan): string {
  const moves = plan.shifts.map((m) => ` ${m.value < 0 ? '−' : '+'}${Math.abs(m.value)} (${m.label})`).join(',');
  if (plan.baseColumn < 0) return `no column: a total below 2 is off the table${moves ? `, and${moves} cannot bring it on` : ''}`;
  if (plan.shifts.length === 0) return `column ${columnName(plan.column)}`;
  return `column ${columnName(plan.baseColumn)}, moved${moves} to ${columnName(plan.column)}`;
}
