import type { FigureState, UnitState } from './state.ts';
import type { PlacedFigure } from './figures.ts';
import { figureRadius } from './state.ts';

interface Listed {
  figures: readonly FigureState[];
  box: { minX: number; minY: number; maxX: number; maxY: number };
  placed: readonly PlacedFigure[] | null;
}

/**
 * The units of one state, listed as `PlacedFigure`s (with the box around each unit's figures) when first asked
 * for: trying many placements at one state asks for the same units again and again. Asked about the unit at
 * position i of another state's units (a `trialDraft` of it), it answers only when that is the very unit it
 * lists, with the very figures list: figures lists are replaced, never changed in place, and a trial changes
 * only its own copy of the moving unit.
 */
export class KnownFigures {
  private readonly listed: (Listed | undefined)[] = [];

  constructor(private readonly units: readonly UnitState[]) {}

  /** The unit's figures as `PlacedFigure`s, or null when this is not the unit listed at position i. */
  placed(unit: UnitState, i: number): readonly PlacedFigure[] | null {
    const listed = this.entry(unit, i);
    if (!listed) return null;
    if (!listed.placed) {
      const radius = figureRadius(unit);
      listed.placed = unit.figures.map((figure) => ({ unit, figure, radius }));
    }
    return listed.placed;
  }

  /** Whether the box around the unit's figures misses the given box; false when this is not the unit listed. */
  missesBox(unit: UnitState, i: number, box: { minX: number; minY: number; maxX: number; maxY: number }): boolean {
    const around = this.entry(unit, i)?.box;
    return !!around && (around.maxX < box.minX || around.minX > box.maxX || around.maxY < box.minY || around.minY > box.maxY);
  }

  private entry(unit: UnitState, i: number): Listed | null {
    if (this.units[i] !== unit) return null;
    let listed = this.listed[i];
    if (!listed) {
      const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
      for (const f of unit.figures) {
        box.minX = Math.min(box.minX, f.x); box.minY = Math.min(box.minY, f.y);
        box.maxX = Math.max(box.maxX, f.x); box.maxY = Math.max(box.maxY, f.y);
      }
      listed = { figures: unit.figures, box, placed: null };
      this.listed[i] = listed;
    }
    return listed.figures === unit.figures ? listed : null;
  }
}
