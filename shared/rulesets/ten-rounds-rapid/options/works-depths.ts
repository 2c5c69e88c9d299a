/**
 * Section 18 "Entrenching": "The unit must "move" a total of 80 cm to prepare a basic trench, weapons pit or vehicle
 * run-in. Providing overhead cover requires an extra 40 cm movement, and camouflaging takes a further 40 cm."
 */
export const TRENCH_CM = 80;
export const OVERHEAD_CM = TRENCH_CM + 40;
export const CAMOUFLAGE_CM = OVERHEAD_CM + 40;

/**
 * Works a scenario starts a unit in, by a tag (`works.trench`, `works.overhead`, `works.camouflaged`): a defender's
 * prepared position, dug before the battle as deep as the same digging in play would dig it. Kept apart from the
 * state's reading of the works (`works.ts`) so the set-up can read it.
 */
export const WORKS_TAG = 'works.';
export const STARTING_WORKS: Readonly<Record<string, number>> = { trench: TRENCH_CM, overhead: OVERHEAD_CM, camouflaged: CAMOUFLAGE_CM };

/** The works a unit's tags start it in, at the middle of its pieces (where `worksOf` finds them), or null. */
export function startingWorks(tags: readonly string[], centre: { x: number; y: number }): { x: number; y: number; cm: number } | null {
  const tag = tags.find((t) => t.startsWith(WORKS_TAG));
  const cm = tag === undefined ? undefined : STARTING_WORKS[tag.slice(WORKS_TAG.length)];
  return cm === undefined ? null : { x: centre.x, y: centre.y, cm };
}
