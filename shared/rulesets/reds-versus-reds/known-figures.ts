import type { FigureState, UnitState } from './state.ts';
import type { PlacedFigure } from './figures.ts';
import { figureRadius } from './state.ts';

interface Listed {
  figures: readonly FigureState[];
  box: { minX: number; minY: number; maxX: number; maxY: number };
  placed: readonly PlacedFigure[] | null;
}

/**
 * Units listed before, by unit object: the states searched from one state share most of their unit objects
 * (a step copies units only when it may change one), and every search lists them all again. Only units of a
 * state the search starts from are listed here, and such a unit never changes afterwards (the engine's states
 * are immutable once stepped to); the figures list is checked as well, since it is what the listing is made of.
 */
const listings = new WeakMap<UnitState, Listed>();

/**
 * The units of one state, listed as `PlacedFigure`s (with the box around each unit's figures) when first asked
 * for: trying many placements at one state asks for the same units again and again. Asked about the unit at
 * position i of another state's units (a `trialDraft` of it), it answers only when that is the very unit it
 * lists, with the very figures list: figures lists are replaced, never changed in place, and a trial changes
 * only its own copy of the moving unit.
 */
export class KnownFigures {
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
    let listed = listings.get(unit);
    if (!listed || listed.figures !== unit.figures) {
      const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
      for (const f of unit.figures) {
        box.minX = Math.min(box.minX, f.x); box.minY = Math.min(box.minY, f.y);
        box.maxX = Math.max(box.maxX, f.x); box.maxY = Math.max(box.maxY, f.y);
      }
      listed = { figures: unit.figures, box, placed: null };
      listings.set(unit, listed);
    }
    return listed;
  }
}
