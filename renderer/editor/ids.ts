import type { Scenario } from '../../shared/scenario/schema.ts';

/** Every id a scenario already uses: terrain, units, officers, deployment zones and special rules share one namespace. */
export function takenIds(s: Scenario): Set<string> {
  const ids = new Set<string>();
  for (const f of s.terrain) ids.add(f.id);
  for (const side of [s.sides.red, s.sides.white]) {
    for (const u of side.units) {
      ids.add(u.id);
      for (const o of u.officers) ids.add(o.id);
    }
  }
  for (const z of s.deployment) ids.add(z.id);
  for (const r of s.specialRules) ids.add(r.id);
  return ids;
}

/** Lower-case words joined by dashes, as the scenario format's ids allow; "item" when nothing usable is left. */
export function slug(text: string, max = 40): string {
  const s = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return s.slice(0, max).replace(/-+$/, '') || 'item';
}

/** `prefix-1`, `prefix-2`, …: the first not yet taken. */
export function uniqueId(prefix: string, taken: ReadonlySet<string>): string {
  const stem = slug(prefix);
  for (let n = 1; ; n++) {
    const id = `${stem}-${n}`;
    if (!taken.has(id)) return id;
  }
}
