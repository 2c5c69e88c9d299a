import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { scoutRange, scoutableFeatures } from './ambush.ts';
import { stepState } from '../step.ts';
import { startTurn } from '../sequence/sequence.ts';
import type { RaAction } from '../actions.ts';
import type { RaState } from '../state.ts';

const wood = { id: 'wood', kind: 'area' as const, type: 'woods' as const, polygon: [{ x: 40, y: 18 }, { x: 52, y: 18 }, { x: 52, y: 30 }, { x: 40, y: 30 }] };
const ambushers: FixtureUnit = { id: 'w1', type: 'white-platoons', at: [41, 24], bases: 2, facing: 250, extra: { hidden: true } };
const spare: FixtureUnit = { id: 'w-spare', type: 'white-volunteers', at: [68, 46], bases: 2, facing: 180 };
const redSpare: FixtureUnit = { id: 'r-spare', type: 'red-regulars', at: [4, 2], bases: 2 };

function setup(red: FixtureUnit[]): RaState {
  const s = fixtureState(fixtureScenario([...red, redSpare], [ambushers, spare], { terrain: [wood] }));
  s.initiative.toAct = 'red';
  return s;
}
function act(s: RaState, a: RaAction, dice: number[] = []): { s: RaState; text: string } {
  const d = forcedDice(dice);
  const r = stepState(s, a, d);
  if (!r.ok) throw new Error(r.error.reason);
  expect(d.remaining()).toBe(0);
  return { s: r.value.state, text: r.value.events.map((e) => e.text).join('\n') };
}
const approach: RaAction = { type: 'move', side: 'red', unitId: 'r1', to: { x: 36, y: 19 }, facing: 16 };

describe('Ambushes', () => {
  it('the suspicious terrain "must be within 100m (4″) … unless they are partisans or have a clever officer, in which case, 200m (8″)": partisans “double the range at which an ambush can be spotted”', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [34, 24], bases: 1, facing: 90 }, { id: 'r2', type: 'red-partisans', at: [33, 10], bases: 2, facing: 90 }]);
    expect(scoutRange(s, unit(s, 'r1'))).toBe(4);
    expect(scoutRange(s, unit(s, 'r2'))).toBe(8);
    expect(scoutableFeatures(s, unit(s, 'r1'))).toEqual([]);
    unit(s, 'r1').bases = [{ x: 37, y: 24, facing: 90 }];
    expect(scoutableFeatures(s, unit(s, 'r1'))).toEqual(['wood']);
  });

  it('“Any unit may choose to scout one piece of terrain they suspect of hiding an ambush a turn”: "Roll a d6 and on a 4+ the ambush is discovered … place the unit on the table and the ambush fails"', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [37, 24], bases: 1, facing: 90 }]);
    const { s: after, text } = act(s, { type: 'scout', side: 'red', unitId: 'r1', featureId: 'wood' }, [4]);
    expect(text).toContain('finds the enemy');
    expect(unit(after, 'w1').concealment).toBe('none');
    expect(after.decision).toMatchObject({ kind: 'segment', unitId: 'r1' });
    expect(stepState(after, { type: 'scout', side: 'red', unitId: 'r1', featureId: 'wood' }, forcedDice([])).ok).toBe(false);
  });

  it('“Multiple attempts can be made at a single location in consecutive turns but two units cannot scout the same spot in the same turn”', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [37, 24], bases: 1, facing: 90 }, { id: 'r2', type: 'red-regulars', at: [37, 21], bases: 1, facing: 90 }]);
    expect(scoutableFeatures(s, unit(s, 'r2'))).toEqual(['wood']);
    const { s: after, text } = act(s, { type: 'scout', side: 'red', unitId: 'r1', featureId: 'wood' }, [3]);
    expect(text).toContain('sees nothing');
    expect(scoutableFeatures(after, unit(after, 'r2'))).toEqual([]);
    startTurn(ctxOf(after, forcedDice([3, 2])), after.turn + 1);
    expect(scoutableFeatures(after, unit(after, 'r1'))).toEqual(['wood']);
  });

  it('000 line 658: "on a 4+ the ambush is discovered"; a 4+ where nobody hides discovers nothing, and its roll says so', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [37, 24], bases: 1, facing: 90 }]);
    unit(s, 'w1').concealment = 'none';
    const d = forcedDice([5]);
    const r = stepState(s, { type: 'scout', side: 'red', unitId: 'r1', featureId: 'wood' }, d);
    if (!r.ok) throw new Error(r.error.reason);
    const line = r.value.events.find((e) => e.text.includes('scouts'))!;
    expect(line.text).toContain('finds nothing');
    expect(line.roll?.result).toBe('searched: nobody there');
  });

  it('“An ambush can be sprung during another player\'s action, providing that action was a move that brought the unit closer”: the move stops, and “An ambushing unit may pre-empt the normal sequence to charge”: “They do not need to pass a morale test before they charge”, “They cause the target to take a fear test” (“When ambushed or gassed: Fear”), and a terror marker', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [34, 12], bases: 2 }]);
    const { s: mid } = act(s, approach);
    expect(mid.decision).toMatchObject({ kind: 'spring', side: 'white', unitIds: ['w1'], moverId: 'r1' });
    expect(unit(mid, 'r1').bases[0]!.y).toBeLessThan(18.5);
    const { s: sprung, text } = act(mid, { type: 'spring', side: 'white', unitId: 'w1', mode: 'charge' }, [2, 2]);
    expect(text).not.toContain('w1 takes a charge test');
    expect(text).toContain('r1 takes a terror marker (ambushed)');
    expect(text).toContain('fear test (when ambushed)');
    expect(unit(sprung, 'w1').concealment).toBe('none');
    expect(sprung.decision).toMatchObject({ kind: 'charged', unitId: 'r1', canShoot: false });
    const { text: fight } = act(sprung, { type: 'charge-response', side: 'red', unitId: 'r1', response: 'stand' }, [3, 4, 6, 6]);
    expect(fight).toContain('fight');
  });

  it('“If the ambushers only shoot, and do not charge, then only 3) and 4) above apply”; “Troops being ambushed while marching suffer a –3 modifier to the fear test and cannot shoot back”', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [34, 12], bases: 2, column: true, facing: 16 }]);
    const { s: mid } = act(s, { ...approach, formation: 'column', march: true } as RaAction);
    expect(mid.decision).toMatchObject({ kind: 'spring', side: 'white', unitIds: ['w1'] });
    // The ambushers face the column, so that their fire bears (the stop was made for their charge's reach).
    const r1 = unit(mid, 'r1').bases[0]!, w1 = unit(mid, 'w1');
    const facing = (Math.atan2(r1.x - w1.bases[0]!.x, r1.y - w1.bases[0]!.y) * 180) / Math.PI;
    w1.bases = w1.bases.map((b) => ({ ...b, facing }));
    const d = forcedDice([3, 3, 6, 6, 1, 1]);
    const r = stepState(mid, { type: 'spring', side: 'white', unitId: 'w1', mode: 'shoot' }, d);
    if (!r.ok) throw new Error(r.error.reason);
    const text = r.value.events.map((e) => e.text).join('\\n');
    expect(text).toContain('r1 takes a terror marker (ambushed)');
    expect(text).toContain('fear test (when ambushed)');
    const fear = r.value.events.find((e) => e.text.includes('fear test (when ambushed)'))!;
    expect(fear.roll?.target).toContain('ambushed while marching');
    expect(r.value.state.decision?.kind).not.toBe('shot-at');
    expect(text).not.toContain('r1 returns fire');
  });

  it('ambushers may let the enemy pass, and the move goes on', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [34, 12], bases: 2 }]);
    const { s: mid } = act(s, approach);
    expect(mid.decision?.kind).toBe('spring');
    const { s: after } = act(mid, { type: 'spring', side: 'white', unitId: null, mode: 'charge' });
    expect((unit(after, 'r1').bases[0]!.y + unit(after, 'r1').bases[1]!.y) / 2).toBeCloseTo(19, 1);
    expect(unit(after, 'w1').concealment).not.toBe('none');
  });

  it('"the player must send a senior officer to order the unit out of ambush" before it can move', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [10, 10], bases: 2 }]);
    s.initiative.toAct = 'white';
    const r = stepState(s, { type: 'move', side: 'white', unitId: 'w1', to: { x: 44, y: 28 }, facing: 0 }, forcedDice([]));
    expect(r.ok ? '' : r.error.reason).toContain('ambush');
  });
});
