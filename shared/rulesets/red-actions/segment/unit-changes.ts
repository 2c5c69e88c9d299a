import type { ActionOf } from '../actions.ts';
import type { RaOfficer, RaState, RaUnit } from '../state.ts';
import { type Ctx, explain, unitEvent } from '../context.ts';
import { baseRects, cardFor, kindOf, layoutBases, placeUnit, unitById, unitCentre, unitFacing } from '../troops/units.ts';
import { baseEdgeDistance } from '../../../geometry/base.ts';
import { headingVector } from '../../../geometry/vec.ts';
import { drawToken, juniorOf, officerFromToken } from '../officers/command.ts';
import { cardOf } from '../troops/troops.ts';
import { inwardFacing } from '../troops/positions.ts';
import { inConcealingTerrain } from '../terrain/terrain.ts';
import { routIfOverwhelmed } from '../morale/markers.ts';
import { indexOf, seenByEnemy } from '../terrain/visibility.ts';
import { placeWords } from '../../../table-orders/place-words.ts';
import { checkMoveTo } from './legality-move.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { counted, verbFor } from '../../../engine/agreement.ts';

/** "Permitted Actions": dividing and combining, mounting and dismounting, limbering, hiding, arriving. */

export const minBases = (u: RaUnit): number => (kindOf(u) === 'riflemen' || kindOf(u) === 'sabres' ? 2 : 1);

export function checkDivide(u: RaUnit, a: ActionOf<'divide'>): string | null {
  if (u.status !== 'active') return 'only a steady unit may divide';
  const rest = u.bases.length - a.bases;
  if (a.bases < minBases(u) || rest < minBases(u)) return `each part needs at least ${counted(minBases(u), 'base')}`;
  return null;
}

/** Splits off `a.bases` bases as a new unit; terror and humiliated markers are shared out, rounding up. */
export function divide(ctx: Ctx, u: RaUnit, a: ActionOf<'divide'>): void {
  const s = ctx.s;
  const id = `${u.id}-${s.nextSerial++}`;
  // The bases split off take their share of the unit's starting worth: dividing loses nothing toward the flight
  // number, and what the detachment later loses counts.
  const share = u.startBases > 0 ? (u.startPoints / u.startBases) * a.bases : 0;
  const split: RaUnit = {
    ...structuredClone(u), id, name: `${u.name.replace(/ \(detachment.*\)$/, '')} (detachment ${s.nextSerial - 1})`, bases: u.bases.slice(u.bases.length - a.bases),
    terror: Math.ceil(u.terror / 2), humiliated: Math.ceil(u.humiliated / 2), startBases: u.startBases > 0 ? a.bases : 0, startPoints: share,
    // A detachment of a unit with a junior officer draws one of its own; MGs, guns and tachankas that act "without
    // a junior officer" divide into parts without one (a fallen junior is replaced before the division, dispatch.ts).
    officers: juniorOf(u) ? [officerFromToken(`${id}.officer`, `${u.name} detachment commander`, 'junior', drawToken(ctx, u.side))] : [],
    acted: true, attachedTo: null, personalCommand: false,
  };
  u.bases = u.bases.slice(0, u.bases.length - a.bases);
  if (u.startBases > 0) { u.startBases -= a.bases; u.startPoints -= share; }
  u.terror = Math.ceil(u.terror / 2);
  u.humiliated = Math.ceil(u.humiliated / 2);
  s.units.push(split);
  unitEvent(ctx, 'note', u, `${u.name} divides: ${counted(split.bases.length, 'base')} ${verbFor(split.bases.length, 'forms', 'form')} ${split.name}`);
  // Sharing the markers out rounding up can leave a part with more markers than bases: it routs.
  routIfOverwhelmed(ctx, u, null);
  routIfOverwhelmed(ctx, split, null);
}

function inContact(a: RaUnit, b: RaUnit): boolean {
  const ra = baseRects(a), rb = baseRects(b);
  return ra.some((x) => rb.some((y) => baseEdgeDistance(x, y) <= 0.25));
}

export function checkCombine(s: RaState, u: RaUnit, a: ActionOf<'combine'>): string | null {
  const other = unitById(s, a.withId);
  if (!other || other.side !== u.side || other.id === u.id) return 'no such friendly unit';
  if (other.type !== u.type) return 'only units of the same sort may combine';
  if (other.riding || u.riding) return 'troops aboard a train must get down first';
  if (u.status !== 'active' || other.status !== 'active') return 'both units must be steady';
  if (other.acted || u.movedThisTurn > 0 || other.movedThisTurn > 0) return 'both units must start the turn in contact and not have acted';
  if (!inContact(u, other)) return 'the units are not in contact';
  if (u.bases.length + other.bases.length > cardFor(u).bases.max) return `a combined unit may have at most ${cardFor(u).bases.max} bases`;
  return null;
}

/**
 * "If there are two officers, then the commanding one is the higher ranking, or decided randomly": both units are
 * commanded by junior officers, of one rank, so a d6 decides (1–3 the acting unit's, 4–6 the other's); the other
 * leaves. All markers are kept.
 */
export function combine(ctx: Ctx, u: RaUnit, a: ActionOf<'combine'>): void {
  const other = unitById(ctx.s, a.withId)!;
  const mine = juniorOf(u), theirs = juniorOf(other);
  const keep = !mine ? theirs : !theirs ? mine : commanderByLot(ctx, u, mine, other, theirs);
  u.officers = keep ? [keep] : [];
  const n = u.bases.length + other.bases.length;
  u.bases = layoutBases(unitCentre(u), unitFacing(u), n, u.formation === 'column' ? 'column' : 'line', cardFor(u).base);
  placeUnit(u, unitCentre(u), unitFacing(u), u.formation === 'column' ? 'column' : 'line', ctx.s.scenario.table);
  u.terror += other.terror;
  u.humiliated += other.humiliated;
  u.pinned = u.pinned || other.pinned;
  u.startBases += other.startBases;
  u.startPoints += other.startPoints;
  other.status = 'withdrawn';
  other.bases = [];
  other.acted = true;
  other.startBases = 0;
  other.startPoints = 0;
  ctx.s.initiative.deck = ctx.s.initiative.deck.filter((id) => id !== other.id);
  for (const o of ctx.s.units) if (o.attachedTo === other.id) o.attachedTo = u.id;
  unitEvent(ctx, 'note', u, `${u.name} and ${other.name} combine into one unit of ${n} bases`);
}

function commanderByLot(ctx: Ctx, u: RaUnit, mine: RaOfficer, other: RaUnit, theirs: RaOfficer): RaOfficer {
  const d = ctx.dice.d(6);
  const keep = d <= 3 ? mine : theirs;
  const text = `${keep.name} of ${keep === mine ? u.name : other.name} commands`;
  unitEvent(ctx, 'note', u, `two officers of one rank: ${d} decides, ${text}`, { roll: explain('Permitted Actions', [d], text, { target: `1–3 ${u.name}'s officer, 4–6 ${other.name}'s` }) });
  return keep;
}

export function checkDismount(u: RaUnit): string | null {
  const card = cardFor(u);
  if (u.status !== 'active' || !card.dismountsAs) return 'only mounted cavalry can dismount';
  return u.bases.length >= 2 ? null : 'one base must hold the horses: the unit needs two bases';
}

/**
 * "One base must be delegated to hold any horses"; the rest fight as the card's infantry. The holders take their
 * base's share of the unit's starting worth, as a detachment does: flight counts points "destroyed, captured, or
 * routing", and a base holding horses is none of these (what befalls the holders later counts as theirs).
 */
export function dismount(ctx: Ctx, u: RaUnit): void {
  const card = cardFor(u);
  const share = u.startBases > 0 ? u.startPoints / u.startBases : 0;
  const holders: RaUnit = {
    ...structuredClone(u), id: `${u.id}-horses-${ctx.s.nextSerial++}`, name: `${u.name} horse holders`, bases: [],
    officers: [], terror: 0, humiliated: 0, pinned: false, startBases: u.startBases > 0 ? 1 : 0, startPoints: share, horsesFor: u.id, acted: true,
  };
  if (u.startBases > 0) { u.startBases -= 1; u.startPoints -= share; }
  const back = headingVector(unitFacing(u) + 180);
  const c = unitCentre(u);
  // The horses are led a little to the rear, but never off the table.
  const { width, height } = ctx.s.scenario.table;
  const held = { x: Math.min(width - 0.6, Math.max(0.6, c.x + back.x * 2)), y: Math.min(height - 0.6, Math.max(0.6, c.y + back.y * 2)) };
  holders.bases = [{ x: held.x, y: held.y, facing: unitFacing(u) }];
  u.bases = u.bases.slice(0, u.bases.length - 1);
  u.mountedType = u.type;
  u.type = card.dismountsAs!;
  u.formation = 'line';
  placeUnit(u, c, unitFacing(u), 'line', ctx.s.scenario.table);
  ctx.s.units.push(holders);
  unitEvent(ctx, 'note', u, `${u.name} dismounts and fights as ${cardOf(u.type).name}; one base holds the horses`);
  routIfOverwhelmed(ctx, u, null);
}

export function checkMount(s: RaState, u: RaUnit): string | null {
  if (!u.mountedType || u.status !== 'active') return 'only dismounted cavalry can remount';
  const horses = s.units.find((h) => h.horsesFor === u.id && h.status === 'active');
  if (!horses) return 'the horses are gone';
  return inContact(u, horses) || horses.bases.some((b) => u.bases.some((x) => hypot(b.x - x.x, b.y - x.y) <= 3)) ? null : 'the horses must be brought up first';
}

export function mount(ctx: Ctx, u: RaUnit): void {
  const horses = ctx.s.units.find((h) => h.horsesFor === u.id && h.status === 'active')!;
  u.type = u.mountedType!;
  u.mountedType = null;
  const n = u.bases.length + horses.bases.length;
  u.bases = layoutBases(unitCentre(u), unitFacing(u), n, 'line', cardFor(u).base);
  placeUnit(u, unitCentre(u), unitFacing(u), 'line', ctx.s.scenario.table);
  // The holders' share of the starting worth comes back with their base.
  u.startBases += horses.startBases;
  u.startPoints += horses.startPoints;
  horses.startBases = 0;
  horses.startPoints = 0;
  horses.status = 'withdrawn';
  horses.bases = [];
  unitEvent(ctx, 'note', u, `${u.name} remounts`);
}

export function checkLimber(u: RaUnit, limber: boolean): string | null {
  if (kindOf(u) !== 'field-gun' || u.status !== 'active') return 'only guns limber and unlimber';
  if (u.limbered === limber) return limber ? 'the guns are already limbered' : 'the guns are already unlimbered';
  return null;
}

/** Horse artillery may move half a move and limber or unlimber in the same segment. */
export function checkLimberMove(s: RaState, u: RaUnit, move: { to: { x: number; y: number }; facing: number } | undefined): string | null {
  if (!move) return null;
  if (!cardFor(u).traits.includes('horse-artillery')) return 'only horse artillery may move and limber in one segment';
  const probe = { ...u, limbered: true };
  return checkMoveTo(s, probe, move.to, move.facing, u.formation === 'loose' ? 'line' : u.formation, { fraction: 0.5 });
}

export function checkHide(s: RaState, u: RaUnit): string | null {
  const kind = kindOf(u);
  const fit = kind === 'riflemen' || kind === 'mg' || kind === 'mortar' || (kind === 'field-gun' && !u.limbered);
  if (!fit || u.status !== 'active') return 'only infantry and unlimbered guns can hide';
  if (u.concealment !== 'none') return 'the unit is already hidden';
  if (!u.bases.every((b) => inConcealingTerrain(indexOf(s), b))) return 'there is no suitable cover here';
  return seenByEnemy(s, u) ? 'the enemy is watching' : null;
}

export function checkEnter(s: RaState, u: RaUnit): string | null {
  if (u.status !== 'reserve' || !u.reinforcement) return 'the unit is not waiting to arrive';
  return u.reinforcement.turn <= s.turn ? null : `the unit arrives on turn ${u.reinforcement.turn}`;
}

/** Reinforcements come on at their entry point, facing into the table, in column. */
export function enter(ctx: Ctx, u: RaUnit): void {
  const entry = u.reinforcement!.entry;
  const facing = inwardFacing(ctx.s, u);
  const f = headingVector(facing);
  // The column's tail stands at the entry point, so the whole column is on the table.
  const half = (cardFor(u).base.depth * u.bases.length) / 2 + 0.1;
  u.status = 'active';
  u.formation = 'column';
  u.bases = layoutBases({ x: entry.x + f.x * half, y: entry.y + f.y * half }, facing, u.bases.length, 'column', cardFor(u).base);
  unitEvent(ctx, 'move', u, `${u.name} arrives ${placeWords(indexOf(ctx.s), entry)}`, { at: [entry] });
}
