import { describe, expect, it } from 'vitest';
import { type FixtureUnit, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { checkMoveTo } from '../segment/legality-move.ts';
import { moveCandidates } from '../choices/move-candidates.ts';
import { choicesFor } from '../choices/choices.ts';

const far: FixtureUnit = { id: 'w1', type: 'white-volunteers', at: [66, 46], bases: 2, facing: 180 };
const wood = { id: 'wood', label: 'birch wood', kind: 'area' as const, type: 'woods' as const, polygon: [{ x: 30, y: 16 }, { x: 42, y: 16 }, { x: 42, y: 30 }, { x: 30, y: 30 }] };
const village = { id: 'village', label: 'Lipki', kind: 'area' as const, type: 'built-up' as const, polygon: [{ x: 50, y: 16 }, { x: 62, y: 16 }, { x: 62, y: 30 }, { x: 50, y: 30 }] };
const setup = (red: FixtureUnit[]) => {
  const s = fixtureState(fixtureScenario(red, [far], { terrain: [wood, village] }));
  s.initiative.toAct = 'red';
  return s;
};

describe('"Troops other than infantry must be in column in buildings and woods"', () => {
  it('refuses cavalry moving into woods or a built-up area in line, and lets it go in column', () => {
    const s = setup([{ id: 'r1', type: 'red-cavalry', at: [36, 12], bases: 2 }, { id: 'r2', type: 'red-cavalry', at: [56, 12], bases: 2 }]);
    const rule = 'troops other than infantry must be in column in woods and buildings';
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 17.5 }, 0, 'line', {})).toBe(rule);
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 17.5 }, 0, 'column', {})).toBeNull();
    expect(checkMoveTo(s, unit(s, 'r2'), { x: 56, y: 17.5 }, 0, 'line', {})).toBe(rule);
    expect(checkMoveTo(s, unit(s, 'r2'), { x: 56, y: 17.5 }, 0, 'column', {})).toBeNull();
    // Short of the wood the line stands as it is.
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 13.5 }, 0, 'line', {})).toBeNull();
  });

  it('binds a line that only passes through the wood, and asks nothing of infantry or of a unit of one base', () => {
    const s = setup([{ id: 'r1', type: 'red-cavalry', at: [28, 14], bases: 2, facing: 90 }, { id: 'r2', type: 'red-regulars', at: [36, 12], bases: 2 }, { id: 'r3', type: 'red-tachanka', at: [56, 12] }]);
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 28, y: 10 }, 0, 'line', {})).toBeNull();
    expect(checkMoveTo(s, unit(s, 'r2'), { x: 36, y: 16.5 }, 0, 'line', {})).toBeNull();
    expect(checkMoveTo(s, unit(s, 'r3'), { x: 56, y: 17 }, 0, 'line', {})).toBeNull();
  });

  it('offers cavalry in line the move into the wood in column, and no line move into it (the AI and the player alike)', () => {
    const s = setup([{ id: 'r1', type: 'red-cavalry', at: [36, 12], bases: 2 }]);
    const cavalry = unit(s, 'r1');
    const moves = moveCandidates(s, cavalry);
    const intoWood = moves.filter((m) => m.to.y > 16.5 && Math.abs(m.to.x - 36) < 6);
    expect(intoWood.length).toBeGreaterThan(0);
    expect(intoWood.every((m) => m.formation === 'column')).toBe(true);
    for (const m of moves) expect(checkMoveTo(s, cavalry, m.to, m.facing, m.formation ?? 'line', {})).toBeNull();
    expect(choicesFor(s).some((c) => c.unitId === 'r1' && /in column/.test(c.label))).toBe(true);
  });
});
