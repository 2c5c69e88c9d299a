import type { RaUnit } from '../state.ts';
import { type Ctx, explain, unitEvent } from '../context.ts';
import { OFFICER_CASUALTY } from '../tables/tables-misc.ts';
import { attachedSeniors, drawToken, isOfficerUnit, juniorOf, officerFromToken, seniorOf } from './command.ts';
import { addTerror } from '../morale/markers.ts';
import { describeToken, officerToken } from './officer-tokens.ts';
import { onTable } from '../troops/units.ts';

/** "Officer Casualties", "Officer Casualties from Shooting" and "Officer Casualties in Combat". */

/** The highest d6 that fells an officer: a 1, or in a combat his unit lost by routing, a 1 or 2. */
export const officerCasualtyLimit = (source: 'shooting' | 'combat', routed: boolean): number =>
  source === 'combat' && routed ? OFFICER_CASUALTY.combatRouted : OFFICER_CASUALTY.shooting;

/**
 * Rolls a d6 for each officer with the unit: a 1 fells him; in combat a 2 does too if the unit routs. If every
 * officer falls, the unit takes a terror marker and a serious test.
 */
export function officerCasualties(ctx: Ctx, u: RaUnit, source: 'shooting' | 'combat'): void {
  if (u.bases.length === 0 && !isOfficerUnit(u)) return;
  const routed = u.status === 'routing' || u.status === 'surrendered' || u.status === 'destroyed';
  const limit = officerCasualtyLimit(source, routed);
  const rule = source === 'combat' ? 'Officer Casualties in Combat' : 'Officer Casualties from Shooting';
  let present = 0;
  let fallen = 0;
  const junior = juniorOf(u);
  if (junior && !isOfficerUnit(u)) {
    present++;
    if (roll(ctx, u, junior.name, limit, rule)) {
      u.officers = u.officers.filter((o) => o.id !== junior.id);
      u.officerVacant = true;
      fallen++;
    }
  }
  const seniors = isOfficerUnit(u) ? [u] : attachedSeniors(ctx.s, u);
  for (const o of seniors) {
    const senior = seniorOf(o);
    if (!senior) continue;
    present++;
    if (roll(ctx, u, senior.name, limit, rule)) {
      killSenior(ctx, o);
      fallen++;
    }
  }
  if (present > 0 && fallen === present && onTable(u) && !isOfficerUnit(u)) {
    addTerror(ctx, u, 1, 'all its officers have fallen', null);
    ctx.s.agenda.unshift({ t: 'test', unitId: u.id, test: 'serious', trigger: 'officers-lost' });
  }
}

function roll(ctx: Ctx, u: RaUnit, name: string, limit: number, rule: string): boolean {
  const d = ctx.dice.d(6);
  const hit = d <= limit;
  unitEvent(ctx, hit ? 'casualty' : 'note', u, `${name} ${hit ? 'falls' : 'is unhurt'} (rolled ${d}, needs ${limit === 1 ? '1' : '1 or 2'} to fall)`, {
    roll: explain(rule, [d], hit ? 'officer casualty' : 'unhurt', { target: limit === 1 ? '1' : '1-2' }),
  });
  return hit;
}

/** A senior officer's base is removed; a junior is promoted at the end of the next turn. */
export function killSenior(ctx: Ctx, officerUnit: RaUnit): void {
  const senior = seniorOf(officerUnit);
  officerUnit.status = 'destroyed';
  officerUnit.bases = [];
  officerUnit.attachedTo = null;
  officerUnit.personalCommand = false;
  ctx.s.promotions.push({
    side: officerUnit.side, rank: senior?.rank === 'general' ? 'general' : 'senior', officerUnitId: officerUnit.id, dueTurn: ctx.s.turn + 1,
  });
  unitEvent(ctx, 'casualty', officerUnit, `${senior?.name ?? officerUnit.name} is killed; a junior officer will be promoted at the end of next turn`);
}

/** "A replacement is drawn for him when the unit next performs a voluntary action." */
export function replaceOfficerIfDue(ctx: Ctx, u: RaUnit): void {
  if (!u.officerVacant || isOfficerUnit(u)) return;
  const tokenId = drawToken(ctx, u.side);
  const officer = officerFromToken(`${u.id}.officer-${ctx.s.nextSerial++}`, `${u.name}'s new commander`, 'junior', tokenId);
  u.officers = [...u.officers.filter((o) => o.rank !== 'junior'), officer];
  u.officerVacant = false;
  const token = officerToken(tokenId);
  unitEvent(ctx, 'note', u, `${u.name} gets a replacement officer (${token ? describeToken(token) : tokenId})`);
}
