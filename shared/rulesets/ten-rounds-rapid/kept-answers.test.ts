import { describe, expect, it } from 'vitest';
import { terrainIndexFor } from '../../engine/terrain-cache.ts';
import { draft, shiftUnit } from './state.ts';
import { freshUnitView, unitView } from './view.ts';
import { coverAt, pathTerrain } from './movement/terrain.ts';
import { moveChoices } from './movement/move-options.ts';
import { keptMoveChoices } from './movement/kept-move-options.ts';
import { company, line, area, startedState, trrScenario, unitOf } from './test-fixtures.ts';

/** The short cuts the AI's search leans on give what the long way round gives. */
describe('answers kept between copies of a state and per table', () => {
  const scenario = trrScenario([company('r', 'red-rifles', 10, 5)], [company('w', 'white-rifles', 10, 30)],
    [area('wood', 'woods', 8, 12, 20, 20), line('hedge', 'hedge', [[0, 25], [60, 25]])]);

  it('a unit that has not changed is handed the view made before; a change or a move gives a fresh one, as made afresh', () => {
    const s = startedState(scenario);
    const before = unitView(unitOf(s, 'r'));
    const copy = draft(s);
    expect(unitView(unitOf(copy, 'r'))).toBe(before);
    const r = unitOf(copy, 'r');
    r.figures -= 1;
    r.specialists.forEach((x) => { x.lost = true; });
    expect(unitView(r)).toEqual(freshUnitView(r));
    expect(unitView(r)).not.toBe(before);
    shiftUnit(r, 0, 3);
    expect(unitView(r)).toEqual(freshUnitView(r));
    expect(unitView(r).bases[0]!.y).toBe(8);
    expect(unitOf(s, 'r').pieces[0]!.y).toBe(5);
  });

  it('a unit left as it was in one copy and changed in another is handed each view made before, turn about', () => {
    const s = startedState(scenario);
    const still = unitView(unitOf(s, 'r'));
    const fired = draft(s);
    unitOf(fired, 'r').fired = true;
    const firedView = unitView(unitOf(fired, 'r'));
    expect(firedView).not.toBe(still);
    expect(unitView(unitOf(draft(s), 'r'))).toBe(still);
    expect(unitView(unitOf(draft(fired), 'r'))).toBe(firedView);
    expect(firedView).toEqual(freshUnitView(unitOf(fired, 'r')));
  });

  it('cover and the going along a way are the same asked once or again', () => {
    const index = terrainIndexFor(scenario);
    const p = { x: 12, y: 14 };
    expect(coverAt(index, p)).toEqual({ cover: 'medium', defences: false, concealed: true, broken: true, whileStill: false, feature: { id: 'wood', name: 'the woods' } });
    expect(coverAt(index, { ...p })).toBe(coverAt(index, p));
    const way = pathTerrain(index, 'infantry', { x: 10, y: 5 }, { x: 10, y: 28 });
    expect(way.going).toBe('poor');
    expect(way.obstacles.map((o) => o.label)).toEqual(['hedge']);
    expect(pathTerrain(index, 'infantry', { x: 10, y: 5 }, { x: 10, y: 28 })).toBe(way);
    expect(pathTerrain(index, 'wheeled', { x: 10, y: 5 }, { x: 10, y: 28 })).not.toBe(way);
  });

  it("a unit's move choices are handed out again while it and the enemies stand where they stood, and match the long way round", () => {
    const s = startedState(scenario);
    const r = unitOf(s, 'r');
    r.band = 'any';
    const first = keptMoveChoices(s, r);
    expect(first).toEqual(moveChoices(s, r));
    const copy = draft(s);
    expect(keptMoveChoices(copy, unitOf(copy, 'r'))).toBe(first);
    // Having fired, it is no longer offered moves ready to fire.
    unitOf(copy, 'r').fired = true;
    const fired = keptMoveChoices(copy, unitOf(copy, 'r'));
    expect(fired).not.toBe(first);
    expect(fired).toEqual(moveChoices(copy, unitOf(copy, 'r')));
    // An enemy that moves changes the ways toward it.
    const moved = draft(s);
    shiftUnit(unitOf(moved, 'w'), 4, -3);
    const after = keptMoveChoices(moved, unitOf(moved, 'r'));
    expect(after).not.toBe(first);
    expect(after).toEqual(moveChoices(moved, unitOf(moved, 'r')));
    // A hesitating unit's choices hang on what its friends see: worked out each time.
    const hesitant = draft(s);
    unitOf(hesitant, 'r').band = 'hesitant';
    expect(keptMoveChoices(hesitant, unitOf(hesitant, 'r'))).toEqual(moveChoices(hesitant, unitOf(hesitant, 'r')));
  });
});
