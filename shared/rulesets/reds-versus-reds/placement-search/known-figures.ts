import type { FigureState, UnitState } from '../state.ts';
import type { PlacedFigure } from '../troops/placed-figure.ts';
import { figureRadius } from '../state.ts';
import { type Bounds, boundsOf } from '../../../geometry/polygon.ts';

interface Listed {
  box: Bounds;
  /** The unit object `placed` was made for (its entries point at it), and the listing. */
  placedFor: UnitState | null;
  placed: readonly PlacedFigure[] | null;
}

/**
 * Figures lists listed before. The states searched from one state share most of their figures lists: a step
 * copies units only when it may change one, and even then keeps the lists of the units it does not move (a
 * list is replaced, never changed in place, once a state has been stepped to). Keyed by the list rather than
 * the unit, a listing outlives those copies; its `PlacedFigure`s name one unit object, so they are made again
 * for another.
 */
const listings = new WeakMap<readonly FigureState[], Listed>();

/**
 * The units of one state, listed as `PlacedFigure`s (with the box around each unit's figures) when first asked
 * for: trying many placements at one state asks for the same units again and again. Asked about the unit at
 * position i of another state's units (a `trialDraft` of it), it answers only when that is the very unit it
 * lists, with the very figures list: figures lists are replaced, never changed in place, and a trial changes
 * only its own copy of the moving unit.
 */
export class KnownFigures {
  /** The entry found for the unit at each position, so that a search asks the shared listings once a unit. */
  private readonly entries: (Listed | undefined)[] = [];
  private readonly entryFigures: (readonly FigureState[] | undefined)[] = [];

  constructor(private readonly units: readonly UnitState[]) {}

  /** The unit's figures as `PlacedFigure`s, or null when this is not the unit listed at position i. */
  placed(unit: UnitState, i: number): readonly PlacedFigure[] | null {
    const listed = this.entry(unit, i);
    if (!listed) return null;
    if (!listed.placed || listed.placedFor !== unit) {
      const radius = figureRadius(unit);
      listed.placed = unit.figures.map((figure) => ({ unit, figure, radius }));
      listed.placedFor = unit;
    }
    return listed.placed;
  }

  /** Whether the box around the unit's figures misses the given box; false when this is not the unit listed. */
  missesBox(unit: UnitState, i: number, box: Bounds): boolean {
    const around = this.entry(unit, i)?.box;
    return !!around && (around.maxX < box.minX || around.minX > box.maxX || around.maxY < box.minY || around.minY > box.maxY);
  }

  private entry(unit: UnitState, i: number): Listed | null {
    if (this.units[i] !== unit) return null;
    const figures = unit.figures;
    const mine = this.entries[i];
    if (mine && this.entryFigures[i] === figures) return mine;
    let listed = listings.get(figures);
    if (!listed) {
      listed = { box: boundsOf(figures), placedFor: null, placed: null };
      listings.set(figures, listed);
    }
    this.entries[i] = listed;
    this.entryFigures[i] = figures;
    return listed;
  }
}
