import type { HiddenSetup } from '../../../engine/hidden-setup.ts';
import { DEFAULT_OPTIONS } from './options.ts';
import { TROOP_CARDS } from '../troops/troops.ts';

/**
 * How a Red Actions! scenario starts units out of the enemy's sight, by the game sequence's step 3: "A defender
 * notes any ambushes, and then places position markers"; "Dummy position markers may be used by agreement. An
 * attacker may use unit position markers too" (`startsAsMarker` in starts-as-marker.ts reads the same fields).
 */
export const RA_HIDDEN_SETUPS: readonly HiddenSetup[] = [
  {
    id: 'ambush', name: 'In ambush', by: { kind: 'hidden' },
    rule: 'Noted, not placed: off the enemy\'s table until scouted (4+ within 2" of the feature), seen round a corner, or it springs the ambush, fires or is charged. Ambushes lie in woods, buildings, fields, scrub or on hills.',
  },
  {
    id: 'position-marker', name: 'As a position marker',
    by: { kind: 'side-option', defender: 'positionMarkers', attacker: 'attackerMarkers', defaults: { defender: DEFAULT_OPTIONS.positionMarkers, attacker: DEFAULT_OPTIONS.attackerMarkers } },
    rule: 'The side\'s troops not in ambush go on the table as markers, revealed as figures when any enemy sees them or they fire. A scenario option for the whole side: the defender\'s by default, the attacker\'s if chosen.',
  },
  {
    id: 'dummy-marker', name: 'A dummy marker', by: { kind: 'troop-type', troopTypes: TROOP_CARDS.filter((c) => c.kind === 'dummy').map((c) => c.id) },
    rule: 'A marker with nothing under it, to mislead: removed when an enemy sees it or fires on it ("by agreement").',
  },
];
