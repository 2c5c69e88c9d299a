import type { GroundScale } from '../../../shared/engine/ruleset.ts';
import { MM_PER_INCH } from './paper.ts';

export type { GroundScale };

/** A rule set's ground scale: the one it declares, else whatever its `scale` text states, else none. */
export function groundScale(ruleset: { scale: string; groundScale?: GroundScale } | undefined): GroundScale | null {
  if (!ruleset) return null;
  return ruleset.groundScale ?? parseGroundScale(ruleset.scale);
}

/** Reads statements such as `1" = 25 m`, `1 inch = 25 metres`, `1 cm = 20 m` or `1 in : 30 yards`. */
export function parseGroundScale(text: string): GroundScale | null {
  const match = /(\d+(?:\.\d+)?)\s*(?:"|″|in(?:ch(?:es)?)?\b|(cm)\b)\s*(?:=|:|represents|to)\s*(?:about\s+)?(\d+(?:\.\d+)?)\s*(m|metres|meters|yards|yds?)\b/i.exec(text);
  if (!match) return null;
  const tableLength = Number(match[1]);
  const ground = Number(match[3]);
  if (!(tableLength > 0) || !(ground > 0)) return null;
  const tableInches = match[2] ? (tableLength * 10) / MM_PER_INCH : tableLength;
  const groundMetres = /^y/i.test(match[4] ?? '') ? ground * 0.9144 : ground;
  return { metresPerInch: groundMetres / tableInches, source: 'rule set', note: `${match[0]} (stated by the rules)` };
}
