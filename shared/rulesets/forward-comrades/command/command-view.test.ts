import { describe, expect, it } from 'vitest';
import { commandGroups } from '../../../engine/command-groups.ts';
import { leadershipBand } from '../tables/tables-command.ts';
import { leaderView, tableView, unitView } from '../view.ts';
import { fcScenario, leaderOf, stateAt, unitOf } from '../test-fixtures.ts';
import { leadershipSource } from './leadership.ts';
import { halfWidth } from '../movement/stands.ts';
import { commandView } from './command-view.ts';

const scenario = fcScenario(
  [
    { id: 'chief', troopType: 'red-commander-in-chief', x: 60, y: 2 },
    { id: 'gusev', troopType: 'red-officer', x: 10, y: 2 },
    { id: 'r-inf', troopType: 'red-infantry', leader: 'gusev', x: 10, y: 6, stands: 4 },
    { id: 'r-guards', troopType: 'red-guards', leader: 'gusev', x: 30, y: 6, stands: 4 },
    { id: 'r-gun', troopType: 'red-field-gun', leader: 'chief', x: 58, y: 4 },
  ],
  [
    { id: 'kappel', troopType: 'white-commander-in-chief', x: 2, y: 46 },
    { id: 'w-inf', troopType: 'white-infantry', leader: 'kappel', x: 40, y: 36, stands: 4 },
  ],
);

describe('a leader\'s command distances on the table (Determining leadership)', () => {
  it('"Distance from leader | Chance of move on D10": one ring per band, in the table\'s words', () => {
    const state = stateAt(scenario, 'officers');
    const command = commandView(state, leaderOf(state, 'gusev'))!;
    expect(command.centre).toEqual({ x: 10, y: 2 });
    expect(command.rings).toEqual([
      { radius: 12, label: '12": will move' },
      { radius: 24, label: '24": moves on 1-9 (D10)' },
      { radius: 36, label: '36": moves on 1-8 (D10); beyond, moves on 1-6 (D10)' },
    ]);
    expect(command.unitIds).toEqual(['r-inf', 'r-guards']);
    expect(command.note).toBeUndefined();
  });

  it('a unit just inside a ring rolls on that ring\'s band, and just outside on the next', () => {
    const state = stateAt(scenario, 'officers');
    const gusev = leaderOf(state, 'gusev');
    gusev.character = 'efficient';
    leaderOf(state, 'chief').status = 'dead'; // else the C-in-C, nearer than 36", would give the better line
    const command = commandView(state, gusev)!;
    const unit = unitOf(state, 'r-guards');
    for (const ring of command.rings) {
      for (const [offset, band] of [[-0.2, ring], [0.2, null]] as const) {
        gusev.x = unit.stands[0]!.x - (ring.radius + offset) - halfWidth(unit); // distances are to the stand's edge
        gusev.y = unit.stands[0]!.y;
        const source = leadershipSource(state, unit);
        const rolled = leadershipBand(source.distance, source.extra);
        const words = /^\d+": (will move|moves on [\d-]+)/.exec(ring.label)![1]!;
        if (band) expect(words).toBe(rolled.moveOn >= 10 ? 'will move' : `moves on 1-${rolled.moveOn}`);
        else expect(words).not.toBe(rolled.moveOn >= 10 ? 'will move' : `moves on 1-${rolled.moveOn}`);
      }
    }
  });

  it('an Efficient officer "May add 6" to the leadership distances": the rings are 6" wider', () => {
    const state = stateAt(scenario, 'officers');
    leaderOf(state, 'gusev').character = 'efficient';
    const command = commandView(state, leaderOf(state, 'gusev'))!;
    expect(command.rings.map((r) => r.radius)).toEqual([18, 30, 42]);
    expect(command.rings[0]!.label).toBe('18": will move (Efficient, +6")');
  });

  it('"the commander in chief … may influence any of his units": his note says so', () => {
    const state = stateAt(scenario, 'officers');
    const command = commandView(state, leaderOf(state, 'chief'))!;
    expect(command.unitIds).toEqual(['r-gun']);
    expect(command.note).toBe('may also lead any unit of his side');
  });

  it('a leader leading heroically: "his other units" roll as if over 36"', () => {
    const state = stateAt(scenario, 'officers');
    const gusev = leaderOf(state, 'gusev');
    gusev.leading = 'r-inf';
    const command = commandView(state, gusev)!;
    // measured from the unit he leads
    expect(command.centre.y).toBe(6);
    expect(command.note).toBe('leading heroically: his other units roll as if over 36" away');
  });

  it('a dead or out-of-action leader shows no command distances, and a destroyed unit is no longer his', () => {
    const state = stateAt(scenario, 'officers');
    leaderOf(state, 'gusev').status = 'dead';
    expect(commandView(state, leaderOf(state, 'gusev'))).toBeUndefined();
    expect(leaderView(state, leaderOf(state, 'gusev')).command).toBeUndefined();
    leaderOf(state, 'gusev').status = 'active';
    unitOf(state, 'r-guards').status = 'destroyed';
    expect(commandView(state, leaderOf(state, 'gusev'))!.unitIds).toEqual(['r-inf']);
  });

  it('the view ties each unit to its leader, and groups each side by leader for the unit list and rosters', () => {
    const state = stateAt(scenario, 'officers');
    expect(unitView(state, unitOf(state, 'r-inf')).commander).toBe('gusev');
    expect(leaderView(state, leaderOf(state, 'gusev')).command?.rings).toHaveLength(3);
    const groups = commandGroups(tableView(state).units.filter((u) => u.side === 'red'));
    expect(groups.map((g) => [g.name, g.units.map((u) => u.id)])).toEqual([
      ['gusev', ['r-inf', 'r-guards', 'gusev']],
      ['chief', ['r-gun', 'chief']],
    ]);
  });
});
