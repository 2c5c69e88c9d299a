import type { FigureState, UnitState } from '../state.ts';

/** A figure on the table with its unit and its base's radius, as the mechanics list the figures around them. */
export interface PlacedFigure {
  unit: UnitState;
  figure: FigureState;
  radius: number;
}
