import { describe, expect, it } from 'vitest';
import type { UnitView } from '../../shared/engine/ruleset.ts';
import { commandGroups } from './command-groups.ts';

const unit = (id: string, command?: string): UnitView =>
  ({ id, name: id, stats: command === undefined ? {} : { Command: command } }) as unknown as UnitView;

describe('the unit list\'s command groups', () => {
  it('gather each command\'s units under its name, in the order the commands first appear', () => {
    const groups = commandGroups([unit('a', '1st Rifle Battalion'), unit('b', 'Cavalry'), unit('c', '1st Rifle Battalion')]);
    expect(groups.map((g) => [g.name, g.units.map((u) => u.id)])).toEqual([['1st Rifle Battalion', ['a', 'c']], ['Cavalry', ['b']]]);
  });

  it('leave a rule set without commands as one unnamed list', () => {
    expect(commandGroups([unit('a'), unit('b')])).toEqual([{ name: null, units: [unit('a'), unit('b')] }]);
  });
});
