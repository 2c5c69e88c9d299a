import { describe, expect, it } from 'vitest';
import { company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { halvings } from '../combat/fire-adapter.ts';
import { fireBar } from '../combat/fire.ts';
import { resupplyRefusal, tickSupply } from './logistics.ts';
import type { TrrState } from '../state.ts';

// The Whites attack from the north edge (y = 40"); the Reds defend the south.
const state = (logistics = true) => startedState(trrScenario(
  [company('r', 'red-rifles', 10, 10)],
  [company('w', 'white-rifles', 10, 38), company('far', 'white-rifles', 30, 10), { id: 'gun', troopType: 'white-field-gun', x: 20, y: 38 }, { id: 'mortar', troopType: 'white-mortar', x: 40, y: 38 }],
  [], { ruleset: { id: 'ten-rounds-rapid', options: { logistics } } },
));
const moves = (s: TrrState, id: string, n: number, fired = false) => {
  const u = unitOf(s, id);
  for (let i = 0; i < n; i++) { u.fired = fired; tickSupply(s, u); }
  return u;
};

describe('section 18 "Logistics" (optional)', () => {
  it('"Infantry battalions attacking they need to be resupplied every other move, if on defence every five moves": then they fire halved (decision)', () => {
    const s = state();
    expect(moves(s, 'w', 2).unsupplied).toBe(false);
    expect(moves(s, 'w', 1).unsupplied).toBe(true);
    expect(halvings(unitOf(s, 'w'))).toContain('out of supply');
    expect(moves(s, 'r', 5).unsupplied).toBe(false);
    expect(moves(s, 'r', 1).unsupplied).toBe(true);
  });

  it('"Artillery models … require 1 Wagon per move they fire"; medium mortars "1 Wagon Load per 2 moves they fire": without it they do not fire (decision)', () => {
    const s = state();
    const gun = moves(s, 'gun', 3, false);
    expect(gun.unsupplied).toBe(false);
    moves(s, 'gun', 1, true);
    gun.band = 'any';
    gun.fired = false;
    expect(fireBar(gun)).toMatch(/out of ammunition/);
    expect(moves(s, 'mortar', 1, true).unsupplied).toBe(false);
    expect(moves(s, 'mortar', 1, true).unsupplied).toBe(true);
  });

  it('resupplied by spending the activation where a wagon reaches (30 cm of its own edge); guns by their own teams anywhere', () => {
    const s = state();
    const w = moves(s, 'w', 3), far = moves(s, 'far', 3);
    w.band = 'any';
    far.band = 'any';
    w.fired = far.fired = false;
    expect(resupplyRefusal(s, w)).toBeNull();
    expect(resupplyRefusal(s, far)).toMatch(/no wagon reaches far: more than 30 cm from their own edge/);
    const gun = moves(s, 'gun', 1, true);
    gun.band = 'any';
    gun.fired = false;
    expect(resupplyRefusal(s, gun)).toBeNull();
  });

  it('without the option nobody runs out', () => {
    const s = state(false);
    expect(moves(s, 'w', 9).unsupplied).toBe(false);
    expect(resupplyRefusal(s, unitOf(s, 'w'))).toMatch(/draw no supply/);
  });
});
