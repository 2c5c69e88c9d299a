import type { GameEvent } from '../../../engine/events.ts';
import { type RvrState, type UnitState, findFigure } from '../state.ts';

/** Takes a figure off the table as a casualty: it counts toward its unit's morale tests this turn. */
export function killFigure(draft: RvrState, figureId: string): void {
  const found = findFigure(draft, figureId);
  if (!found) return;
  const { unit } = found;
  unit.figures = unit.figures.filter((f) => f.id !== figureId);
  unit.casualties += 1;
  leaveCombats(draft, [figureId]);
  if (unit.figures.length === 0 && unit.status === 'active') unit.status = 'destroyed';
}

/** Reds versus Reds, "Morale": the whole of a routed unit is removed at once and never returns. */
export function routUnit(draft: RvrState, unit: UnitState, why: string, events: GameEvent[]): void {
  if (unit.status !== 'active') return;
  const ids = unit.figures.map((f) => f.id);
  unit.status = 'routed';
  unit.figures = [];
  leaveCombats(draft, ids);
  events.push({ kind: 'rout', side: unit.side, unitId: unit.id, text: `${unit.name} rout and leave the table (${why})` });
}

/** Drops figures from every combat; a combat with nobody left on one side is over. */
export function leaveCombats(draft: RvrState, figureIds: readonly string[]): void {
  if (draft.combats.length === 0) return;
  const gone = new Set(figureIds);
  draft.combats = draft.combats
    .map((c) => ({ ...c, opponents: c.opponents.filter((o) => !gone.has(o)) }))
    .filter((c) => !gone.has(c.single) && c.opponents.length > 0);
}
