import { type TrrUnit, type Works, centreOf } from '../state.ts';
import { CAMOUFLAGE_CM, OVERHEAD_CM, TRENCH_CM } from './works-depths.ts';

/** What a unit has dug where it stands (section 18 "Entrenching"): read by cover, motivation and sight. */

export const ENTRENCH_RULE = 'Ten Rounds Rapid: 18 Entrenching';
export { CAMOUFLAGE_CM, OVERHEAD_CM, TRENCH_CM } from './works-depths.ts';

export type WorksLevel = 'none' | 'digging' | 'trench' | 'overhead' | 'camouflaged';

const here = (u: TrrUnit, w: Works): boolean => { const c = centreOf(u); return Math.abs(c.x - w.x) < 1e-6 && Math.abs(c.y - w.y) < 1e-6; };

/** What works of so many centimetres' digging amount to. */
export const levelFor = (cm: number): WorksLevel => (cm >= CAMOUFLAGE_CM ? 'camouflaged' : cm >= OVERHEAD_CM ? 'overhead' : cm >= TRENCH_CM ? 'trench' : cm > 0 ? 'digging' : 'none');

/** How far the unit's works where it stands have got. */
export function worksOf(u: TrrUnit): WorksLevel {
  const w = u.works;
  return w && here(u, w) ? levelFor(w.cm) : 'none';
}

/** Dug in: a basic trench or better where the unit stands (counts as field defences). */
export const dugIn = (u: TrrUnit): boolean => { const l = worksOf(u); return l === 'trench' || l === 'overhead' || l === 'camouflaged'; };
