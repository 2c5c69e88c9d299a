import type { TableView, TroopClass, UnitView } from '../engine/ruleset.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import { PairMeasures } from './pair-measures.ts';
import { tableOf, type TableReading } from './table-reading.ts';

/** Hand-built tables for the AI's tests: a unit is a row of figures starting at (x, y). */
export function unitView(id: string, side: SideId, x: number, y: number, options: {
  figures?: number; start?: number; troopClass?: TroopClass; status?: UnitView['status']; markers?: UnitView['markers'];
  stats?: UnitView['stats'];
  /** Name each base (`<id>/<n>`) the way rule sets that place single figures do. */
  baseIds?: boolean;
} = {}): UnitView {
  const figures = options.figures ?? 4;
  return {
    id, side, name: id, troopType: 'infantry', troopClass: options.troopClass ?? 'infantry',
    bases: Array.from({ length: figures }, (_, i) => ({ x: x + i, y, facing: 0, figures: 1, ...(options.baseIds ? { id: `${id}/${i}` } : {}) })),
    baseSize: { width: 1, depth: 1 }, officers: [], markers: options.markers ?? [], status: options.status ?? 'active',
    strength: { now: figures, start: options.start ?? figures, unit: 'figures' }, stats: options.stats ?? {},
  };
}

export const tableView = (units: UnitView[], turn = 1, turnLimit = 12): TableView => ({ turn, turnLimit, phase: 'test', units, zones: [] });

/** The same table with nothing measured and nothing to carry over: every term is worked out from the start. */
export function tableAfresh(table: TableReading): TableReading {
  const measures = new PairMeasures();
  return tableOf(table.view, table.units.map((u) => ({ ...u, place: measures.newPlace(), toArea: null })), measures);
}
