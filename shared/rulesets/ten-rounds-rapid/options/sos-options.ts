import type { Scenario } from '../../../scenario/schema.ts';
import { SIDE_IDS, type SideId } from '../../../scenario/terrain-kinds.ts';
import { DEFAULT_CALIBRE } from './planned-fire-options.ts';
import { optionKeys, unless, wholeIn } from './option-keys.ts';

/**
 * Section 14 "Points may also be specified as SOS points, to be fired on a known signal … The entire mission will
 * fire on request, and may be planned for more than one battery", as scenario options: `sos.<area id>` the side
 * whose point it is, `sosCalibre.<area id>` the batteries' calibre (76 mm unless given), `sosBatteries.<area id>`
 * how many batteries the mission plans (1 unless given; their factors are added).
 */
export interface SosPoint { areaId: string; side: SideId; calibreMm: number; batteries: number }

const SIDE = 'sos.', CALIBRE = 'sosCalibre.', BATTERIES = 'sosBatteries.';
const PREFIXES = [SIDE, CALIBRE, BATTERIES] as const;
export const MOST_SOS_BATTERIES = 3;

const sosKeys = optionKeys({
  prefixes: PREFIXES,
  names: { what: 'area', refusal: (k) => `an SOS point is an area's centre; there is no area "${k.suffix}" on the table` },
  values: {
    [SIDE]: (value, k) => unless((SIDE_IDS as readonly unknown[]).includes(value), k, `the side whose SOS point it is: one of ${SIDE_IDS.join(', ')}`),
    [CALIBRE]: (value, k) => unless(wholeIn(value, 50, 420), k, 'an SOS battery\'s calibre is a whole number of millimetres from 50 to 420'),
    [BATTERIES]: (value, k) => unless(wholeIn(value, 1, MOST_SOS_BATTERIES), k, `an SOS mission plans 1 to ${MOST_SOS_BATTERIES} batteries`),
  },
  needs: [{ prefix: SIDE, refusal: (k) => `"${k.key}" needs "${SIDE}${k.suffix}": the side whose SOS point it is` }],
});
export const isSosKey = sosKeys.isKey;
export const checkSosOption = sosKeys.check;

export function readSosPoints(scenario: Scenario): SosPoint[] {
  const o = scenario.ruleset.options;
  const out: SosPoint[] = [];
  for (const [key, value] of Object.entries(o)) {
    if (!key.startsWith(SIDE) || (value !== 'red' && value !== 'white')) continue;
    const areaId = key.slice(SIDE.length);
    const calibre = o[`${CALIBRE}${areaId}`], batteries = o[`${BATTERIES}${areaId}`];
    out.push({ areaId, side: value, calibreMm: typeof calibre === 'number' ? calibre : DEFAULT_CALIBRE, batteries: typeof batteries === 'number' ? batteries : 1 });
  }
  return out;
}
