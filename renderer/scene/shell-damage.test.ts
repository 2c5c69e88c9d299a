import { describe, expect, it } from 'vitest';
import type { DamagedTerrainView } from '../../shared/engine/ruleset.ts';
import type { Area, Building, Line } from '../../shared/scenario/schema.ts';
import { forcedDice } from '../../shared/testing/forced-dice.ts';
import { pointInPolygon } from '../../shared/geometry/polygon.ts';
import { area, company, line, startedState, trrScenario } from '../../shared/rulesets/ten-rounds-rapid/test-fixtures.ts';
import { shellTerrain } from '../../shared/rulesets/ten-rounds-rapid/combat/terrain-damage.ts';
import { tableView } from '../../shared/rulesets/ten-rounds-rapid/view.ts';
import { alongLine, damageWords, layoutShellDamage } from './shell-damage.ts';

const TABLE = { width: 60, height: 40 };
const flat = () => 0;
// World x is table x less half the table's width; world z is half its height less table y.
const tableOf = (s: { x: number; z: number }) => ({ x: s.x + TABLE.width / 2, y: TABLE.height / 2 - s.z });

const wood = { ...area('birch', 'woods', 20, 10, 30, 20), label: 'Birch wood' } as Area;
const village = area('village', 'built-up', 40, 5, 50, 12) as Area;
const wire = line('wire', 'wire', [[10, 30], [50, 30]]) as Line;
const house: Building = { id: 'mill', kind: 'building', type: 'wood', x: 8, y: 8, width: 2, depth: 1.5, rotation: 0 };
const terrain = { areas: [wood, village], lines: [wire], buildings: [house] };
const hit = (featureId: string, severity: 1 | 2 | 3): DamagedTerrainView => ({ featureId, severity, label: `${featureId} shelled` });

describe('shellfire\'s damage to the terrain, drawn on the table', () => {
  it('comes from Ten Rounds Rapid\'s view: the wood shelled two moves is "bad going" (the moves of fire are in the log), severity 2', () => {
    const state = startedState(trrScenario([company('r', 'red-rifles', 5, 15)], [company('w', 'white-rifles', 30, 38)], [wood]));
    expect(tableView(state).damagedTerrain).toBeUndefined();
    for (const turn of [1, 2]) {
      state.turn = turn;
      shellTerrain(state, { x: 25, y: 15 }, 0, forcedDice([]), []);
    }
    expect(tableView(state).damagedTerrain).toEqual([{ featureId: 'birch', severity: 2, label: 'Birch wood shelled: bad going' }]);
  });

  it('puts craters inside the shelled wood, more as it takes more moves of fire, stumps once it is badly hit', () => {
    const counts = ([1, 2, 3] as const).map((s) => layoutShellDamage([hit('birch', s)], terrain, TABLE, flat));
    expect(counts[0]!.craters.length).toBeGreaterThan(3);
    expect(counts[1]!.craters.length).toBeGreaterThan(counts[0]!.craters.length);
    expect(counts[2]!.craters.length).toBeGreaterThan(counts[1]!.craters.length);
    for (const c of counts[2]!.craters) expect(pointInPolygon(tableOf(c), wood.polygon)).toBe(true);
    expect(counts[0]!.stumps).toEqual([]);
    expect(counts[1]!.stumps.length).toBeGreaterThan(0);
    expect(counts[2]!.rubble).toEqual([]);
  });

  it('draws nothing where nothing was shelled, and the same craters at every redraw', () => {
    expect(layoutShellDamage([], terrain, TABLE, flat)).toEqual({ craters: [], stumps: [], rubble: [], labels: [] });
    expect(layoutShellDamage([hit('village', 2)], terrain, TABLE, flat)).toEqual(layoutShellDamage([hit('village', 2)], terrain, TABLE, flat));
  });

  it('leaves rubble in a badly shelled village and round a wrecked house, craters along cut wire', () => {
    const v = layoutShellDamage([hit('village', 2)], terrain, TABLE, flat);
    expect(v.rubble.length).toBeGreaterThan(0);
    for (const c of v.craters) expect(pointInPolygon(tableOf(c), village.polygon)).toBe(true);
    const h = layoutShellDamage([hit('mill', 3)], terrain, TABLE, flat);
    expect(h.craters.length).toBe(8);
    expect(h.rubble.length).toBe(9);
    for (const c of h.craters) expect(Math.hypot(tableOf(c).x - 8, tableOf(c).y - 8)).toBeLessThan(4);
    const w = layoutShellDamage([hit('wire', 1)], terrain, TABLE, flat);
    expect(w.craters.length).toBe(10);
    for (const c of w.craters) expect(tableOf(c).y).toBeCloseTo(30, 6);
  });

  it('letters the rule set\'s words by each damaged feature', () => {
    const plan = layoutShellDamage([hit('birch', 1), hit('wire', 1), hit('mill', 2)], terrain, TABLE, flat);
    expect(damageWords(plan).map((o) => o.text)).toEqual(['birch shelled', 'wire shelled', 'mill shelled']);
    expect(plan.labels[0]!.p).toEqual({ x: 25, y: 15 });
    expect(plan.labels[1]!.p.y).toBeCloseTo(30, 6);
  });

  it('spaces points evenly along a bent line, carrying the gap round the corner', () => {
    expect(alongLine([{ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 5, y: 5 }], 4)).toEqual([{ x: 2, y: 0 }, { x: 5, y: 1 }, { x: 5, y: 5 }]);
  });
});
