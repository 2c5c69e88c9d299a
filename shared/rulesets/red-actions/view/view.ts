import type { BaseView, MarkerView, OfficerView, TableView, UnitView } from '../../../engine/ruleset.ts';
import type { RaOfficer, RaState, RaUnit } from '../state.ts';
import { cardFor, effectiveBases, kindOf } from '../troops/units.ts';
import { isOfficerUnit } from '../officers/command.ts';
import { describeToken, officerToken } from '../officers/officer-tokens.ts';
import { indexOf } from '../terrain/visibility.ts';
import { isTrainKind } from '../troops/troop-card.ts';
import { canShootAtAll } from '../shooting/shooting.ts';
import { perState } from '../../../engine/state-memo.ts';
import { fateOf } from '../../../engine/unit-fate.ts';

/** The table as every screen and printout draws it. */

/** An officer's view; the officer who is his own unit's base carries the unit's id, so his card does not list him "with" himself. */
function officerView(o: RaOfficer, id: string): OfficerView {
  const t = officerToken(o.tokenId);
  const view: OfficerView = { id, name: o.name, rank: o.rank === 'general' ? 'commander' : o.rank === 'junior' ? 'junior' : 'senior' };
  const text = describeToken(t ?? { words: o.characteristic ?? 'ordinary', bonus: o.bonus });
  view.characteristic = text;
  return view;
}

function markers(u: RaUnit): MarkerView[] {
  const out: MarkerView[] = [];
  if (u.terror > 0) out.push({ kind: 'terror', count: u.terror });
  if (u.humiliated > 0) out.push({ kind: 'humiliated', count: u.humiliated });
  if (u.pinned) out.push({ kind: 'pinned', count: 1 });
  if (u.status === 'routing') out.push({ kind: 'routing', count: 1 });
  if (u.movedThisTurn > 0) out.push({ kind: 'moved', count: 1 });
  if (u.concealment !== 'none') out.push({ kind: 'hidden', count: 1 });
  if (u.vehicle && (u.vehicle.immobilised || u.vehicle.broken || u.vehicle.stuck !== 'none')) out.push({ kind: 'immobilised', count: 1 });
  if (u.dugIn > 0) out.push({ kind: 'dug-in', count: Math.floor(u.dugIn * 4) / 4 });
  if (u.weaponsAbandoned || (u.ammo !== null && u.ammo <= 2)) out.push({ kind: 'ammo-low', count: u.ammo ?? 0 });
  return out;
}

function status(u: RaUnit): UnitView['status'] {
  switch (u.status) {
    case 'reserve': return 'reserve';
    case 'routing': return 'routed';
    case 'destroyed': case 'surrendered': return 'destroyed';
    case 'withdrawn': return 'withdrawn';
    case 'active': return u.concealment === 'none' ? 'active' : 'hidden';
  }
}

/** A unit's bases as drawn: one figure a base, and a train car's weapon named on it. */
function baseViews(u: RaUnit): BaseView[] {
  const kind = kindOf(u);
  const train = isTrainKind(kind);
  const out: BaseView[] = [];
  // Written field by field (a base holds just these three), which is much quicker than spreading each base.
  for (const b of u.bases) out.push(train ? { x: b.x, y: b.y, facing: b.facing, figures: 1, weapon: kind } : { x: b.x, y: b.y, facing: b.facing, figures: 1 });
  return out;
}

export function unitView(s: RaState, u: RaUnit): UnitView {
  const card = cardFor(u);
  const stats: Record<string, string | number> = {
    Move: card.move, Shooting: card.shooting, Range: card.range, Fighting: card.fighting,
    'Effective bases': effectiveBases(u), Terror: u.terror, Humiliated: u.humiliated,
  };
  if (u.evading) stats.Evading = 'yes';
  if (u.limbered) stats.Limbered = 'yes';
  if (u.occupying) stats.Holding = u.occupying;
  if (u.ammo !== null) stats.Ammunition = u.ammo;
  const train = isTrainKind(kindOf(u)) ? s.trains.find((t) => t.id === u.trainId) : undefined;
  if (train) { stats.Speed = train.speed; stats['Engine hits'] = train.engineHits; if (train.fleeing) stats.Fleeing = 'yes'; }
  if (train?.captured) stats['Held by'] = s.scenario.sides[u.side === 'red' ? 'white' : 'red'].name;
  if (u.riding) stats.Aboard = s.units.find((c) => c.id === u.riding)?.name ?? u.riding;
  const rider = s.units.find((r) => r.riding === u.id && (r.status === 'active' || r.status === 'routing'));
  if (rider) stats.Carrying = rider.name;
  if (u.weaponsAt) stats.Weapons = 'abandoned';
  if (u.offTable) stats['Off the table'] = 'one chance to rally';
  if (kindOf(u) === 'tank' && u.status === 'surrendered') stats.Fate = 'taken intact by the enemy';
  const view: UnitView = {
    id: u.id, side: u.side, name: u.name, troopType: u.type, troopClass: card.troopClass,
    bases: baseViews(u),
    baseSize: card.base, officers: u.officers.map((o, i) => officerView(o, isOfficerUnit(u) && i === 0 ? u.id : o.id)), markers: markers(u), status: status(u), ...fateOf(u.status),
    strength: strengthOf(u), stats,
  };
  if (isOfficerUnit(u) && u.attachedTo) view.leads = u.attachedTo;
  const holds = holdsFire(u, train);
  if (holds) view.holdsFire = holds;
  return view;
}

/** Why a unit able to shoot may not, for having moved (the unit card says it). */
export function holdsFire(u: RaUnit, train: { speed: number; movedThisTurn: number } | undefined): string | null {
  if (!canShootAtAll(u)) return null;
  const kind = kindOf(u);
  if (train && (kind === 'train-artillery' || kind === 'train-turret') && (train.speed > 0 || train.movedThisTurn > 0)) {
    return 'Its train is moving: artillery cars fire only when the train has stopped (Red Actions!, Trains: "They may only fire when stationary").';
  }
  if (u.acted && u.movedThisTurn > 0) {
    return 'Has moved in its action segment this turn: a unit may shoot before it moves, never after (Red Actions!, Permitted Actions: "Move, with the option of shooting first").';
  }
  return null;
}

/**
 * `tableView` for a state nobody changes any more (the engine's states): the AI reads the view of the state it
 * tried, then again when it looks for the next step from there, so it is kept per state object. Callers only read it.
 */
export const viewOf: (s: RaState) => TableView = perState(tableView);

export function tableView(s: RaState): TableView {
  const zones: TableView['zones'] = [];
  const index = indexOf(s);
  for (const [id, b] of Object.entries(s.buildings)) {
    const f = index.featureById(id);
    if (!f || (b.fire <= 0 && !b.destroyed)) continue;
    const c = { x: (f.bounds.minX + f.bounds.maxX) / 2, y: (f.bounds.minY + f.bounds.maxY) / 2 };
    zones.push({ kind: b.destroyed ? 'ruin' : 'fire', centre: c, radius: Math.max(1, (f.bounds.maxX - f.bounds.minX) / 2), label: b.destroyed ? 'destroyed' : `fire ${b.fire}`, side: s.scenario.attacker, featureId: id });
  }
  for (const u of s.units) if (u.weaponsAt) zones.push({ kind: 'abandoned-weapons', centre: { ...u.weaponsAt }, radius: 0.5, label: `${u.name}'s abandoned weapons`, side: u.side });
  for (const p of s.prisoners) zones.push({ kind: 'prisoners', centre: { x: p.x, y: p.y }, radius: 1, label: `${p.bases} bases of prisoners`, side: p.heldBy ?? p.side });
  return { turn: s.turn, turnLimit: s.scenario.turnLimit, phase: phaseLabel(s), units: s.units.map((u) => unitView(s, u)), zones };
}

/**
 * A unit's bases now and at the start, as victory conditions count them ("two fifths of all their bases"). A dummy
 * marker is no troops ("Dummy position markers may be used by agreement"): it counts for nothing, found out or not.
 */
function strengthOf(u: RaUnit): UnitView['strength'] {
  if (kindOf(u) === 'dummy') return { now: 0, start: 0, unit: 'bases' };
  return { now: u.bases.length, start: Math.max(u.startBases, u.bases.length), unit: 'bases' };
}

/** Just what the scenario's victory conditions read (status, place, strength), built cheaply every step. */
/**
 * The phase as the play screen's heading reads it: the turn number is shown beside it, so the label says who acts.
 * The side to act alternates after the roll, so it is not called the side "with the initiative": the turn's roll
 * names that side in the log.
 */
export function phaseLabel(s: RaState): string {
  switch (s.phase) {
    case 'officers': return 'officers draw their tokens';
    case 'entry': return 'units enter the table';
    case 'turn': return `${s.scenario.sides[s.initiative.toAct].name} to act`;
    case 'over': return 'game over';
  }
}

export function victoryView(s: RaState): TableView {
  const units: UnitView[] = s.units.map((u) => ({
    id: u.id, side: u.side, name: u.name, troopType: u.type, troopClass: cardFor(u).troopClass,
    bases: u.bases.map((b) => ({ x: b.x, y: b.y, facing: b.facing, figures: 1 })), baseSize: cardFor(u).base, officers: [], markers: [],
    status: status(u), strength: strengthOf(u), stats: {},
  }));
  return { turn: s.turn, turnLimit: s.scenario.turnLimit, phase: s.phase, units, zones: [] };
}
