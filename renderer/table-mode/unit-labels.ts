import type { UnitView } from '../../shared/engine/ruleset.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import type { MapFont, MapLabel } from './map-labels.ts';
import { toSvg } from './map-shapes.ts';

/** A unit's label on the top-down map is lettered smaller than the terrain's names: there are more of them. */
export const UNIT_FONT: MapFont = { size: 1.1, perCharacter: 0.56 };
/** Longer short names are cut, ending in "…": the ordinal and the first words, which tell units apart, stay. */
const SHORT_MAX = 16;

const SHORTER: readonly (readonly [RegExp, string])[] = [
  [/\bcompany\b/gi, 'Coy'], [/\bplatoon\b/gi, 'Pl'], [/\bbattalion\b/gi, 'Bn'], [/\bregiment\b/gi, 'Regt'],
  [/\bsquadron\b/gi, 'Sqn'], [/\bbattery\b/gi, 'Bty'], [/\bsection\b/gi, 'Sec'], [/\binfantry\b/gi, 'Inf'],
  [/\bdetachment\b/gi, 'Det'], [/\bartillery\b/gi, 'Arty'], [/\barmoured\b/gi, 'Arm'], [/\bcommander\b/gi, 'Cdr'],
  [/\bCzechoslovak\b/g, 'Czech'], [/\bof the\b/gi, ''], [/,/g, ''],
];

/**
 * A unit's name short enough to letter beside its miniatures: a named vehicle or regiment by its own name
 * ("Armoured Train 'Orlik'" is Orlik), words in brackets left off, the army's words shortened (company: Coy).
 */
export function shortUnitName(name: string): string {
  const own = /'([^']+)'/.exec(name)?.[1]?.trim();
  let short = own ?? name.replace(/\([^)]*\)/g, '');
  for (const [word, abbreviation] of SHORTER) short = short.replace(word, abbreviation);
  short = short.replace(/\s+/g, ' ').trim();
  return short.length <= SHORT_MAX ? short : `${short.slice(0, SHORT_MAX - 1).trimEnd()}…`;
}

/** Its strength as a person at the table counts it: now of the start ("8/10"), and how it stands if not in good order. */
export function strengthText(unit: UnitView): string {
  const shown = unit.status === 'active' || unit.status === 'hidden' ? '' : ` ${unit.status}`;
  return `${unit.strength.now}/${unit.strength.start}${shown}`;
}

export interface UnitLabel extends MapLabel {
  unitId: string;
  name: string;
  strength: string;
}

const middle = (u: UnitView): Vec => ({ x: u.bases.reduce((a, b) => a + b.x, 0) / u.bases.length, y: u.bases.reduce((a, b) => a + b.y, 0) / u.bases.length });

/**
 * Each unit on the table's label, two lines (short name, strength), wanting the spot just south of its bases (SVG
 * units, y down); units go before every other name on the map (rank -1). A unit riding in another is named by it.
 */
export function unitLabels(units: readonly UnitView[], height: number): UnitLabel[] {
  return units.filter((u) => u.bases.length > 0 && u.aboard === undefined).map((u) => {
    const name = shortUnitName(u.name);
    const strength = strengthText(u);
    const c = toSvg(middle(u), height);
    const south = Math.max(...u.bases.map((b) => toSvg(b, height).y)) - c.y + Math.max(u.baseSize.width, u.baseSize.depth) / 2;
    const text = name.length >= strength.length ? name : strength;
    return { unitId: u.id, name, strength, text, at: { x: c.x, y: c.y + south + UNIT_FONT.size * 1.25 }, rank: -1, font: UNIT_FONT, lines: 2 };
  });
}
