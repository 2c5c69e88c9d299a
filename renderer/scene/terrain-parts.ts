import type { Area, Building, Hill, Line, PointFeature, Scenario } from '../../shared/scenario/schema.ts';
import { TerrainIndex } from '../../shared/geometry/terrain-index.ts';
import { heightAtXY } from '../../shared/geometry/elevation.ts';
import type { TableSize } from './coordinates.ts';
import type { HeightAt } from './mesh-data.ts';
import { keeper, listKeeper } from './keep-same.ts';

/** The scenario's terrain split by what each part of the table is drawn from. */
export interface TerrainParts {
  readonly table: TableSize;
  readonly hills: readonly Hill[];
  readonly areas: readonly Area[];
  readonly lines: readonly Line[];
  readonly railways: readonly Line[];
  readonly buildings: readonly Building[];
  readonly points: readonly PointFeature[];
  /** Ground height at a table point, from the hills alone (the same function the rules use for elevation). */
  readonly heightAt: HeightAt;
}

/**
 * Splits scenario after scenario into terrain parts, handing back the very same object for each part an edit
 * left alone: moving a unit keeps them all, moving a house changes only `buildings`, and `heightAt` changes
 * only with the hills or the table's size. The scene's components take these parts, so each rebuilds only when
 * its own part changed.
 */
export class TerrainPartsKeeper {
  readonly #table = keeper<TableSize>((a, b) => a.width === b.width && a.height === b.height);
  readonly #hills = listKeeper<Hill>();
  readonly #areas = listKeeper<Area>();
  readonly #lines = listKeeper<Line>();
  readonly #railways = listKeeper<Line>();
  readonly #buildings = listKeeper<Building>();
  readonly #points = listKeeper<PointFeature>();
  #ground: { table: TableSize; hills: readonly Hill[]; heightAt: HeightAt } | null = null;

  of(scenario: Pick<Scenario, 'table' | 'terrain'>): TerrainParts {
    const { terrain } = scenario;
    const table = this.#table({ width: scenario.table.width, height: scenario.table.height });
    const hills = this.#hills(terrain.filter((f): f is Hill => f.kind === 'hill'));
    const lines = this.#lines(terrain.filter((f): f is Line => f.kind === 'line'));
    if (this.#ground?.table !== table || this.#ground.hills !== hills) this.#ground = { table, hills, heightAt: groundHeight(hills, table) };
    return {
      table, hills, lines,
      areas: this.#areas(terrain.filter((f): f is Area => f.kind === 'area')),
      railways: this.#railways(lines.filter((l) => l.type === 'railway')),
      buildings: this.#buildings(terrain.filter((f): f is Building => f.kind === 'building')),
      points: this.#points(terrain.filter((f): f is PointFeature => f.kind === 'point')),
      heightAt: this.#ground.heightAt,
    };
  }
}

/** Heights come from hills only, so an index of the hills answers them as the whole terrain's index would. */
export function groundHeight(hills: readonly Hill[], table: TableSize): HeightAt {
  const index = new TerrainIndex(hills, table);
  return (p) => heightAtXY(index, p.x, p.y);
}
