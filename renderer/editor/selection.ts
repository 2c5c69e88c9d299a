import type { DeploymentZone, Scenario, TerrainFeature, Unit } from '../../shared/scenario/schema.ts';
import { SIDE_IDS, type SideId } from '../../shared/scenario/terrain-kinds.ts';

/** What the editor has selected on the table. */
export type Selection =
  | { kind: 'feature'; id: string }
  | { kind: 'unit'; side: SideId; id: string }
  | { kind: 'zone'; id: string };

export const findFeature = (s: Scenario, id: string): TerrainFeature | undefined => s.terrain.find((f) => f.id === id);
export const findZone = (s: Scenario, id: string): DeploymentZone | undefined => s.deployment.find((z) => z.id === id);

export function findUnit(s: Scenario, id: string): { side: SideId; index: number; unit: Unit } | undefined {
  for (const side of SIDE_IDS) {
    const index = s.sides[side].units.findIndex((u) => u.id === id);
    const unit = s.sides[side].units[index];
    if (unit) return { side, index, unit };
  }
  return undefined;
}

/** Whether the selected thing is still in the scenario (an undo may have taken it away). */
export function selectionExists(s: Scenario, selection: Selection | null): boolean {
  if (!selection) return false;
  switch (selection.kind) {
    case 'feature': return findFeature(s, selection.id) !== undefined;
    case 'unit': return findUnit(s, selection.id)?.side === selection.side;
    case 'zone': return findZone(s, selection.id) !== undefined;
  }
}

export const sameSelection = (a: Selection | null, b: Selection | null): boolean =>
  a === b || (a !== null && b !== null && a.kind === b.kind && a.id === b.id);
