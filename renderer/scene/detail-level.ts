import type { Detail } from './troop-models.ts';

/** Camera heights above the table, inches, where figures switch to their far models and back. */
export const FAR_ABOVE = 32;
export const NEAR_BELOW = 28;

/**
 * The detail to draw figures at for a camera this high above the table. The gap between the two heights
 * keeps a camera hovering at the boundary from flicking between models.
 */
export function detailFor(cameraHeight: number, current: Detail): Detail {
  if (current === 'near') return cameraHeight > FAR_ABOVE ? 'far' : 'near';
  return cameraHeight < NEAR_BELOW ? 'near' : 'far';
}
