/**
 * Edits give a new scenario but keep every part they did not touch (the same objects). The scene leans on that
 * to rebuild only what changed: a list recomputed from the new scenario is swapped back for the previous one
 * when it holds the very same items, so everything derived from it (Svelte's `$derived` compares with ===)
 * is left alone.
 */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || (a.length === b.length && a.every((x, i) => x === b[i]));
}

/** A function that hands back its previous answer while `same` finds the new one equal to it. */
export function keeper<T>(same: (previous: T, next: T) => boolean): (next: T) => T {
  let last: { value: T } | null = null;
  return (next) => {
    if (last && same(last.value, next)) return last.value;
    last = { value: next };
    return next;
  };
}

/** `keeper` for lists, item by item. */
export const listKeeper = <T>(): ((next: readonly T[]) => readonly T[]) => keeper<readonly T[]>(sameItems);

/** `keeper` for lists of points, compared by their coordinates (they are often made afresh from moved objects). */
export const pointsKeeper = (): ((next: readonly { x: number; y: number }[]) => readonly { x: number; y: number }[]) =>
  keeper<readonly { x: number; y: number }[]>((a, b) => a.length === b.length && a.every((p, i) => p.x === b[i]!.x && p.y === b[i]!.y));
