import { describe, expect, it } from 'vitest';
import { planOverview, type OverviewPlan } from './overview-layout.ts';
import { tableRect } from './map-frame.ts';
import { PAPER_SIZES } from './paper.ts';
import type { Rect } from './canvas.ts';

const inside = (inner: Rect, outer: { width: number; height: number }) =>
  inner.x >= 0 && inner.y >= 0 && inner.x + inner.width <= outer.width + 1e-6 && inner.y + inner.height <= outer.height + 1e-6;
const apart = (a: Rect, b: Rect) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

function check(plan: OverviewPlan): void {
  const map = tableRect(plan.frame);
  expect(inside(map, plan.page)).toBe(true);
  for (const column of plan.textColumns) {
    expect(inside(column, plan.page)).toBe(true);
    expect(apart(column, map)).toBe(true);
    expect(column.width).toBeGreaterThan(100);
  }
}

describe('planOverview', () => {
  it.each(PAPER_SIZES)('keeps the map and the text apart and on a %s page', (paper) => {
    for (const table of [{ width: 72, height: 48 }, { width: 48, height: 72 }, { width: 48, height: 48 }, { width: 120, height: 24 }]) check(planOverview(table, paper));
  });

  it('turns the page to print the table larger: landscape for a long table, portrait for a deep one', () => {
    expect(planOverview({ width: 120, height: 24 }, 'a4').orientation).toBe('landscape');
    expect(planOverview({ width: 24, height: 72 }, 'a4').orientation).toBe('portrait');
  });

  it('prints a larger map on a larger sheet', () => {
    expect(planOverview({ width: 72, height: 48 }, 'a3').frame.scale).toBeGreaterThan(planOverview({ width: 72, height: 48 }, 'a4').frame.scale * 1.3);
  });
});
