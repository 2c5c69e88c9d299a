import type Flatbush from 'flatbush';

/**
 * Finds the items of a finished flatbush tree whose boxes a segment touches, pruning whole branches whose
 * boxes the segment's line misses, not just those outside the segment's bounding box. A long diagonal
 * sight line has a bounding box covering much of the table, so a plain box search returns twice the
 * candidates and allocates its work lists on every call.
 *
 * It walks the tree's packed arrays, which flatbush declares on its instances (`_boxes`, `_indices`,
 * `_levelBounds`). When they are not as expected (another flatbush release), it falls back to `search`
 * plus the same line test, so answers never change; a test checks both agree.
 */
export class SegmentSearch {
  private readonly packed: { boxes: ArrayLike<number>; indices: ArrayLike<number>; levelBounds: readonly number[]; numItems4: number; nodeSize: number } | null;
  private readonly stack: Int32Array;

  /** `itemBoxes` holds each item's box as [minX, minY, maxX, maxY] in the order the items were added. */
  constructor(private readonly tree: Flatbush, private readonly itemBoxes: Float64Array) {
    const boxes: unknown = tree._boxes, indices: unknown = tree._indices, levelBounds: unknown = tree._levelBounds;
    const sound = boxes instanceof Float64Array && (indices instanceof Uint16Array || indices instanceof Uint32Array)
      && Array.isArray(levelBounds) && levelBounds.every((v) => typeof v === 'number')
      && Number.isInteger(tree.nodeSize) && boxes.length === (levelBounds.at(-1) as number);
    this.packed = sound
      ? { boxes, indices, levelBounds: levelBounds as number[], numItems4: tree.numItems * 4, nodeSize: tree.nodeSize }
      : null;
    // Depth-first, each level adds at most one node's children.
    this.stack = new Int32Array(2 * (tree.nodeSize + 1) * ((sound ? (levelBounds as number[]).length : 0) + 2));
  }

  /** Whether queries walk the packed tree (true) or fall back to `search` (false). */
  get walksPackedTree(): boolean {
    return this.packed !== null;
  }

  /** Fills `out` with the items whose boxes segment ab touches (boundaries included). */
  search(ax: number, ay: number, bx: number, by: number, out: number[]): void {
    out.length = 0;
    const minX = Math.min(ax, bx), minY = Math.min(ay, by), maxX = Math.max(ax, bx), maxY = Math.max(ay, by);
    // A box touches the segment when it overlaps the segment's bounding box and the infinite line through
    // the segment (separating axes: x, y and the line's normal). No division, so no trouble with a point.
    const nx = ay - by, ny = bx - ax;
    const anx = Math.abs(nx), any = Math.abs(ny);
    const offset = 2 * (nx * ax + ny * ay);
    const packed = this.packed;
    if (!packed) {
      const boxes = this.itemBoxes;
      for (const i of this.tree.search(minX, minY, maxX, maxY)) {
        const x0 = boxes[i * 4]!, y0 = boxes[i * 4 + 1]!, x1 = boxes[i * 4 + 2]!, y1 = boxes[i * 4 + 3]!;
        if (Math.abs(nx * (x0 + x1) + ny * (y0 + y1) - offset) <= anx * (x1 - x0) + any * (y1 - y0)) out.push(i);
      }
      return;
    }
    const { boxes, indices, levelBounds, numItems4, nodeSize } = packed;
    const stack = this.stack;
    let top = 0;
    stack[top++] = boxes.length - 4;
    stack[top++] = levelBounds.length - 1;
    while (top > 0) {
      const level = stack[--top]!;
      const node = stack[--top]!;
      const end = Math.min(node + nodeSize * 4, levelBounds[level]!);
      const isNode = node >= numItems4;
      for (let pos = node; pos < end; pos += 4) {
        const x0 = boxes[pos]!, y0 = boxes[pos + 1]!, x1 = boxes[pos + 2]!, y1 = boxes[pos + 3]!;
        if (maxX < x0 || maxY < y0 || minX > x1 || minY > y1) continue;
        if (Math.abs(nx * (x0 + x1) + ny * (y0 + y1) - offset) > anx * (x1 - x0) + any * (y1 - y0)) continue;
        const index = indices[pos >> 2]!;
        if (isNode) { stack[top++] = index; stack[top++] = level - 1; } else out.push(index);
      }
    }
  }
}
