import { MM_PER_INCH } from './paper.ts';

/** How many metres of real ground one inch of table stands for, and who says so. */
export interface GroundScale {
  metresPerInch: number;
  /** 'rule set': the text states it; 'project decision': the text is silent and we chose (see `note`). */
  source: 'rule set' | 'project decision';
  note: string;
}

/**
 * Ground scales by rule set id. Where a rule text states no scale we chose one from its weapon ranges so the
 * metre scale bar on printed maps is at least plausible; the note printed under the bar says it is our choice.
 */
const GROUND_SCALES: Record<string, GroundScale> = {
  'red-actions': { metresPerInch: 25, source: 'rule set', note: '1 inch = 25 m (stated by the rules)' },
  // 20 m a centimetre, 2.54 cm an inch.
  'ten-rounds-rapid': { metresPerInch: 20 * (MM_PER_INCH / 10), source: 'rule set', note: '1 cm = 20 m (stated by the rules)' },
  // Single figures, rifles reaching 12", heavy machine guns 40", field guns 80": about 10 m an inch.
  'reds-versus-reds': { metresPerInch: 10, source: 'project decision', note: 'no ground scale in the rules; Tachanka assumes 1 inch = 10 m' },
  // Battalion stands with artillery firing past 32": about 50 m an inch.
  'forward-comrades': { metresPerInch: 50, source: 'project decision', note: 'no ground scale in the rules; Tachanka assumes 1 inch = 50 m' },
  // Company-sized units of stands, rifles 12", artillery 48": about 25 m an inch.
  'wargame-wednesdays': { metresPerInch: 25, source: 'project decision', note: 'no ground scale in the rules; Tachanka assumes 1 inch = 25 m' },
};

/** The ground scale for a rule set: the table above, else whatever its `scale` text states, else none. */
export function groundScale(rulesetId: string, scaleText = ''): GroundScale | null {
  return GROUND_SCALES[rulesetId] ?? parseGroundScale(scaleText);
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
