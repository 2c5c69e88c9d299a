import type { SideId } from '../../shared/scenario/terrain-kinds.ts';

/** The drag-and-drop type a roster entry carries onto the table. */
export const ROSTER_DRAG_TYPE = 'application/x-tachanka-troop';

export const rosterDragData = (side: SideId, troopType: string): string => JSON.stringify({ side, troopType });

/** Reads a roster drag's data; anything else dropped on the table (files, text from elsewhere) gives null. */
export function parseRosterDrag(data: string): { side: SideId; troopType: string } | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { side, troopType } = value as Record<string, unknown>;
    if ((side !== 'red' && side !== 'white') || typeof troopType !== 'string' || !/^[A-Za-z0-9_.-]{1,64}$/.test(troopType)) return null;
    return { side, troopType };
  } catch {
    return null;
  }
}
