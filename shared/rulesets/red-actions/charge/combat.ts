import type { Modifier } from '../../../engine/events.ts';
import { heightAt } from '../../../geometry/elevation.ts';
import type { RaState, RaUnit, Task } from '../state.ts';
import { type Ctx, explain, unitEvent } from '../context.ts';
import { COMBAT_COLUMNS, COMBAT_MODIFIERS, DEFEATED_BASES_LOST, HUMILIATED_WEAKER_TERROR, combatColumn, combatOutcomeText, combatResult } from '../tables/tables-combat.ts';
import { cardFor, effectiveBases, kindOf, unitCentre } from '../troops/units.ts';
import { unitCover } from '../terrain/cover.ts';
import { indexOf } from '../terrain/visibility.ts';
import { counted } from '../../../engine/agreement.ts';

/** "Hand-to-Hand Combat": strengths, the ratio, the table and its results. */

export interface CombatSituation {
  /** The defender was contacted in its flank or rear. */
  defenderFlanked: boolean;
  /** Both sides charged (a counter-charge): both may claim formed cavalry charging. */
  counterCharge: boolean;
}

export interface Strength { value: number; base: number; fighting: number; bases: number; modifiers: Modifier[] }

/** Fighting number × effective bases, then the cumulative modifiers as factors. */
export function combatStrength(s: RaState, u: RaUnit, enemy: RaUnit, role: 'charger' | 'defender', sit: CombatSituation): Strength {
  const fighting = cardFor(u).fighting;
  const bases = effectiveBases(u);
  const base = fighting * bases;
  const modifiers: Modifier[] = [];
  if (role === 'defender') {
    const cover = unitCover(s, u, false);
    if (cover.cls === 'super-hard' || u.dugIn >= 1) modifiers.push({ label: COMBAT_MODIFIERS.fortifications.label, value: COMBAT_MODIFIERS.fortifications.factor });
    else if (cover.any || atCrossing(s, u)) modifiers.push({ label: COMBAT_MODIFIERS.cover.label, value: COMBAT_MODIFIERS.cover.factor });
    if (sit.defenderFlanked) modifiers.push({ label: COMBAT_MODIFIERS.flankOrRear.label, value: COMBAT_MODIFIERS.flankOrRear.factor });
  }
  if (uphillOf(s, u, enemy)) modifiers.push({ label: COMBAT_MODIFIERS.uphill.label, value: COMBAT_MODIFIERS.uphill.factor });
  const charging = role === 'charger' || sit.counterCharge;
  if (charging && u.formation === 'formed' && kindOf(u) === 'sabres') {
    modifiers.push({ label: COMBAT_MODIFIERS.formedCavalryCharging.label, value: COMBAT_MODIFIERS.formedCavalryCharging.factor });
  }
  const value = base * modifiers.reduce((a, m) => a * m.value, 1);
  return { value: Math.round(value * 1000) / 1000, base, fighting, bases, modifiers };
}

/** Standing at a ford or a bridge ("at bridge, ford, breach etc"). */
function atCrossing(s: RaState, u: RaUnit): boolean {
  const index = indexOf(s);
  return u.bases.some((b) => index.nearest(b, (f) => f.kind === 'point' && (f.feature.type === 'ford' || f.feature.type === 'bridge'), 0.5) !== null);
}

/** The side fighting from higher ground ("Uphill"): at least half an inch above the enemy. */
function uphillOf(s: RaState, u: RaUnit, enemy: RaUnit): boolean {
  const index = indexOf(s);
  return heightAt(index, unitCentre(u)) >= heightAt(index, unitCentre(enemy)) + 0.5;
}

/** "Volunteer company: fighting 3 × 4 effective bases × 1.5 (cover) = 18", a sum that computes. */
export function strengthText(u: RaUnit, st: Strength): string {
  const factors = st.modifiers.map((m) => ` × ${m.value} (${m.label})`).join('');
  return `${u.name}: fighting ${st.fighting} × ${counted(st.bases, 'effective base')}${factors} = ${st.value}`;
}

/** "If both sides are equal strength, the charger has advantage": who is stronger, the ratio and its column. */
export function combatOdds(charger: number, defender: number): { chargerStronger: boolean; ratio: number; column: number } {
  const chargerStronger = charger >= defender;
  const hi = Math.max(charger, defender), lo = Math.min(charger, defender);
  const ratio = lo <= 0 ? Infinity : hi / lo;
  return { chargerStronger, ratio, column: combatColumn(ratio) };
}

export interface CombatReport { strongerId: string; weakerId: string; ratio: number; column: number; roll: number; text: string }

/** Resolves one combat and returns the results as tasks (officer casualty checks last, as step 4). */
export function resolveCombat(ctx: Ctx, charger: RaUnit, defender: RaUnit, sit: CombatSituation): { tasks: Task[]; report: CombatReport } {
  const s = ctx.s;
  const a = combatStrength(s, charger, defender, 'charger', sit);
  const d = combatStrength(s, defender, charger, 'defender', sit);
  const { chargerStronger, ratio, column } = combatOdds(a.value, d.value);
  const stronger = chargerStronger ? charger : defender;
  const weaker = chargerStronger ? defender : charger;
  const hi = Math.max(a.value, d.value);
  const lo = Math.min(a.value, d.value);
  const dice = ctx.dice.roll(2, 6);
  const roll = dice[0]! + dice[1]!;
  const outcome = combatResult(roll, column);
  const text = combatOutcomeText(outcome);
  const ratioText = ratio === Infinity ? 'no resistance' : `${hi.toFixed(2)} to ${lo.toFixed(2)}`;
  unitEvent(ctx, 'combat', charger, `${charger.name} (${a.value}) and ${defender.name} (${d.value}) fight: ${ratioText}, column ${COMBAT_COLUMNS[column]}, roll ${roll}: ${text}`, {
    targetUnitId: defender.id, at: [unitCentre(charger), unitCentre(defender)],
    roll: explain('Combat Table', dice, text, {
      table: 'combat', column: `${COMBAT_COLUMNS[column]} (${strengthText(charger, a)}; ${strengthText(defender, d)})`,
      target: `${stronger.name} is the stronger side`,
    }),
  });
  const tasks: Task[] = [];
  const side = outcome.side === 'stronger' ? stronger : weaker;
  const other = side === stronger ? weaker : stronger;
  const from = unitCentre(other);
  switch (outcome.kind) {
    case 'retires':
      tasks.push({ t: 'terror', unitId: side.id, count: outcome.terror, cause: 'beaten in combat', from });
      tasks.push({ t: 'retire', unitId: side.id, from, cause: 'beaten in combat', fromShooting: false });
      break;
    case 'defeated':
      tasks.push({ t: 'lose-bases', unitId: side.id, count: DEFEATED_BASES_LOST, cause: 'defeated in combat', fearTest: false, from });
      tasks.push({ t: 'rout', unitId: side.id, from, cause: 'defeated in combat' });
      break;
    case 'humiliated':
      tasks.push({ t: 'humiliate', unitId: stronger.id, count: 1, cause: 'humiliated in combat', from: unitCentre(weaker) });
      tasks.push({ t: 'test', unitId: stronger.id, test: 'fear', trigger: 'humiliated-in-combat' });
      tasks.push({ t: 'terror', unitId: weaker.id, count: HUMILIATED_WEAKER_TERROR, cause: 'beaten in combat', from: unitCentre(stronger) });
      tasks.push({ t: 'retire', unitId: weaker.id, from: unitCentre(stronger), cause: 'beaten in combat', fromShooting: false });
      break;
    case 'surrenders':
      tasks.push({ t: 'surrender', unitId: weaker.id, cause: `overwhelmed in combat by ${stronger.name}` });
      break;
  }
  tasks.push({ t: 'officer-casualties', unitId: charger.id, source: 'combat' });
  tasks.push({ t: 'officer-casualties', unitId: defender.id, source: 'combat' });
  return { tasks, report: { strongerId: stronger.id, weakerId: weaker.id, ratio, column, roll, text } };
}
