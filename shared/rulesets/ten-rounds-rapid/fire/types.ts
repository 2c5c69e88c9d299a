/**
 * Ten Rounds Rapid fire: the plain inputs the rule set hands in. Distances are centimetres, as the text writes them;
 * the rule set converts from the table's inches at its boundary.
 */

export const FORMATIONS = ['close', 'normal', 'extended'] as const;
export type Formation = (typeof FORMATIONS)[number];

/** Cover levels of "For Cover", weakest first. */
export const COVER_LEVELS = ['none', 'light', 'medium', 'heavy', 'total'] as const;
export type Cover = (typeof COVER_LEVELS)[number];

export const GRADES = ['green', 'normal', 'elite'] as const;
export type Grade = (typeof GRADES)[number];

/** The five range brackets, nearest first. */
export const RANGE_BANDS = ['point-blank', 'close', 'medium', 'long', 'extreme'] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

export const RANGE_BAND_NAMES: Readonly<Record<RangeBand, string>> = {
  'point-blank': 'point blank', close: 'close', medium: 'medium', long: 'long', extreme: 'extreme',
};

/** What is being fired at, as the fire rules see it. */
export const SOFT_TARGET_KINDS = ['foot', 'mounted', 'tachanka', 'mg', 'gun-crew', 'soft-transport'] as const;
export type SoftTargetKind = (typeof SOFT_TARGET_KINDS)[number];

export interface SoftTarget {
  kind: SoftTargetKind;
  /** Its stated formation; machine guns, tachankas and gun crews are always in extended order whatever is stated. */
  formation: Formation;
  /** The cover of the ground it stands in, before the machine gun's extra level or a transport's own cover. */
  cover: Cover;
  grade: Grade;
}
