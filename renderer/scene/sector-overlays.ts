import type { Scenario } from '../../shared/scenario/schema.ts';
import { sectorLayout } from '../../shared/rulesets/ten-rounds-rapid/sectors.ts';
import type { Overlay } from './overlays.ts';

/** Chalk white: apart from the sides' colours, the objectives' orange and the command rings' gold. */
export const SECTOR_COLOUR = '#F4F1E8';
/** How far in from each baseline a sector's name is written, inches: clear of the table's frame. */
const NAME_INSET = 2;

/**
 * The sectors a big Ten Rounds Rapid game cuts the table into ("divide the table into sectors"), drawn on the 3D
 * table: a dashed line on each border, from baseline to baseline, and each sector's name near both baselines, where
 * the players stand. Nothing for a scenario without the option.
 */
export function sectorOverlays(scenario: Scenario): Overlay[] {
  const layout = sectorLayout(scenario, NAME_INSET);
  return [
    ...layout.borders.map((points): Overlay => ({ kind: 'line', points, color: SECTOR_COLOUR, width: 0.3, dashed: true })),
    ...layout.strips.flatMap((s) => s.at.map((p): Overlay => ({ kind: 'words', p, color: SECTOR_COLOUR, label: s.label }))),
  ];
}
