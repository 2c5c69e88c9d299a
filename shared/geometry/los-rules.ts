import { AREA_TYPES, LINE_TYPES, type AreaType, type LineType } from '../scenario/terrain-kinds.ts';

/** How a ruleset treats one kind of area: sight passes through up to `blocksAfter` inches of it. */
export interface AreaSightRule {
  readonly blocksAfter: number;
  /** A sight line running along one straight road or track is not blocked by this kind of area. */
  readonly roadExempt?: boolean;
}

/** What blocks sight under a ruleset. The geometry measures; the ruleset decides. */
export interface LosRules {
  readonly areas: Partial<Record<AreaType, AreaSightRule>>;
  readonly buildings: 'block' | 'ignore';
  /** Whether rising ground between the two eyes blocks (dead ground behind a crest). */
  readonly hills: boolean;
  readonly lines?: Partial<Record<LineType, 'block'>>;
  /** Leave out the stretch of area the observer or target stands in, so a unit at the edge of a wood sees out. */
  readonly ignoreOwnArea?: boolean;
}

/** The rules as typed columns by terrain type code, so the hot loop reads numbers, not string-keyed records. */
export interface CompiledLosRules {
  /** Inches of each area type that sight passes through; NaN where the ruleset ignores the type. */
  readonly areaLimit: Float64Array;
  readonly roadExempt: Uint8Array;
  readonly lineBlocks: Uint8Array;
  readonly buildings: boolean;
  readonly hills: boolean;
  readonly ignoreOwnArea: boolean;
}

const cache = new WeakMap<LosRules, CompiledLosRules>();

/** Compiles a ruleset's sight rules once; the same rules object is reused across queries. */
export function compileLosRules(rules: LosRules): CompiledLosRules {
  const known = cache.get(rules);
  if (known) return known;
  const areaLimit = new Float64Array(AREA_TYPES.length).fill(NaN);
  const roadExempt = new Uint8Array(AREA_TYPES.length);
  AREA_TYPES.forEach((type, i) => {
    const rule = rules.areas[type];
    if (!rule) return;
    areaLimit[i] = rule.blocksAfter;
    roadExempt[i] = rule.roadExempt ? 1 : 0;
  });
  const lineBlocks = Uint8Array.from(LINE_TYPES, (type) => (rules.lines?.[type] === 'block' ? 1 : 0));
  const compiled: CompiledLosRules = {
    areaLimit, roadExempt, lineBlocks,
    buildings: rules.buildings === 'block', hills: rules.hills, ignoreOwnArea: rules.ignoreOwnArea ?? false,
  };
  cache.set(rules, compiled);
  return compiled;
}
