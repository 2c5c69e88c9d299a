import { getContext, setContext } from 'svelte';
import type { Scenario } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { TerrainIndex } from '../../shared/geometry/terrain-index.ts';
import { heightAtXY } from '../../shared/geometry/elevation.ts';
import type { TableSize } from './coordinates.ts';
import type { HeightAt } from './mesh-data.ts';

/** What 3D content nested in the scene needs to know about the table: its size, its terrain index and its relief. */
export interface TableModel {
  readonly scenario: Scenario;
  readonly table: TableSize;
  /** The whole terrain's index, built the first time it is asked for. */
  readonly index: TerrainIndex;
  /** Ground height at a table point, inches; the same function the rules use for elevation. */
  readonly heightAt: HeightAt;
}

/**
 * The model of one scenario. `ground` passes the table size and relief of the scene's terrain parts, so that
 * they stay the same objects from one edit to the next while the hills and the table do.
 */
export function createTableModel(scenario: Scenario, ground?: { table: TableSize; heightAt: HeightAt }): TableModel {
  let index: TerrainIndex | undefined;
  const whole = () => (index ??= TerrainIndex.fromScenario(scenario));
  return {
    scenario,
    table: ground?.table ?? { width: scenario.table.width, height: scenario.table.height },
    get index() { return whole(); },
    heightAt: ground?.heightAt ?? ((p: Vec) => heightAtXY(whole(), p.x, p.y)),
  };
}

const KEY = Symbol('tachanka-table-model');

/** Makes the table model available to 3D content nested in `<TableScene>` (editor handles, tools). */
export function setTableContext(get: () => TableModel): void {
  setContext(KEY, get);
}

/** The table model of the enclosing `<TableScene>`; throws when used outside one. */
export function useTableContext(): () => TableModel {
  const get = getContext<(() => TableModel) | undefined>(KEY);
  if (!get) throw new Error('useTableContext() must be called inside a component nested in <TableScene>.');
  return get;
}
