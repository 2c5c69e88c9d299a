import type { SideId } from '../shared/scenario/terrain-kinds.ts';
import { SIDE_COLOURS as TABLE_SIDE_COLOURS } from './scene/palette.ts';

/**
 * Side chips in the panels, in the same Okabe–Ito colours as the troops on the 3D table (vermilion and blue stay
 * apart for the common forms of colour blindness). Every place that shows a side also writes its name or
 * initial, so colour is never the only cue.
 */
export const SIDE_COLOURS: Record<SideId, { fill: string; text: string; initial: string }> = {
  red: { fill: TABLE_SIDE_COLOURS.red, text: '#ffffff', initial: 'R' },
  white: { fill: TABLE_SIDE_COLOURS.white, text: '#ffffff', initial: 'W' },
};
