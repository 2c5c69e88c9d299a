import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import type { ActionOf, RaAction } from '../actions.ts';
import type { RaState } from '../state.ts';
import { stepState } from '../step.ts';
import { checkUnitAction } from '../segment/legality.ts';
import { runTrain } from './trains.ts';
import { baseArcCovers } from '../shooting/fire-arcs.ts';
import { canShootAtAll } from '../shooting/shooting.ts';
import { unitCover } from '../terrain/cover.ts';
import { checkCharge } from '../charge/charge.ts';
import { directHitEffects } from '../shooting/direct-hits.ts';
import { retireMove } from '../morale/retire.ts';
import { unitCandidates } from '../choices/unit-candidates.ts';
import { unitView } from '../view/view.ts';
import { redActionsRuleset as R } from '../index.ts';

/** A White train on a line along y = 30: engine, then a wagon; White riflemen stand beside the wagon. */
const rail = { id: 'rail', kind: 'line' as const, type: 'railway' as const, points: [{ x: 0, y: 30 }, { x: 72, y: 30 }] };
const car = (id: string, type: string, x: number): FixtureUnit => ({ id, type, at: [x, 30], facing: 90, officer: null, extra: { tags: ['train-a'] } });

function setup(riflemen: Partial<FixtureUnit> = {}, mgTags: string[] = []): RaState {
  const s = fixtureState(fixtureScenario(
    [{ id: 'r1', type: 'red-regulars', at: [33.7, 20], bases: 2 }, { id: 'gun', type: 'red-field-gun', at: [10, 4], officer: null }],
    [
      car('engine', 'white-train-engine', 30), car('wagon', 'white-train-car', 33.7), car('wagon2', 'white-train-car', 37.4),
      { id: 'w1', type: 'white-volunteers', at: [33.7, 28.6], bases: 2, ...riflemen },
      { id: 'mg', type: 'white-mg', at: [60, 40], extra: { tags: mgTags } },
    ],
    { terrain: [rail] },
  ));
  s.initiative.toAct = 'white';
  return s;
}

function act(s: RaState, action: RaAction): RaState {
  const r = stepState(s, action, forcedDice([]));
  if (!r.ok) throw new Error(r.error.reason);
  return r.value.state;
}

const embark: ActionOf<'embark'> = { type: 'embark', side: 'white', unitId: 'w1', carId: 'wagon' };

describe('Trains: "Other cars have no effect on play, except to carry troops"', () => {
  it('infantry beside a wagon of a stopped train climb aboard as their whole segment ("an entire move")', () => {
    const s = setup();
    expect(unitCandidates(s, unit(s, 'w1'))).toContainEqual(embark);
    const after = act(s, embark);
    expect(unit(after, 'w1')).toMatchObject({ riding: 'wagon', acted: true });
    for (const b of unit(after, 'w1').bases) expect(b.y).toBeCloseTo(30, 5);
    expect(unitView(after, unit(after, 'wagon')).stats.Carrying).toBe('w1');
  });

  it('no boarding a moving train, a full wagon, or after moving this turn', () => {
    const moving = setup();
    moving.trains[0]!.speed = 2;
    expect(checkUnitAction(moving, unit(moving, 'w1'), embark)).toBe('the train must be stopped');
    const full = setup();
    unit(full, 'mg').riding = 'wagon';
    expect(checkUnitAction(full, unit(full, 'w1'), embark)).toBe('that wagon is full');
    const moved = setup();
    unit(moved, 'w1').movedThisTurn = 2;
    expect(checkUnitAction(moved, unit(moved, 'w1'), embark)).toContain('whole move');
  });

  it('riders go where the train goes, and their own train is not stopped by them', () => {
    const s = act(setup(), embark);
    const before = unit(s, 'w1').bases.map((b) => b.x);
    runTrain(ctxOf(s, forcedDice([])), s.trains[0]!, 'start-forward');
    expect(s.trains[0]!.movedThisTurn).toBeCloseTo(1, 5);
    unit(s, 'w1').bases.forEach((b, i) => expect(b.x - before[i]!).toBeCloseTo(1, 5));
  });

  it('"Troops may fire rifles from within the train": riflemen fire out of either side, not along the line', () => {
    const s = act(setup(), embark);
    const w1 = unit(s, 'w1');
    expect(baseArcCovers(w1, w1.bases[0]!, { x: 33.7, y: 20 })).toBe(true);
    expect(baseArcCovers(w1, w1.bases[0]!, { x: 33.7, y: 40 })).toBe(true);
    expect(baseArcCovers(w1, w1.bases[0]!, { x: 60, y: 30.5 })).toBe(false);
    expect(checkUnitAction(s, w1, { type: 'shoot', side: 'white', unitId: 'w1', targetId: 'r1', mode: 'aimed' })).toBeNull();
    unit(s, 'mg').riding = 'wagon2';
    expect(canShootAtAll(unit(s, 'mg'))).toBe(false);
  });

  it('riders shelter as in a wooden building, and cannot be charged or move until they get down', () => {
    const s = act(setup(), embark);
    expect(unitCover(s, unit(s, 'w1'))).toMatchObject({ cls: 'wood', hard: true });
    expect(checkCharge(s, unit(s, 'r1'), unit(s, 'w1'), false).reason).toBe('troops aboard a train cannot be charged');
    expect(checkUnitAction(s, unit(s, 'w1'), { type: 'move', side: 'white', unitId: 'w1', to: { x: 33.7, y: 36 }, facing: 0 })).toContain('aboard');
  });

  it('they get down beside the line once the train has stopped, as another whole segment', () => {
    const s = act(setup(), embark);
    const out: ActionOf<'disembark'> = { type: 'disembark', side: 'white', unitId: 'w1', door: 'left' };
    s.trains[0]!.speed = 1;
    expect(checkUnitAction(s, unit(s, 'w1'), out)).toBe('the train must be stopped');
    s.trains[0]!.speed = 0;
    for (const u of s.units) u.acted = false;
    s.initiative.toAct = 'white';
    const after = act(s, out);
    const w1 = unit(after, 'w1');
    expect(w1.riding).toBeNull();
    for (const b of w1.bases) expect(b.y).toBeCloseTo(31.3, 5);
  });

  it('a direct hit on the wagon costs the riders a base, and the wreck turns them out', () => {
    const s = act(setup(), embark);
    const tasks = directHitEffects(ctxOf(s, forcedDice([])), unit(s, 'gun'), unit(s, 'wagon'));
    expect(tasks).toContainEqual(expect.objectContaining({ t: 'lose-bases', unitId: 'w1', count: 1, fearTest: true }));
    expect(unit(s, 'wagon').status).toBe('destroyed');
    expect(unit(s, 'w1').riding).toBeNull();
  });

  it('a retire result puts riders down on the far side of the line', () => {
    const s = act(setup(), embark);
    retireMove(ctxOf(s, forcedDice([])), unit(s, 'w1'), { x: 33.7, y: 20 }, 'shot');
    expect(unit(s, 'w1').riding).toBeNull();
    for (const b of unit(s, 'w1').bases) expect(b.y).toBeGreaterThan(31);
  });

  it('troops tagged "aboard-<wagon>" start the game riding; a bad tag is refused with its JSON path', () => {
    const s = setup({ extra: { tags: ['aboard-wagon'] } });
    expect(unit(s, 'w1').riding).toBe('wagon');
    const bad = fixtureScenario([], [car('engine', 'white-train-engine', 30), { id: 'w1', type: 'white-volunteers', at: [33.7, 28.6], bases: 2, extra: { tags: ['aboard-engine'] } }], { terrain: [rail] });
    expect(R.checkScenario(bad).map((p) => `${p.path}: ${p.message}`)).toContain('$.sides.white.units[1].tags[0]: "engine" is not a wagon (train car) of this side');
  });

  it('riders leave the table with the train', () => {
    const s = act(setup(), embark);
    const t = s.trains[0]!;
    Object.assign(t, { speed: 8, heading: 1 });
    const ctx = ctxOf(s, forcedDice([]));
    for (let i = 0; i < 6; i++) runTrain(ctx, t, 'steady');
    expect(unit(s, 'w1').status).toBe('withdrawn');
  });
});
