import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { optionsFor } from '../options.ts';
import { stepGame } from '../step.ts';
import { unitCover } from '../combat/fire-adapter.ts';
import { motivationModifiers } from '../motivation/motivation.ts';
import { targetState } from '../observation/observation.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import { viewOf } from '../view.ts';
import { shiftUnit } from '../state.ts';
import { OPTION_TABLES } from './option-tables.ts';
import { entrench, entrenchRefusal } from './entrenching.ts';
import { dugIn, worksOf } from './works.ts';
import { company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';

const scenario = (on: boolean) => trrScenario([company('r', 'red-rifles', 10, 5), { id: 'car', troopType: 'red-austin', x: 30, y: 5 }], [company('w', 'white-rifles', 10, 38)], [], { ruleset: { id: 'ten-rounds-rapid', options: on ? { entrenching: true } : {} } });
const acting = (on: boolean, id = 'r') => {
  const s = startedState(scenario(on), 'red');
  const u = unitOf(s, id);
  Object.assign(u, { band: 'any', activated: true });
  s.phase = 'act';
  s.activeUnit = id;
  return { s, u };
};

describe('Entrenching (section 18, option "entrenching")', () => {
  it('"may be attempted by any element who move at foot rate": offered to foot only, and only with the option', () => {
    const { s, u } = acting(true);
    expect(optionsFor(s).some((c) => c.action.type === 'entrench')).toBe(true);
    expect(entrenchRefusal(acting(false).s, acting(false).u)).toMatch(/not in play/);
    const car = acting(true, 'car');
    expect(entrenchRefusal(car.s, car.u)).toMatch(/foot rate/);
    expect(u.works).toBeNull();
  });

  it('"taking penalties as if in impassable terrain": 20 cm less three d10s, "a total of 80 cm to prepare a basic trench"', () => {
    const { s, u } = acting(true);
    const events: GameEvent[] = [];
    entrench(u, forcedDice([1, 2, 3]), events);
    expect(u.works!.cm).toBe(14);
    expect(worksOf(u)).toBe('digging');
    expect(events[0]!.roll).toMatchObject({ table: 'entrenching', dice: [1, 2, 3], total: 14 });
    u.works = { ...u.works!, cm: 78 };
    Object.assign(u, { moved: false });
    entrench(u, forcedDice([1, 1, 1]), events);
    expect(dugIn(u)).toBe(true);
    expect(unitCover(s, u)).toBe('heavy');
    expect(motivationModifiers(s, u).some((m) => m.label === 'in field defences')).toBe(true);
    expect(targetState(terrainIndexFor(s.scenario), u).concealed).toBe(true);
    expect(viewOf(s).units.find((x) => x.id === 'r')!.markers).toContainEqual({ kind: 'dug-in', count: 1 });
  });

  it('"overhead cover requires an extra 40 cm … camouflaging takes a further 40 cm"; works stay behind when the unit moves', () => {
    const { s, u } = acting(true);
    const c = { x: u.pieces.reduce((a, p) => a + p.x, 0) / u.pieces.length, y: 5 };
    u.works = { ...c, cm: 120 };
    expect([worksOf(u), unitCover(s, u)]).toEqual(['overhead', 'total']);
    u.works = { ...c, cm: 160 };
    expect(targetState(terrainIndexFor(s.scenario), { ...u, fired: true }).brokenGround).toBe(true);
    shiftUnit(u, 0, 1);
    expect(worksOf(u)).toBe('none');
  });

  it('is an action through the step, and a rules table served by the same roll', () => {
    const { s } = acting(true);
    const r = stepGame(s, { type: 'entrench', side: 'red', unitId: 'r' }, forcedDice([5, 5, 5]));
    expect(r.ok && unitOf(r.value.state, 'r').works?.cm).toBe(5);
    const table = OPTION_TABLES.find((t) => t.id === 'entrenching')!;
    expect(table.lookup({ before: '70', rolls: '5,5,5' })).toEqual({ ok: true, value: { rate: 20, dug: 5, works: 75, level: 'digging' } });
    expect(table.lookup({ rolls: '5,5' })).toMatchObject({ ok: false });
  });
});
