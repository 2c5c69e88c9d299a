import { describe, expect, it } from 'vitest';
import { getRuleset } from '../registry.ts';
import { applyAction, replay, startGame } from '../../engine/game.ts';
import { SeededDice, rngFromSeed } from '../../engine/dice.ts';
import { redActionsRuleset as R } from './index.ts';
import { fixtureScenario, stationRaid } from './test-fixture.ts';
import type { RaAction } from './actions.ts';

describe('the red-actions rule set', () => {
  it('is registered and describes itself', () => {
    expect(getRuleset('red-actions')).toBe(R);
    expect(R.notes.length).toBeGreaterThan(10);
    expect(R.troopTypes.length).toBeGreaterThan(60);
    expect(R.tables.map((t) => t.id)).toEqual(expect.arrayContaining(['shooting', 'combat', 'terrain', 'direct-hits', 'moving-and-shooting', 'visibility', 'troops']));
  });

  it('accepts the bundled station raid: the scenario schema and the rule set\'s own checks', () => {
    const s = stationRaid();
    expect(R.checkScenario(s).filter((p) => p.severity === 'error')).toEqual([]);
    expect(R.checkScenario(s)).toEqual([]);
    const kinds = new Set(s.sides.red.units.concat(s.sides.white.units).map((u) => R.troopTypes.find((t) => t.id === u.troopType)!.troopClass));
    for (const k of ['train-engine', 'train-artillery', 'train-mg', 'armoured-car', 'tachanka', 'officer'] as const) expect(kinds.has(k), k).toBe(true);
    expect(s.sides.white.units.some((u) => u.hidden)).toBe(true);
    expect(s.terrain.some((f) => f.kind === 'line' && f.type === 'railway')).toBe(true);
  });

  it('keeps the station raid as its ruleset note ("station-raid") tells it: 9 turns, the garrison holds the yard, two ways for the Reds to win', () => {
    const s = stationRaid();
    expect(R.notes.some((n) => n.id === 'station-raid')).toBe(true);
    expect(s.turnLimit).toBe(9);
    expect(s.victory).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 'clear-area', winner: 'red', areaId: 'station-yard', tags: ['garrison'] }),
      expect.objectContaining({ type: 'break-army', winner: 'red', fraction: 0.4 }),
      expect.objectContaining({ type: 'turn-limit', winner: 'white' }),
    ]));
    const garrison = s.sides.white.units.filter((u) => u.tags.includes('garrison')).map((u) => u.id).sort();
    expect(garrison).toEqual(['w-mg', 'w-plastuns', 'w-volunteers']);
    // Over the brook (y 12 to 15) from the start.
    for (const u of s.sides.red.units) for (const b of u.bases) expect(b.y, u.id).toBeGreaterThan(15);
  });

  it('refuses bad scenarios with the JSON path of each problem', () => {
    const bad = fixtureScenario(
      [{ id: 'r1', type: 'no-such-troops', at: [10, 4] }, { id: 'r2', type: 'red-regulars', at: [20, 4], bases: 7 }],
      [{ id: 'w1', type: 'white-train-mg', at: [30, 30], extra: { tags: ['train-x'] } }, { id: 'w2', type: 'white-volunteers', at: [40, 40], bases: 2, officer: 'genius' }],
      { ruleset: { id: 'red-actions', options: { initiative: 'chaos', unknown: true } } },
    );
    const problems = R.checkScenario(bad).filter((p) => p.severity === 'error').map((p) => `${p.path}: ${p.message}`);
    expect(problems).toEqual(expect.arrayContaining([
      expect.stringContaining('$.ruleset.options.initiative'), expect.stringContaining('$.ruleset.options.unknown'),
      expect.stringContaining('$.sides.red.units[0].troopType'), expect.stringContaining('$.sides.red.units[1].bases'),
      expect.stringContaining('$.sides.white.units[0].bases[0]: a train car must stand on a railway line'),
      expect.stringContaining('needs exactly one engine'), expect.stringContaining('$.sides.white.units[1].officers[0].characteristic'),
    ]));
  });

  it('never changes the state it is given, and every option it offers is accepted', () => {
    const scenario = stationRaid();
    let state = startGame(R, scenario, 7).state;
    const pick = new SeededDice(rngFromSeed(70));
    for (let i = 0; i < 40 && !R.outcome(state.game); i++) {
      const options = R.options(state.game);
      expect(options.length).toBeGreaterThan(0);
      const frozen = JSON.stringify(state.game);
      for (const o of options.slice(0, 6)) expect(R.step(state.game, o.action, new SeededDice(rngFromSeed(i))).ok, o.label).toBe(true);
      expect(JSON.stringify(state.game)).toBe(frozen);
      const r = applyAction(R, state, options[pick.d(options.length) - 1]!.action);
      if (!r.ok) throw new Error(r.error.reason);
      state = r.value.state;
    }
  });

  it('replays a log to the same state, and its action schema accepts what it offers', () => {
    const scenario = stationRaid();
    let state = startGame(R, scenario, 11).state;
    const actions: RaAction[] = [];
    const pick = new SeededDice(rngFromSeed(110));
    for (let i = 0; i < 30; i++) {
      const options = R.options(state.game);
      const a = options[pick.d(options.length) - 1]!.action;
      expect(R.actionSchema.safeParse(JSON.parse(JSON.stringify(a))).success).toBe(true);
      const r = applyAction(R, state, a);
      if (!r.ok) throw new Error(r.error.reason);
      actions.push(a);
      state = r.value.state;
    }
    const again = replay(R, { scenario, seed: 11, actions });
    expect(again.ok && again.value.state.game).toEqual(state.game);
  });

  it('draws the table with markers and officers for every unit', () => {
    const scenario = stationRaid();
    // The raid's Latvians start on the table; brought up as reinforcements they wait in reserve.
    const latvians = scenario.sides.red.units.find((u) => u.id === 'r-latvians')!;
    latvians.reinforcement = { turn: 3, entry: { x: 60, y: 1 } };
    const state = startGame(R, scenario, 3).state;
    const view = R.view(state.game);
    const train = view.units.filter((u) => u.troopClass.startsWith('train-'));
    expect(train.map((u) => u.id).sort()).toEqual(['w-engine', 'w-mgcar', 'w-turret']);
    expect(view.units.find((u) => u.id === 'w-plastuns')!.status).toBe('hidden');
    expect(view.units.find((u) => u.id === 'r-regulars')!.officers).toEqual([expect.objectContaining({ rank: 'junior' })]);
    expect(view.units.find((u) => u.id === 'w-colonel')!.officers).toEqual([expect.objectContaining({ rank: 'commander', characteristic: 'steady, +1 to morale' })]);
    expect(view.units.find((u) => u.id === 'r-latvians')!.status).toBe('reserve');
  });
});
