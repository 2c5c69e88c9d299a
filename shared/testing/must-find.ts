/** The item with this id (a unit of a test's state, a leader, a figure), or an error naming what is missing. */
export function mustFind<T extends { readonly id: string }>(items: readonly T[], id: string, what = 'unit'): T {
  const found = items.find((item) => item.id === id);
  if (!found) throw new Error(`no ${what} ${id}`);
  return found;
}
