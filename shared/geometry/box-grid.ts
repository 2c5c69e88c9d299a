/**
 * A uniform grid of boxes that grows as boxes are inserted, for "which earlier boxes are near this one" scans
 * (a static R-tree such as flatbush must know every box before the first question). Each box is filed under
 * every cell it touches, so boxes should be about the cell's size or smaller; ids are small whole numbers given
 * by the caller (positions in the caller's own list).
 */
export class BoxGrid {
  private readonly cells = new Map<number, number[]>();
  /** Query number that last visited each id, so a box filed in several cells is visited once per query. */
  private readonly seen: number[] = [];
  private query = 0;

  constructor(private readonly cellSize: number) {}

  insert(id: number, minX: number, minY: number, maxX: number, maxY: number): void {
    const x0 = this.cell(minX), x1 = this.cell(maxX), y0 = this.cell(minY), y1 = this.cell(maxY);
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const key = cellKey(cx, cy);
        const list = this.cells.get(key);
        if (list) list.push(id);
        else this.cells.set(key, [id]);
      }
    }
  }

  /**
   * Calls `visit` once for each id filed in a cell the box touches, earlier insertions first within a cell.
   * Stops as soon as `visit` returns true, and then returns true.
   */
  visit(minX: number, minY: number, maxX: number, maxY: number, visit: (id: number) => boolean): boolean {
    const stamp = ++this.query;
    const x0 = this.cell(minX), x1 = this.cell(maxX), y0 = this.cell(minY), y1 = this.cell(maxY);
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const list = this.cells.get(cellKey(cx, cy));
        if (!list) continue;
        for (let k = 0; k < list.length; k++) {
          const id = list[k]!;
          if (this.seen[id] === stamp) continue;
          this.seen[id] = stamp;
          if (visit(id)) return true;
        }
      }
    }
    return false;
  }

  private cell(v: number): number {
    return Math.floor(v / this.cellSize);
  }
}

/** One number per cell; distinct for cell rows within ±2^25, far beyond any table the schema allows. */
const cellKey = (cx: number, cy: number): number => cx * 67_108_864 + cy;
