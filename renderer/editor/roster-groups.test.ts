import { describe, expect, it } from 'vitest';
import { armiesOf, rosterGroups } from './roster-groups.ts';
import { redsVersusReds } from '../../shared/rulesets/reds-versus-reds/index.ts';
import { redActionsRuleset } from '../../shared/rulesets/red-actions/index.ts';
import { wargameWednesdays } from '../../shared/rulesets/wargame-wednesdays/index.ts';

const names = (groups: ReturnType<typeof rosterGroups>) => groups.map((g) => g.name);
const typeIds = (groups: ReturnType<typeof rosterGroups>) => groups.flatMap((g) => g.types.map((t) => t.id));

describe('a side\'s roster', () => {
  it('offers the Komuch side its own troops and the Czech Legion, and the Reds only Red troops (Reds versus Reds)', () => {
    const types = redsVersusReds.troopTypes;
    const komuch = rosterGroups(types, 'komuch');
    expect(names(komuch)).toEqual(['Komuch People\'s Army', 'Czech Legion']);
    expect(typeIds(komuch)).not.toContain('red-infantry');
    expect(typeIds(komuch)).toContain('czech-observer');
    const reds = rosterGroups(types, 'red-army');
    expect(names(reds)).toEqual(['Red Army']);
    expect(typeIds(reds)).not.toContain('peoples-army');
  });

  it('offers a Red Army side of Red Actions! its Latvians and horse army, and a White side none of them', () => {
    const types = redActionsRuleset.troopTypes;
    const soviet = names(rosterGroups(types, 'soviet'));
    expect(soviet[0]).toBe('Red Army');
    expect(soviet).toEqual(expect.arrayContaining(['Latvian Rifle Division', 'First Horse Army (Konnarmiya)']));
    expect(soviet).not.toContain('Polish Army');
    const whites = rosterGroups(types, 'whites');
    expect(names(whites)[0]).toBe('Whites (Volunteer Army, AFSR)');
    expect(names(whites)).not.toContain('Latvian Rifle Division');
    // the dummy marker is offered to either side
    expect(typeIds(whites)).toContain('dummy-marker');
    expect(typeIds(whites).filter((id) => types.find((t) => t.id === id)!.army === 'soviet')).toEqual(['dummy-marker']);
  });

  it('heads Wargame Wednesdays armies by name and gives the Whites their Cossacks', () => {
    const types = wargameWednesdays.troopTypes;
    expect(armiesOf(types).map((a) => a.name)).toEqual(['Red Army', 'White Army', 'Cossacks', 'Polish Army', 'Makhnovists']);
    expect(names(rosterGroups(types, 'whites'))).toEqual(['White Army', 'Cossacks']);
    expect(names(rosterGroups(types, 'red-army'))).toEqual(['Red Army']);
  });

  it('offers every army to a side that names none, or one the rule set does not know', () => {
    const types = wargameWednesdays.troopTypes;
    expect(rosterGroups(types, undefined)).toHaveLength(5);
    expect(rosterGroups(types, 'soviet')).toHaveLength(5);
  });
});
