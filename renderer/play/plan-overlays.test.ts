import { describe, expect, it } from 'vitest';
import type { PlanDrawing } from '../../shared/api.ts';
import { planOverlays } from './plan-overlays.ts';
import { SIDE_COLOURS } from '../side-colours.ts';
import { PlaySession } from './play-session.svelte.ts';
import { tableMarks } from './table-marks-of.ts';
import { fakeDeps, fakeSnapshot } from '../testing/fake-play.ts';

const drawing: PlanDrawing = {
  side: 'white',
  title: 'Plan of Colonel Makhin (cautious): attack Kamenka',
  arrows: [
    { part: 'main', label: 'Main effort: 1st Company, round the left, by the birch wood, onto Kamenka', points: [{ x: 10, y: 5 }, { x: 4, y: 20 }, { x: 12, y: 30 }] },
    { part: 'holding', label: 'Holding part: 2nd Company, keeping the enemy busy at the mill', points: [{ x: 30, y: 5 }, { x: 30, y: 20 }] },
    { part: 'reserve', label: 'Reserve: the cavalry, waiting behind the church', points: [{ x: 20, y: 2 }, { x: 20, y: 8 }] },
    { part: 'reserve', label: 'Reserve: nowhere to go', points: [{ x: 1, y: 1 }] },
  ],
};

describe('the AI plans on the table after the battle', () => {
  it('draws each part as an arrow in its side colour: the main effort bold, the holding part dashed, the reserve dotted', () => {
    const out = planOverlays([drawing]);
    expect(out).toEqual([
      { kind: 'path', points: drawing.arrows[0]!.points, color: SIDE_COLOURS.white.fill, label: 'Main effort', width: 0.45 },
      { kind: 'path', points: drawing.arrows[1]!.points, color: SIDE_COLOURS.white.fill, label: 'Holding part', width: 0.3, dash: 'dashed' },
      { kind: 'path', points: drawing.arrows[2]!.points, color: SIDE_COLOURS.white.fill, label: 'Reserve', width: 0.3, dash: 'dotted' },
    ]);
  });

  it('draws nothing while no plan has been sent (under fog of war, before the battle ends)', () => {
    expect(planOverlays(undefined)).toEqual([]);
    expect(planOverlays([])).toEqual([]);
  });

  it('are on the play screen\'s table once the battle is over, and not before', () => {
    const base = fakeSnapshot();
    const table = { ...base, scenario: { ...base.scenario, victory: [] } } as typeof base;
    const during = new PlaySession(fakeDeps({}), { ...table, aiPlans: [drawing] });
    expect(tableMarks(during).overlays.filter((o) => o.kind === 'path')).toEqual([]);
    const over = new PlaySession(fakeDeps({}), { ...table, aiPlans: [drawing], outcome: { winner: 'white', reason: 'the Reds broke' } } as typeof base);
    expect(tableMarks(over).overlays.filter((o) => o.kind === 'path').map((o) => (o as { label: string }).label)).toEqual(['Main effort', 'Holding part', 'Reserve']);
  });
});
