import type { SideId } from '../shared/scenario/terrain-kinds.ts';

/**
 * Side colours from the Okabe–Ito palette, chosen to stay apart for the common forms of colour blindness
 * (vermillion against sky blue, not red against green). Every place that shows a side also writes its name
 * or initial, so colour is never the only cue.
 */
export const SIDE_COLOURS: Record<SideId, { fill: string; text: string; initial: string }> = {
  red: { fill: '#d55e00', text: '#ffffff', initial: 'R' },
  white: { fill: '#56b4e9', text: '#0b1a26', initial: 'W' },
};
