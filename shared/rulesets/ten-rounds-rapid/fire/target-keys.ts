import { oneOf } from '../../../engine/rules-lookup.ts';
import { COVER_LEVELS, FORMATIONS, GRADES, SOFT_TARGET_KINDS, type SoftTarget } from './types.ts';

/** A soft target from a lookup's keys (target, formation, cover, grade), each defaulting to the plain case. */
export function targetOf(q: Record<string, string>): SoftTarget | string {
  const kind = q.target === undefined ? 'foot' : oneOf(q, 'target', SOFT_TARGET_KINDS);
  const formation = q.formation === undefined ? 'normal' : oneOf(q, 'formation', FORMATIONS);
  const cover = q.cover === undefined ? 'none' : oneOf(q, 'cover', COVER_LEVELS);
  const grade = q.grade === undefined ? 'normal' : oneOf(q, 'grade', GRADES);
  for (const v of [kind, formation, cover, grade]) if (v.startsWith('"')) return v;
  return { kind, formation, cover, grade } as SoftTarget;
}
