import type { TableReading } from '../table-reading.ts';
import { fired, partOf, type BattlePlan, type Revision } from './battle-plan.ts';
import { unitList } from './form-plan.ts';
import { THREAT_INCHES } from './revise-plan.ts';
import { commanderWords } from './temperament.ts';

/**
 * The plan as a wargamer would say it, with unit and place names: "Plan of Colonel Makhin (cautious): attack Kamenka.
 * Main effort: 1st Company and 2nd Company, round the left, 3" south of the birch wood; 3rd Company goes straight at it,
 * keeping the enemy busy in front; reserve: the Cossacks follow the main effort until it breaks in. Revised if 35% of
 * the force is lost."
 */
export function planWords(plan: BattlePlan, table: TableReading, span: (inches: number) => string): string {
  const names = (ids: readonly string[]) => unitList(ids.map((id) => table.units.find((u) => u.unit.id === id)?.unit.name).filter((n): n is string => !!n));
  const sentences: string[] = [];
  const head = `Plan of ${commanderWords(plan.commander).replace(': ', ' (')})`;
  const attacking = plan.posture === 'attack' || plan.posture === 'raid';
  if (attacking) {
    const way = plan.route.flank === 'centre' ? 'straight at it' : `round the ${plan.route.flank}, ${plan.route.by}`;
    sentences.push(`${head}: ${plan.posture} ${plan.objective.name}`);
    const parts = [`main effort: ${names(plan.main)}, ${way}`];
    const many = plan.holding.length > 1;
    // Beside a main effort going straight at it, the rest support it; beside one going round, they hold the enemy's eye in front.
    const alongside = plan.route.flank === 'centre' ? `${many ? 'support' : 'supports'} it` : `${many ? 'go' : 'goes'} straight at it`;
    if (plan.holding.length > 0) parts.push(`${names(plan.holding)} ${alongside}, keeping the enemy busy in front`);
    parts.push(reserveWords(plan, names, span));
    sentences.push(capital(parts.join('; ')));
  } else {
    const held = plan.posture === 'hold' ? `hold ${plan.objective.name}` : `delay the enemy before ${plan.objective.name}`;
    sentences.push(`${head}: ${held}`);
    const parts = [plan.posture === 'hold'
      ? `${names([...plan.holding, ...plan.main])} ${plan.holding.length + plan.main.length > 1 ? 'hold' : 'holds'} ${plan.holdAt.name}`
      : `${names([...plan.holding, ...plan.main])} ${plan.holding.length + plan.main.length > 1 ? 'stand' : 'stands'} ${plan.holdAt.name}, falling back on ${plan.objective.name} when it is threatened`];
    parts.push(reserveWords(plan, names, span));
    sentences.push(capital(parts.join('; ')));
  }
  // The triggers still to come: each fires once.
  const giveUp: string[] = [];
  if (!fired(plan, 'heavy losses')) giveUp.push(`${Math.round(plan.giveUp.lossShare * 100)}% of the force is lost`);
  if (attacking && !fired(plan, 'time running out')) giveUp.push(`${plan.giveUp.turnsLeft} turns are left short of ${plan.objective.name}`);
  if (!attacking && plan.objective.areaId && !fired(plan, 'objective lost')) giveUp.push(`${plan.objective.name} is lost`);
  if (giveUp.length > 0) sentences.push(`Revised if ${giveUp.join(' or ')}`);
  return `${sentences.join('. ')}.`;
}

function reserveWords(plan: BattlePlan, names: (ids: readonly string[]) => string, span: (inches: number) => string): string {
  if (plan.reserve.length === 0) return 'no reserve';
  if (plan.reserveCommitted) return `reserve committed: ${names(plan.reserve)}`;
  const many = plan.reserve.length > 1;
  if (plan.commitOn === 'breakthrough') return `reserve: ${names(plan.reserve)} ${many ? 'follow' : 'follows'} the main effort until it breaks in`;
  return `reserve: ${names(plan.reserve)} ${many ? 'wait' : 'waits'} ${plan.reserveAt.name} until the enemy comes within ${span(THREAT_INCHES)} of ${plan.objective.name}`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The plan stated afresh after a revision, with what made it change: "Plan changed (heavy losses: 40% of the force lost). …". */
export function revisionWords(plan: BattlePlan, revision: Revision, table: TableReading, span: (inches: number) => string): string {
  return `Plan changed (${revision.trigger}: ${revision.seen}). ${planWords(plan, table, span)}`;
}

/** The part of the plan a unit's decision serves, as its reason ends: "for the main effort onto Kamenka". */
/** The unit is one of the plan's side (a choice naming no unit of its own serves no part). */
export function partWords(plan: BattlePlan, unitId: string | undefined): string {
  if (unitId === undefined) return '';
  switch (partOf(plan, unitId)) {
    case 'main': return plan.posture === 'hold' || plan.posture === 'delay' ? `for the plan: holding ${plan.objective.name}` : `for the plan: main effort onto ${plan.objective.name}`;
    case 'holding': return plan.posture === 'hold' || plan.posture === 'delay' ? `for the plan: holding ${plan.holdAt.name}` : 'for the plan: keeping the enemy busy in front';
    case 'reserve': return plan.commitOn === 'breakthrough' ? 'for the plan: reserve, following the main effort' : `for the plan: reserve, waiting ${plan.reserveAt.name}`;
  }
}
