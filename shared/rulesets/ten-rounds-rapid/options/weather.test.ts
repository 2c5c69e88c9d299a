import { describe, expect, it } from 'vitest';
import { checkScenarioDocument } from '../../registry.ts';
import { visibility } from '../observation/observation.ts';
import { area, company, line, startedState, trrScenario } from '../test-fixtures.ts';
import { groundOf, rainMoves, wayFor } from './weather-going.ts';

const opts = (options: Record<string, string | number | boolean>) => ({ ruleset: { id: 'ten-rounds-rapid' as const, options } });
const wood = area('wood', 'woods', 0, 10, 60, 14);
const road = line('road', 'road', [[5, 0], [5, 40]]);
const state = (extra: Parameters<typeof trrScenario>[3]) => startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [], [wood, road], extra));

describe('Weather effects (section 18)', () => {
  it('"5 moves of rain turns normal cross country going into poor going, poor into bad, and bad into impassable going"', () => {
    const s = state({ weather: 'rain', ...opts({ rainBefore: 3 }) });
    s.turn = 1;
    expect(rainMoves(s)).toBe(4);
    expect(wayFor(s, 'infantry', { x: 20, y: 2 }, { x: 20, y: 8 }).going).toBe('clear');
    s.turn = 2;
    expect(groundOf(s).sodden).toBe(true);
    expect(wayFor(s, 'infantry', { x: 20, y: 2 }, { x: 20, y: 8 }).going).toBe('poor');
    expect(wayFor(s, 'infantry', { x: 20, y: 8 }, { x: 20, y: 12 }).going).toBe('bad');
    // Horse transport takes woods as bad going; sodden, they are impassable, which it may not enter ("N/A").
    expect(wayFor(s, 'horse-transport', { x: 20, y: 8 }, { x: 20, y: 12 }).closed).toMatch(/impassable going \(sodden ground\)/);
    // Roads keep their going.
    expect(wayFor(s, 'infantry', { x: 5, y: 2 }, { x: 5, y: 8 }).going).toBe('clear');
  });

  it('"Lying snow turns roads and tracks into poor going, poor into bad"; open ground the text leaves alone', () => {
    const s = state(opts({ lyingSnow: true }));
    expect(wayFor(s, 'infantry', { x: 5, y: 2 }, { x: 5, y: 8 })).toMatchObject({ onRoad: true, going: 'poor' });
    expect(wayFor(s, 'infantry', { x: 20, y: 8 }, { x: 20, y: 12 }).going).toBe('bad');
    expect(wayFor(s, 'infantry', { x: 20, y: 2 }, { x: 20, y: 8 }).going).toBe('clear');
  });

  it('"Fog adds three penalties if moving cross country, two if on a road or track"', () => {
    const s = state({ weather: 'fog' });
    expect(wayFor(s, 'infantry', { x: 20, y: 2 }, { x: 20, y: 8 }).obstacles).toEqual([{ label: 'fog', penalties: 3 }]);
    expect(wayFor(s, 'infantry', { x: 5, y: 2 }, { x: 5, y: 8 }).obstacles).toEqual([{ label: 'fog', penalties: 2 }]);
  });
});

describe('Visibility at night (section 18, option "night")', () => {
  it('"Clear moonlight nights … reduce the maximum visibility by 50%"; "Moonless nights … by 75%, and the location distances by 5 cm"', () => {
    expect(visibility(trrScenario([], [], [], { timeOfDay: 'night' }))).toEqual({ maxCm: 75, locationLoss: 0 });
    expect(visibility(trrScenario([], [], [], { timeOfDay: 'night', ...opts({ night: 'moonless' }) }))).toEqual({ maxCm: 37.5, locationLoss: 5 });
  });
  it('refuses a moon by day and rain out of range, by JSON path', () => {
    const doc = JSON.parse(JSON.stringify(trrScenario([], [], [], opts({ night: 'moonless', rainBefore: 99 }))));
    const problems = checkScenarioDocument(doc).problems.filter((p) => p.severity === 'error');
    expect(problems.map((p) => p.path).sort()).toEqual(['$.ruleset.options.night', '$.ruleset.options.rainBefore']);
  });
});
