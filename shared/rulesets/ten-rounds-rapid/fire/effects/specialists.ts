import type { Dice } from '../../../../engine/dice.ts';
import type { Modifier, RollExplanation } from '../../../../engine/events.ts';
import { rollCasualties, type Casualties } from '../casualty-table.ts';

/** "Effect of Casualties: Specialist figures" and the Cheka's stiffening roll that goes through it. */

export const SPECIALIST_RULE = '12 Effect of Casualties: Specialist figures';
export const CHEKA_RULE = '9 Morale Stiffening: Cheka';

export const SPECIALIST_KINDS = ['officer', 'lmg', 'officer-cadre', 'cheka', 'flame-thrower', 'engineer', 'other'] as const;
export type SpecialistKind = (typeof SPECIALIST_KINDS)[number];

export interface Specialist {
  id: string;
  kind: SpecialistKind;
  /** As a person reads it: "Officer Cadre (Markov)". */
  name: string;
}

export interface SpecialistRollInput {
  /** Specialist figures with the unit now (an LMG is two, both `lmg`). */
  specialists: readonly Specialist[];
  /** Figures the unit had lost before this fire: "+1 for each figure the unit has lost". */
  figuresLost: number;
  /** "9-10 if Officer Cadre stiffening was used this turn". */
  cadreStiffened: boolean;
}

export interface SpecialistRoll {
  /** The specialist lost to this casualty, or null (a rifle figure goes). */
  lost: Specialist | null;
  explanation: RollExplanation;
  /** The d{n} that picked among the specialists, when one was needed. */
  pick: RollExplanation | null;
}

/**
 * One d10 per casualty. A modified 10 or more takes a specialist at random; with Officer Cadre stiffening a 9 does
 * too, and a 9 is always the Cadre ("leading from the front"). Rolls stop taking specialists when none is left.
 */
export function rollSpecialistCasualties(casualties: number, input: SpecialistRollInput, dice: Dice): SpecialistRoll[] {
  const left = [...input.specialists];
  const out: SpecialistRoll[] = [];
  const modifiers: Modifier[] = input.figuresLost > 0 ? [{ label: `${input.figuresLost} figure${input.figuresLost === 1 ? '' : 's'} lost`, value: input.figuresLost }] : [];
  const target = input.cadreStiffened ? '9+ (Officer Cadre stiffening this turn)' : '10+';
  for (let i = 0; i < casualties; i++) {
    const roll = dice.d(10);
    const total = roll + input.figuresLost;
    let lost: Specialist | null = null;
    let pick: RollExplanation | null = null;
    const cadre = left.findIndex((s) => s.kind === 'officer-cadre');
    if (input.cadreStiffened && total === 9 && cadre >= 0) {
      lost = left.splice(cadre, 1)[0]!;
    } else if (total >= 10 && left.length > 0) {
      const n = dice.d(left.length);
      lost = left.splice(n - 1, 1)[0]!;
      pick = { table: 'specialist-casualties', column: `1 of ${left.length + 1} specialists`, dice: [n], modifiers: [], total: n, result: lost.name, rule: SPECIALIST_RULE };
    }
    const result = lost ? `${lost.name} is the casualty` : total >= 10 || (input.cadreStiffened && total === 9) ? 'no specialist left to lose' : 'a rifle figure is the casualty';
    out.push({ lost, pick, explanation: { table: 'specialist-casualties', column: `casualty ${i + 1} of ${casualties}`, target, dice: [roll], modifiers, total, result, rule: SPECIALIST_RULE } });
  }
  return out;
}

/** "LMG armed troops are considered to have two specialist figures with LMG. One LMG casualty reduces the modifier to + 2". */
export const lmgFiguresLeft = (specialists: readonly Specialist[]): 0 | 1 | 2 => Math.min(2, specialists.filter((s) => s.kind === 'lmg').length) as 0 | 1 | 2;

export interface StiffeningRoll {
  casualties: Casualties;
  specialists: SpecialistRoll[];
  /** The Cheka itself fell: "the unit will defect to the other side" (or disband where it cannot). */
  defects: boolean;
}

/**
 * "Every time a units morale is stiffened by the Cheka a casualty roll with the fire factor of 1 must be made against
 * the unit"; White and Green armies' bodyguards "roll on the 3 row". A casualty goes through the specialist roll; if
 * it takes the stiffening figure, the unit defects.
 */
export function chekaStiffeningRoll(input: SpecialistRollInput & { stiffenerId: string; factor: 1 | 3 }, dice: Dice): StiffeningRoll {
  const casualties = rollCasualties(input.factor, dice, CHEKA_RULE);
  const specialists = rollSpecialistCasualties(casualties.casualties, input, dice);
  return { casualties, specialists, defects: specialists.some((s) => s.lost?.id === input.stiffenerId) };
}
