import type { PlanArrow, PlanDrawing } from '../../shared/api.ts';
import type { Overlay } from '../scene/overlays.ts';
import { SIDE_COLOURS } from '../side-colours.ts';
import { PART_STROKES } from './plan-sketch.ts';

/** How each part of a plan is drawn on the table, in inches: the main effort bold, the holding part dashed, the reserve dotted. */
const PART_PATHS: Record<PlanArrow['part'], { width: number; dash?: 'dashed' | 'dotted' }> = {
  main: { width: 0.45 },
  holding: { width: 0.3, dash: 'dashed' },
  reserve: { width: 0.3, dash: 'dotted' },
};

/**
 * The AI sides' battle plans as arrows on the 3D table, once the battle is over (the game-over snapshot is the only
 * one that carries them under fog of war): each in its side's colour, labelled at its head with the part alone
 * ("Main effort"): the whole sentence, with its units and aim, would crowd the table and is in the end summary's legend.
 */
export function planOverlays(drawings: readonly PlanDrawing[] | undefined): Overlay[] {
  return (drawings ?? []).flatMap((d) => d.arrows.filter((a) => a.points.length >= 2).map((a): Overlay => {
    const style = PART_PATHS[a.part];
    return { kind: 'path', points: a.points, color: SIDE_COLOURS[d.side].fill, label: partName(a.part), width: style.width, ...(style.dash ? { dash: style.dash } : {}) };
  }));
}

/** "Main effort", "Holding part", "Reserve": the words the end summary's map uses for the part. */
const partName = (part: PlanArrow['part']): string => PART_STROKES[part].words.replace(/^./, (c) => c.toUpperCase());
