import { HITS_TO_ELIMINATE } from '../fire/effects/damage.ts';

/**
 * A machine-gun platoon of one or two tripod models (README: "Machine-gun platoons"). "Tripod MG models represent two
 * weapons" and "Machine guns can take two hits before being destroyed": each model is one machine gun for hits, with
 * its two weapons for fire. Hits go on the model already hit until it is knocked out, then on the next. A model hit
 * once fires one weapon of its two, except when it is the platoon's last, which fires both at half the basic factor
 * as the text has it. The platoon is destroyed with its last model.
 */
export interface MgPlatoon {
  /** Models not hit. */
  intact: number;
  /** Models hit once (0 or 1, since hits fill the damaged model first). */
  damaged: number;
  /** Tripod weapons firing, 0 when destroyed. */
  weapons: number;
  /** The platoon's basic factor is halved: its last model carries a hit. */
  halved: boolean;
  eliminated: boolean;
}

export const WEAPONS_PER_MODEL = 2;

/** Hits a platoon of `models` takes before it is destroyed. */
export const platoonHitsToDestroy = (models: number): number => HITS_TO_ELIMINATE.mg * models;

export function mgPlatoon(models: number, hits: number): MgPlatoon {
  const per = HITS_TO_ELIMINATE.mg;
  const taken = Math.min(hits, per * models);
  const knockedOut = Math.floor(taken / per);
  const damaged = taken % per === 0 ? 0 : 1;
  const intact = models - knockedOut - damaged;
  const eliminated = intact + damaged === 0;
  const halved = !eliminated && intact === 0;
  const weapons = eliminated ? 0 : halved ? WEAPONS_PER_MODEL : WEAPONS_PER_MODEL * intact + damaged;
  return { intact, damaged, weapons, halved, eliminated };
}
