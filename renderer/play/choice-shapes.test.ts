import { describe, expect, it } from 'vitest';
import type { BaseAction, Choice, UnitView } from '../../shared/engine/ruleset.ts';
import { actorOf, choicesFor, formationOrigin, moveStart, pointSlotOf, reachOf, slotPoint, unitsNamedBy, withSlotPoint } from './choice-shapes.ts';

const act = (fields: Record<string, unknown>): BaseAction => ({ type: 't', side: 'red', ...fields }) as BaseAction;

describe('points a player may pick on the table', () => {
  it('finds a point field, an action that is itself a point, and a formation of placed pieces', () => {
    expect(pointSlotOf(act({ to: { x: 1, y: 2 } }))).toEqual({ kind: 'field', key: 'to' });
    expect(pointSlotOf(act({ x: 10, y: 20 }))).toEqual({ kind: 'top' });
    expect(pointSlotOf(act({ unitId: 'a', figures: [{ id: 'a/1', x: 1, y: 1, facing: 0 }] }))).toEqual({ kind: 'formation', key: 'figures' });
    expect(pointSlotOf(act({ unitId: 'a', going: 'open' }))).toBeNull();
  });

  it('moves a formation as a whole so its centre lands on the pick, every piece facing the new way', () => {
    const action = act({ unitId: 'a', figures: [{ id: 'a/1', x: 10, y: 10, facing: 0 }, { id: 'a/2', x: 12, y: 10, facing: 0 }] });
    const slot = pointSlotOf(action)!;
    expect(slotPoint(action, slot)).toEqual({ x: 11, y: 10 });
    const moved = withSlotPoint(action, slot, { x: 16, y: 14 }, 45.4) as unknown as { figures: { id: string; x: number; y: number; facing: number }[] };
    expect(moved.figures).toEqual([{ id: 'a/1', x: 15, y: 14, facing: 45 }, { id: 'a/2', x: 17, y: 14, facing: 45 }]);
    // The choice the rule set offered is left as it was.
    expect((action as unknown as { figures: { x: number }[] }).figures[0]!.x).toBe(10);
  });

  it('keeps the shape the pieces have now when the view gives their places, so each moves exactly as far as the centre', () => {
    // The offered move had pulled the pieces out of line; the pick moves them from where they stand.
    const action = act({ unitId: 'a', figures: [{ id: 'a/1', x: 10, y: 5, facing: 180 }, { id: 'a/2', x: 13, y: 4, facing: 180 }] });
    const starts = new Map([['a/1', { x: 10, y: 10 }], ['a/2', { x: 12, y: 10 }]]);
    const slot = pointSlotOf(action)!;
    expect(formationOrigin(action, slot, starts)).toEqual({ x: 11, y: 10 });
    const moved = withSlotPoint(action, slot, { x: 11, y: 13 }, 0, starts) as unknown as { figures: { id: string; x: number; y: number }[] };
    expect(moved.figures.map(({ id, x, y }) => ({ id, x, y }))).toEqual([{ id: 'a/1', x: 10, y: 13 }, { id: 'a/2', x: 12, y: 13 }]);
  });

  it('starts a move to a point field where the unit stands, not at the point the choice proposes', () => {
    // A Ten Rounds Rapid move offers its end as `to`: the legal end of a pick is sought from the unit's middle.
    const action = act({ unitId: 'op', to: { x: 30, y: 20 } });
    const unit = { id: 'op', bases: [{ x: 20, y: 4, facing: 0, figures: 1 }, { x: 22, y: 6, facing: 0, figures: 1 }] } as unknown as UnitView;
    expect(moveStart(action, pointSlotOf(action)!, unit)).toEqual({ x: 21, y: 5 });
    expect(moveStart(action, pointSlotOf(action)!, undefined)).toBeNull();
    // A formation still starts from its pieces.
    const formed = act({ unitId: 'a', figures: [{ id: 'a/1', x: 10, y: 5, facing: 180 }] });
    const pieces = { id: 'a', bases: [{ id: 'a/1', x: 10, y: 10, facing: 180, figures: 1 }] } as unknown as UnitView;
    expect(moveStart(formed, pointSlotOf(formed)!, pieces)).toEqual({ x: 10, y: 10 });
  });

  it('writes a picked point to hundredths of an inch and leaves the facing alone when the action has none', () => {
    const action = act({ x: 0, y: 0 });
    expect(withSlotPoint(action, { kind: 'top' }, { x: 3.14159, y: 2.71828 }, 90)).toEqual({ type: 't', side: 'red', x: 3.14, y: 2.72 });
  });
});

describe('units a choice is about', () => {
  const ids = new Set(['sailors', 'czechs', 'komuch-inf']);
  it('names the acting unit from the choice or its action', () => {
    expect(actorOf({ action: act({}), label: '', unitId: 'sailors' })).toBe('sailors');
    expect(actorOf({ action: act({ unitId: 'czechs' }), label: '' })).toBe('czechs');
    expect(actorOf({ action: act({}), label: 'end phase' })).toBeNull();
  });

  it('finds targets named by unit id or by one of their figures, never the actor itself', () => {
    const fire: Choice = {
      label: 'Sailors fire', unitId: 'sailors',
      action: act({ unitId: 'sailors', shots: [{ shooterId: 'sailors/1', targetIds: ['czechs/2', 'czechs/3'] }, { shooterId: 'sailors/2', targetIds: ['komuch-inf'] }] }),
    };
    expect(unitsNamedBy(fire, ids).sort()).toEqual(['czechs', 'komuch-inf']);
  });

  it('lists a unit\u2019s choices apart from those that belong to no unit', () => {
    const a: Choice = { action: act({}), label: 'a', unitId: 'sailors' };
    const b: Choice = { action: act({}), label: 'b', unitId: 'czechs' };
    const c: Choice = { action: act({}), label: 'end' };
    expect(choicesFor([a, b, c], 'sailors')).toEqual({ unit: [a], general: [c] });
  });
});

describe('reach', () => {
  it('reads a reach the choice carries, else one its label states in inches', () => {
    expect(reachOf({ action: act({}), label: 'x', reach: 7 } as Choice)).toBe(7);
    expect(reachOf({ action: act({}), label: 'Place the figures (up to 8")' })).toBe(8);
    expect(reachOf({ action: act({}), label: 'Hold' })).toBeNull();
  });
});
