/**
 * The items in ascending order of `key`, equal keys in their first order: the same order as sorting by comparing
 * keys worked out afresh for every comparison, with each key worked out once. Rule sets sort short lists of
 * figures this way on their hottest paths (placement searches), where it must give exactly a stable sort's order.
 */
export function sortedBy<T>(items: readonly T[], key: (item: T) => number): T[] {
  // A stable insertion by key: the order any stable sort gives with a consistent comparison (keys are never NaN),
  // without boxing each key in an object.
  const out: T[] = [], keys: number[] = [];
  for (const item of items) {
    const k = key(item);
    let i = out.length;
    while (i > 0 && keys[i - 1]! - k > 0) { out[i] = out[i - 1]!; keys[i] = keys[i - 1]!; i--; }
    out[i] = item;
    keys[i] = k;
  }
  return out;
}
