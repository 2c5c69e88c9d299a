import type { Scenario } from '../../../scenario/schema.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { optionKeys, unless } from './option-keys.ts';

/**
 * Spotting aircraft (section 14: "Wireless may only be used by Blue armies (and spotting aircrafts)"; "add 1 if the
 * firing battery has an air observer"; planned fire "may be observed by any observers who can see the point of
 * impact"). `spotter.<side>`: true gives the side an observation aircraft over the table all game (README "Spotting
 * aircraft"). It observes for the side's OP teams' batteries by its own wireless, whatever the army: a team may call
 * its battery onto an enemy the aircraft can see although the team cannot, or after moving with a telephone; the
 * side's planned fire and SOS missions are observed; and its counter-battery fire has an air observer.
 */
const SPOTTER = 'spotter.';

const spotterKeys = optionKeys({
  prefixes: [SPOTTER],
  names: { what: 'side', refusal: (k) => `a spotting aircraft works for a side: "${SPOTTER}red" or "${SPOTTER}white", not "${k.key}"` },
  values: {
    [SPOTTER]: (value, k) => [
      ...unless(value === true, k, `"${k.key}" is true: the side has a spotting aircraft over the table`),
      // As for attack aircraft (README "Aircraft"): the era's machines did not fly at night or in fog.
      ...unless(k.scenario.timeOfDay !== 'night' && k.scenario.weather !== 'fog', k, `aircraft do not spot ${k.scenario.timeOfDay === 'night' ? 'at night' : 'in fog'}`),
    ],
  },
  needs: [],
});
export const isSpotterKey = spotterKeys.isKey;
export const checkSpotterOption = spotterKeys.check;

export const hasSpotter = (scenario: Scenario, side: SideId): boolean => scenario.ruleset.options[`${SPOTTER}${side}`] === true;
