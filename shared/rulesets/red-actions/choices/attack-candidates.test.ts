import { describe, expect, it } from 'vitest';
import { SeededDice, rngFromSeed } from '../../../engine/dice.ts';
import { baseEdgeDistance } from '../../../geometry/base.ts';
import type { ScenarioInput } from '../../../scenario/schema.ts';
import { type FixtureUnit, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import type { RaAction } from '../actions.ts';
import type { RaState, RaUnit } from '../state.ts';
import { stepState } from '../step.ts';
import { choicesForUnit } from './choices.ts';
import { attackAims, bestFirst, chargeCanWin, faceToCharge, objectiveDefenders } from './attack-candidates.ts';
import { checkChargeAction } from '../segment/legality-move.ts';
import { cardFor } from '../troops/units.ts';
import { canSee } from '../terrain/visibility.ts';

/** A town the Reds must clear, held by a White company. */
const town = { id: 'town', kind: 'area' as const, type: 'built-up' as const, polygon: [{ x: 30, y: 30 }, { x: 42, y: 30 }, { x: 42, y: 38 }, { x: 30, y: 38 }] };
const raid: Partial<ScenarioInput> = {
  terrain: [town],
  victory: [{ type: 'clear-area', winner: 'red', areaId: 'town' }, { type: 'turn-limit', winner: 'white' }],
};
const garrison: FixtureUnit = { id: 'w1', type: 'white-volunteers', at: [36, 33], bases: 4, facing: 180 };

/** The same objective as open fields: no cover to hide stationary troops. */
const farm: Partial<ScenarioInput> = { ...raid, terrain: [{ ...town, type: 'fields' as const }] };

function setup(red: FixtureUnit[], white: FixtureUnit[] = [garrison], o: Partial<ScenarioInput> = raid): RaState {
  const s = fixtureState(fixtureScenario(red, white, o));
  s.initiative.toAct = 'red';
  return s;
}

const actionsOf = (s: RaState, unitId: string): RaAction[] => choicesForUnit(s, unitId).map((c) => c.action);
const gap = (a: RaUnit, b: RaUnit): number => Math.min(...a.bases.flatMap((x) => b.bases.map((y) => baseEdgeDistance({ ...x, ...cardFor(a).base }, { ...y, ...cardFor(b).base }))));

describe('purposeful moves for an attacker', () => {
  it('the defenders are the enemy units standing in the area to be cleared', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 14], bases: 4 }], [garrison, { id: 'w2', type: 'white-mg', at: [60, 40], bases: 2, facing: 180 }]);
    expect(objectiveDefenders(s, 'red').map((u) => u.id)).toEqual(['w1']);
    expect(objectiveDefenders(s, 'white')).toEqual([]);
  });

  it('"No unit may approach within 2″ of the enemy": the advance ends at that limit, where stationary troops in cover can be made out', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 24], bases: 4 }]);
    expect(attackAims(s, unit(s, 'r1')).map((a) => a.label)).toContain('at the defenders of the objective');
    const moves = actionsOf(s, 'r1').filter((a) => a.type === 'move');
    const ends = moves.map((m) => {
      const r = stepState(s, m, new SeededDice(rngFromSeed(1)));
      return r.ok ? gap(unit(r.value.state, 'r1'), unit(r.value.state, 'w1')) : Infinity;
    });
    const move = moves[ends.findIndex((g) => g >= 2 && g < 2.1)];
    expect(move).toBeDefined();
    const r = stepState(s, move!, new SeededDice(rngFromSeed(1)));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [mover, held] = [unit(r.value.state, 'r1'), unit(r.value.state, 'w1')];
    expect(gap(mover, held)).toBeGreaterThanOrEqual(2);
    expect(gap(mover, held)).toBeLessThan(2.1);
    expect(canSee(r.value.state, mover, held)).toBe(true);
  });

  it('stationary infantry in a town are not made out from further off ("50m (2″) stationary infantry … can be seen")', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 28.5], bases: 4 }]);
    expect(gap(unit(s, 'r1'), unit(s, 'w1'))).toBeGreaterThan(2.5);
    expect(canSee(s, unit(s, 'r1'), unit(s, 'w1'))).toBe(false);
  });

  it('"The charge must not wheel more than 45°": a unit facing away is offered a turn to face the enemy, after which it may charge', () => {
    const s = setup([{ id: 'cav', type: 'red-cavalry', at: [36, 26], bases: 3, facing: 90 }], [garrison], farm);
    const charge = { type: 'charge' as const, side: 'red' as const, unitId: 'cav', targetId: 'w1' };
    expect(checkChargeAction(s, unit(s, 'cav'), charge)).toContain('wheel');
    const turns = faceToCharge(s, unit(s, 'cav'));
    expect(turns.length).toBeGreaterThan(0);
    const r = stepState(s, turns[0]!, new SeededDice(rngFromSeed(1)));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const after = r.value.state;
    expect(checkChargeAction(after, unit(after, 'cav'), charge)).toBeNull();
  });
});

describe('charges into contact that can win, listed first', () => {
  it('"troops charged by armoured cars which do not rout … automatically rout when contacted"; gunners surrender', () => {
    const s = setup([{ id: 'car', type: 'red-armoured-car', at: [36, 26], officer: null }, { id: 'r2', type: 'red-regulars', at: [20, 26], bases: 2 }],
      [garrison, { id: 'gun', type: 'white-field-gun', at: [20, 30], officer: null, facing: 180 }]);
    expect(chargeCanWin(s, unit(s, 'car'), unit(s, 'w1'))).toBe(true);
    expect(chargeCanWin(s, unit(s, 'r2'), unit(s, 'gun'))).toBe(true);
    // Two bases of regulars (3 × 2) against four of Volunteers (4 × 4, in cover) cannot win the combat.
    expect(chargeCanWin(s, unit(s, 'r2'), unit(s, 'w1'))).toBe(false);
  });

  it('an attacker lists a winning charge at a defender of the objective before anything else', () => {
    const s = setup([{ id: 'car', type: 'red-armoured-car', at: [36, 27.5], officer: null }], [garrison], farm);
    const first = actionsOf(s, 'car')[0];
    expect(first).toMatchObject({ type: 'charge', targetId: 'w1' });
  });

  it('a defender standing in the objective lists taking possession and holding first, and charges (which would carry it out) last', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 27], bases: 4 }]);
    const listed = bestFirst(s, unit(s, 'w1'), [
      { type: 'charge', side: 'white', unitId: 'w1', targetId: 'r1' },
      { type: 'move', side: 'white', unitId: 'w1', to: { x: 36, y: 40 }, facing: 0 },
      { type: 'hold', side: 'white', unitId: 'w1' },
      { type: 'possess', side: 'white', unitId: 'w1', targetId: 'town' },
    ]);
    expect(listed.map((a) => a.type)).toEqual(['possess', 'hold', 'move', 'charge']);
  });
});
