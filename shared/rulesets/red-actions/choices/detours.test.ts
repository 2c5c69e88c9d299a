import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../../scenario/schema.ts';
import { fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { detourPoints, detourToward } from './detours.ts';
import { moveCandidates } from './move-candidates.ts';

const stream = { id: 'brook', kind: 'line' as const, type: 'stream-small' as const, points: [{ x: 0, y: 20 }, { x: 72, y: 20 }] };
const road = { id: 'road', kind: 'line' as const, type: 'road' as const, points: [{ x: 36, y: 0 }, { x: 36, y: 48 }] };
const hedge = { id: 'hedge', kind: 'line' as const, type: 'hedge' as const, points: [{ x: 10, y: 30 }, { x: 20, y: 30 }] };
const yard = { id: 'yard', kind: 'area' as const, type: 'fields' as const, polygon: [{ x: 14, y: 34 }, { x: 26, y: 34 }, { x: 26, y: 42 }, { x: 14, y: 42 }] };
const terrain: Partial<ScenarioInput> = {
  terrain: [stream, road, hedge, yard],
  victory: [{ type: 'clear-area', winner: 'red', areaId: 'yard' }, { type: 'turn-limit', winner: 'white' }],
};

describe('moving round what a unit may not cross', () => {
  it('the ways over or round a line: roads over streams, and just past the ends of a hedge', () => {
    const s = fixtureState(fixtureScenario([{ id: 'car', type: 'red-armoured-car', at: [20, 14], officer: null }], [{ id: 'w1', type: 'white-volunteers', at: [20, 38], bases: 4, facing: 180 }], terrain));
    const points = detourPoints(s.scenario);
    expect(points).toContainEqual({ x: 36, y: 20 });
    expect(points).toContainEqual({ x: 8.5, y: 30 });
    expect(points).toContainEqual({ x: 21.5, y: 30 });
  });

  it('an armoured car may not cross a small stream ("Nyet!"): heading for the objective it makes for the road over the stream instead', () => {
    const s = fixtureState(fixtureScenario([{ id: 'car', type: 'red-armoured-car', at: [20, 14], officer: null }], [{ id: 'w1', type: 'white-volunteers', at: [20, 38], bases: 4, facing: 180 }], terrain));
    const car = unit(s, 'car');
    const via = detourToward(s, car, { x: 20, y: 38 });
    expect(via).not.toBeNull();
    expect(Math.hypot(via!.x - 36, via!.y - 20)).toBeLessThan(2);
    const toBridge = moveCandidates(s, car).filter((m) => Math.hypot(m.to.x - 36, m.to.y - 20) < Math.hypot(20 - 36, 14 - 20) - 8);
    expect(toBridge.length).toBeGreaterThan(0);
  });

  it('infantry wade the stream, so their way is straight', () => {
    const s = fixtureState(fixtureScenario([{ id: 'r1', type: 'red-regulars', at: [20, 14], bases: 4 }], [{ id: 'w1', type: 'white-volunteers', at: [20, 38], bases: 4, facing: 180 }], terrain));
    expect(detourToward(s, unit(s, 'r1'), { x: 20, y: 38 })).toBeNull();
  });
});
