import type { FcState } from './state.ts';

/** The phases as the player sees them (README: "Sequence of play", Tachanka's reconstruction). */
export const PHASE_LABELS: Readonly<Record<FcState['phase'], string>> = {
  officers: 'phase 1: leadership and officers',
  preparatory: 'phase 1: preparatory fire',
  'attack-fire': 'phase 2: attacking fire',
  movement: 'phase 3: movement',
  'defensive-fire': 'phase 3: defensive fire',
  assault: 'phase 4: assaults and melee',
  withdraw: 'phase 4: withdraw before melee?',
  over: 'game over',
};
