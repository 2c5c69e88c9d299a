import { type BaseRect, type BaseShape, baseShape } from '../../../geometry/base.ts';

/**
 * Base shapes (shared/geometry/base.ts) kept with the base objects they were worked out for: the approach,
 * overlap and sight tests ask about the same few dozen bases thousands of times while options are listed.
 */

const shapes = new WeakMap<object, BaseShape>();

/**
 * The shape of a base of the given size. It is kept per base object and checked against the base's place and
 * size before reuse, so a base moved in place (or read at another size) is worked out afresh.
 */
export function shapeOf(b: { readonly x: number; readonly y: number; readonly facing: number }, width: number, depth: number): BaseShape {
  const known = shapes.get(b);
  if (known && known.x === b.x && known.y === b.y && known.facing === b.facing && known.width === width && known.depth === depth) return known;
  const shape = baseShape({ x: b.x, y: b.y, facing: b.facing, width, depth });
  shapes.set(b, shape);
  return shape;
}

/** Shapes of proposed bases, each worked out only when a test first needs it. */
export class LazyShapes {
  private readonly shapes: (BaseShape | undefined)[] = [];
  constructor(readonly rects: readonly BaseRect[], private readonly make: (r: BaseRect, i: number) => BaseShape = baseShape) {}
  at(i: number): BaseShape {
    return this.shapes[i] ??= this.make(this.rects[i]!, i);
  }
}
