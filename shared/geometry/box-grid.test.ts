import { describe, expect, it } from 'vitest';
import { BoxGrid } from './box-grid.ts';

describe('BoxGrid', () => {
  it('visit each box near the query once, even one filed in several cells, and no box far from it', () => {
    const grid = new BoxGrid(4);
    grid.insert(0, 3, 3, 5, 5); // spans four cells
    grid.insert(1, 100, 100, 101, 101);
    grid.insert(2, -6, -6, -5, -5);
    const seen: number[] = [];
    grid.visit(2, 2, 6, 6, (id) => { seen.push(id); return false; });
    expect(seen).toEqual([0]);
    seen.length = 0;
    grid.visit(-8, -8, 6, 6, (id) => { seen.push(id); return false; });
    expect(seen.sort()).toEqual([0, 2]);
  });

  it('stop at the first visit that says so', () => {
    const grid = new BoxGrid(4);
    for (let id = 0; id < 100; id++) grid.insert(id, 1, 1, 2, 2);
    let visits = 0;
    expect(grid.visit(1, 1, 2, 2, () => ++visits === 3)).toBe(true);
    expect(visits).toBe(3);
  });
});
