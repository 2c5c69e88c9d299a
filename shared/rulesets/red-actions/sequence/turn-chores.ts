import type { RaUnit } from '../state.ts';
import { type Ctx, emit, unitEvent } from '../context.ts';
import { FIRE } from '../tables/tables-terrain.ts';
import { cardFor, kindOf, onTable, unitCentre } from '../troops/units.ts';
import { drawToken, isOfficerUnit, juniorOf, officerFromToken } from '../officers/command.ts';
import { officerPhrase, officerToken } from '../officers/officer-tokens.ts';
import { indexOf } from '../terrain/visibility.ts';
import { featureName } from '../terrain/terrain.ts';
import { maxSpeed } from '../vehicles/trains.ts';
import { isTrainKind } from '../troops/troop-card.ts';
import { riderIn, throwOut } from '../vehicles/riding.ts';

/** Things that happen at the start and end of every turn. */

/** "At the beginning of each turn, add one more terror marker" to each burning building; five destroy it. */
export function startOfTurnChores(ctx: Ctx): void {
  const s = ctx.s;
  for (const [id, b] of Object.entries(s.buildings)) {
    if (b.destroyed || b.fire <= 0) continue;
    b.fire += 1;
    emit(ctx, 'marker', `the fire in ${featureName(s.scenario, id)} spreads (${b.fire} markers)`);
    if (b.fire >= FIRE.destroyedAt) burnDown(ctx, id);
  }
}

/** Five fire markers: uninhabitable and effectively destroyed; troops inside must get out or are lost. */
export function burnDown(ctx: Ctx, buildingId: string): void {
  const s = ctx.s;
  s.buildings[buildingId] = { fire: FIRE.destroyedAt, destroyed: true };
  emit(ctx, 'marker', `${featureName(ctx.s.scenario, buildingId)} burns out and is uninhabitable`);
  const index = indexOf(s);
  for (const u of s.units) {
    if (onTable(u) && u.bases.some((b) => index.at(b).some((f) => f.id === buildingId))) {
      if (u.occupying === buildingId) u.occupying = null;
      unitEvent(ctx, 'note', u, `${u.name} is driven out of the burning building`);
    }
  }
}

/** End of turn: promotions fall due, rout's lasting effect, abandoned trains. */
export function endOfTurnChores(ctx: Ctx): void {
  const s = ctx.s;
  for (const p of s.promotions.filter((x) => x.dueTurn <= s.turn)) promote(ctx, p.side, p.rank, p.officerUnitId);
  s.promotions = s.promotions.filter((x) => x.dueTurn > s.turn);
  if (s.options.routNoAdvance) {
    // "For each turn spent in rout a unit may not advance towards enemy for two turns."
    for (const u of s.units) if (u.status === 'routing') u.noAdvanceUntil = Math.max(u.noAdvanceUntil, s.turn + 1) + 2;
  }
  for (const t of s.trains) {
    if (t.fleeing && maxSpeed(t) === 0 && !t.abandoned) {
      t.abandoned = true;
      for (const id of t.carIds) {
        const car = s.units.find((u) => u.id === id);
        if (car?.vehicle) car.vehicle.abandoned = true;
      }
      emit(ctx, 'vehicle', 'the crew abandon their immobilised train');
      for (const id of t.carIds) { const r = riderIn(s, id); if (r) throwOut(ctx, r, null, ' as the crew abandon the train'); }
    }
  }
}

/**
 * "A junior officer is promoted in his place": the best junior of the side's steady units takes over, with
 * a senior's base beside his old unit; the unit draws a new junior at once.
 */
function promote(ctx: Ctx, side: 'red' | 'white', rank: 'senior' | 'general', fallenId: string): void {
  const s = ctx.s;
  const fallen = s.units.find((u) => u.id === fallenId);
  const candidates = s.units
    .filter((u) => u.side === side && u.status === 'active' && !isOfficerUnit(u) && !isTrainKind(kindOf(u)) && juniorOf(u))
    .sort((a, b) => juniorOf(b)!.bonus - juniorOf(a)!.bonus || a.id.localeCompare(b.id));
  const from = candidates[0];
  if (!from || !fallen) {
    emit(ctx, 'note', `no junior officer of ${side} is left to promote`);
    return;
  }
  const junior = juniorOf(from)!;
  const c = unitCentre(from);
  const officerUnit: RaUnit = {
    ...structuredClone(fallen), id: `${fallenId}-p${s.nextSerial++}`, name: `${junior.name} (promoted)`,
    bases: [{ x: c.x, y: c.y - 1.5 < 0 ? c.y + 1.5 : c.y - 1.5, facing: from.bases[0]?.facing ?? 0 }],
    status: 'active', officers: [{ ...junior, rank, id: `${junior.id}-promoted` }], acted: true, attachedTo: null, personalCommand: false,
    terror: 0, humiliated: 0, pinned: false, routFrom: null, rallyAttempts: 0,
    startBases: 0, startPoints: 0,
  };
  s.units.push(officerUnit);
  const token = drawToken(ctx, side);
  from.officers = [...from.officers.filter((o) => o.id !== junior.id), officerFromToken(`${from.id}.officer-${s.nextSerial++}`, `${from.name}'s new commander`, 'junior', token)];
  const t = officerToken(token);
  unitEvent(ctx, 'note', officerUnit, `${junior.name} of ${from.name} is promoted to replace the fallen ${rank}; ${from.name} gets ${t ? officerPhrase(t, 'a') : 'a new officer'}`);
}


export const pointsOf = (u: RaUnit): number => cardFor(u).points;
