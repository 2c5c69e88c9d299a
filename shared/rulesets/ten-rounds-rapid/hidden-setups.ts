import type { HiddenSetup } from '../../engine/hidden-setup.ts';
import { TROOPS } from './troops.ts';

/**
 * How a Ten Rounds Rapid scenario starts units out of the enemy's sight (README "Hidden set-up"). The rules hide by
 * concealment and the location test (section 10), so a unit hides by where it stands and what it has dug; there is
 * no hidden deployment, marker or dummy.
 */
export const TRR_HIDDEN_SETUPS: readonly HiddenSetup[] = [
  {
    id: 'concealed', name: 'Concealed by the ground', by: { kind: 'terrain' },
    rule: 'Section 10: troops concealed in or along a terrain feature (a wood, a built-up area, a hedge or wall) are seen automatically at half the sight distances, otherwise only by a location test. Place the unit there.',
  },
  {
    id: 'dug-in', name: 'Dug in (a trench or weapons pit)', by: { kind: 'tag', tag: 'works.trench' },
    rule: 'Section 18 "Entrenching": 80 cm of works dug before the battle. Concealed, heavy cover, +1 motivation; firing gives the unit away. Foot-rate troops only.',
  },
  {
    id: 'camouflaged', name: 'Dug in and camouflaged', by: { kind: 'tag', tag: 'works.camouflaged' },
    rule: 'Section 18 "Entrenching": 160 cm of works, overhead cover and camouflage. Concealed, total cover, and not given away by its own fire, as troops in broken ground are not (section 10). Foot-rate troops only.',
  },
  {
    id: 'sniper', name: 'Sniper', by: { kind: 'troop-type', troopTypes: TROOPS.filter((t) => t.sniper === true).map((t) => t.id) }, needsOption: 'snipers',
    rule: 'Section 18 "Snipers": a single figure who "must be located, and is never automatically seen", wherever he stands. With the option "snipers".',
  },
];
