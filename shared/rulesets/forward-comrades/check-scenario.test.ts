import { describe, expect, it } from 'vitest';
import { checkScenarioDocument } from '../registry.ts';
import { checkScenario } from './check-scenario.ts';
import { fcScenario, lipki } from './test-fixtures.ts';
import { troopDefinition } from './troops.ts';

const base = () => JSON.parse(JSON.stringify(lipki())) as ReturnType<typeof lipki>;
const errors = (s: ReturnType<typeof lipki>) => checkScenario(s).filter((p) => p.severity === 'error').map((p) => `${p.path}: ${p.message}`);

describe('scenario checks (bad input refused with its JSON path)', () => {
  it('the bundled Lipki station passes, through the same door as every file', () => {
    const checked = checkScenarioDocument(base());
    expect(checked.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(checked.scenario).not.toBeNull();
  });

  it('an unknown troop type', () => {
    const s = base();
    s.sides.red.units[4]!.troopType = 'red-zeppelin';
    expect(errors(s)).toEqual([expect.stringMatching(/^\$\.sides\.red\.units\[4\]\.troopType: unknown troop type "red-zeppelin" for Forward Comrades/)]);
  });

  it('"Each unit on the table is assigned to a leader": a unit without a leader, one naming a leader of the other side, one naming a unit that is no leader', () => {
    const s = base();
    s.sides.red.units[4]!.tags = [];
    s.sides.red.units[5]!.tags = ['leader.kappel'];
    s.sides.red.units[6]!.tags = ['leader.r-sailors'];
    expect(errors(s)).toEqual([
      '$.sides.red.units[4].tags: every unit is assigned to a leader: give it a tag "leader.<leader id>"',
      '$.sides.red.units[5].tags[0]: the leader "kappel" is a leader of the other side',
      '$.sides.red.units[6].tags[0]: the leader "r-sailors" is not a leader',
    ]);
  });

  it('an option out of range, and an option the rule set does not have', () => {
    const s = base();
    s.ruleset.options = { movement: 'teleport', indirectFire: 'yes', fog: true };
    expect(errors(s)).toEqual([
      '$.ruleset.options.movement: "movement" must be all-dice or fixed-plus-d6; got "teleport"',
      '$.ruleset.options.indirectFire: "indirectFire" must be true or false; got "yes"',
      '$.ruleset.options.fog: Forward Comrades has no option "fog"; its options: movement, indirectFire',
    ]);
  });

  it('light MGs "may only be attached to infantry units"; heavy MGs "may be attached to infantry units": neither goes with cavalry', () => {
    const s = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'r', troopType: 'red-cavalry', leader: 'rc', x: 10, y: 10, stands: 4, figures: 3, weapons: [{ weapon: 'lmg', figures: 1 }, { weapon: 'hmg', figures: 2 }] }],
      [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'w', troopType: 'white-infantry', leader: 'wc', x: 10, y: 40, stands: 4, weapons: [{ weapon: 'lmg', figures: 1 }] }],
    );
    expect(errors(s)).toEqual([expect.stringMatching(/units\[1\]\.bases\[4\]\.weapon: /), expect.stringMatching(/units\[1\]\.bases\[5\]\.weapon: /)]);
  });

  it('"Cavalry units are 4 stands of three men each, 12 total": a cavalry unit is drawn with 4 stands of 3 unless the scenario says otherwise', () => {
    for (const id of ['red-cavalry', 'white-cavalry', 'cossacks']) expect(troopDefinition(id)).toMatchObject({ figures: 3, stands: { default: 4, max: 4 } });
  });

  it('a commissar on a White unit, a priest on a Red one, a tachanka on infantry, two light MGs, a troop of the other army', () => {
    const s = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'r', troopType: 'red-infantry', leader: 'rc', x: 10, y: 10, stands: 4, characteristics: ['religious-leader'], weapons: [{ weapon: 'lmg', figures: 1 }, { weapon: 'lmg', figures: 1 }] },
        { id: 'odd', troopType: 'cossacks', leader: 'rc', x: 30, y: 10, stands: 4 }],
      [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'w', troopType: 'white-infantry', leader: 'wc', x: 10, y: 40, stands: 4, characteristics: ['commissar'], weapons: [{ weapon: 'tachanka', figures: 2 }] }],
    );
    expect(errors(s)).toEqual([
      '$.sides.red.units[1].characteristics[0]: a religious leader goes only with a white unit',
      '$.sides.red.units[1].bases[5].weapon: "Only one light machine gun may be attached to an infantry unit"',
      '$.sides.red.units[2].troopType: Cossack sotnia fight for the Whites, not this side',
      '$.sides.white.units[1].characteristics[0]: a commissar goes only with a red unit',
      '$.sides.white.units[1].bases[4].weapon: a tachanka is attached only to cavalry units',
    ]);
  });
});
