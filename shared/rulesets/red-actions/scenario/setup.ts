import type { Scenario, Unit } from '../../../scenario/schema.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { RaOfficer, RaState, RaTrain, RaUnit } from '../state.ts';
import type { Ctx } from '../context.ts';
import { readOptions } from './options.ts';
import { startsAsMarker } from './starts-as-marker.ts';
import { ARMIES, cardOf } from '../troops/troops.ts';
import { type ArmyId, isTrainKind } from '../troops/troop-card.ts';
import { OFFICER_TOKENS, fixedToken } from '../officers/officer-tokens.ts';
import { drawToken, officerFromToken } from '../officers/command.ts';
import { inferFormation } from '../troops/units.ts';
import { pointAlong, project, railsOf } from '../vehicles/rails.ts';
import { placeCars, trainLength } from '../vehicles/trains.ts';
import { ABOARD_TAG, mayRide, placeRider } from '../vehicles/riding.ts';
import { nextSetupDecision } from './setup-phases.ts';
import { housekeeping } from '../sequence/housekeeping.ts';
import { normalizeDegrees } from '../../../geometry/vec.ts';
import { nightOrFog } from '../terrain/terrain.ts';
import { AMMUNITION } from '../tables/tables-misc.ts';

/** Builds the opening state: units and officers, trains on their rails, then the officer choices and the entry. */

const SENIOR_RANKS = new Set(['senior', 'commander', 'commissar', 'observer']);

export function sideArmy(scenario: Scenario, side: SideId): ArmyId {
  const named = scenario.sides[side].army;
  if (named && named in ARMIES) return named as ArmyId;
  const first = scenario.sides[side].units.find((u) => cardOf(u.troopType).kind !== 'dummy');
  return first ? cardOf(first.troopType).army : side === 'red' ? 'soviet' : 'whites';
}

export function setupState(scenario: Scenario, dice: Dice): { state: RaState; events: GameEvent[] } {
  const s: RaState = {
    scenario, options: readOptions(scenario), phase: 'officers', turn: 0, units: [], trains: [], buildings: {}, wireGaps: [], prisoners: [],
    tokenBags: { red: OFFICER_TOKENS.map((t) => t.id), white: OFFICER_TOKENS.map((t) => t.id) }, officerDraws: [], promotions: [],
    initiative: { toAct: scenario.attacker, deck: [], drawn: null, lastLoser: null, endedByDoubleOnes: false },
    agenda: [], decision: null, segmentUsed: false, scoutedThisTurn: [], triggeredRules: [], nextSerial: 1, outcome: null,
  };
  const ctx: Ctx = { s, dice, events: [{ kind: 'phase', text: `${scenario.title}: ${scenario.sides[scenario.attacker].name} attack` }] };
  for (const side of ['red', 'white'] as const) {
    for (const unit of scenario.sides[side].units) addUnit(ctx, side, unit);
  }
  buildTrains(s);
  boardTrains(s);
  if (nightOrFog(s)) for (const u of s.units) if (cardOf(u.type).kind !== 'officer' && cardOf(u.type).kind !== 'dummy') u.humiliated = 1;
  nextSetupDecision(ctx);
  housekeeping(ctx);
  return { state: s, events: ctx.events };
}

function blankUnit(side: SideId, unit: Unit): RaUnit {
  const card = cardOf(unit.troopType);
  const vehicle = card.kind === 'tank' || card.kind === 'armoured-car' || isTrainKind(card.kind);
  return {
    id: unit.id, side, name: unit.name, type: unit.troopType,
    bases: unit.bases.map((b) => ({ x: b.x, y: b.y, facing: normalizeDegrees(b.facing) })),
    startBases: unit.bases.length, startPoints: card.points * unit.bases.length,
    formation: inferFormation(unit.bases), status: unit.reinforcement ? 'reserve' : 'active', concealment: 'none',
    terror: 0, humiliated: 0, pinned: false, acted: false, forfeit: false, evading: false, retiredThisTurn: 0, hardCoverRetireUsed: false,
    movedThisTurn: 0, firedThisTurn: false, shotAt: false, limbered: unit.tags.includes('limbered'), officers: [], officerVacant: false,
    traits: [...unit.characteristics], occupying: null, dugIn: 0, inWire: null,
    vehicle: vehicle ? { broken: false, stuck: 'none', immobilised: false, abandoned: false, hits: 0, sponsonFiredTurn: 0 } : null,
    trainId: null, reinforcement: unit.reinforcement ? { turn: unit.reinforcement.turn, entry: { ...unit.reinforcement.entry } } : null,
    attachedTo: null, personalCommand: false, horsesFor: null, mountedType: null, noAdvanceUntil: 0, weaponsAbandoned: false, rallyAttempts: 0, ammo: startingAmmo(card.kind),
    indirect: null, rangedOn: null, veer: 0, chargeBarredTurn: 0, marching: false, ambushedTurn: 0, ambushOn: null, routFrom: null,
    routStart: null, weaponsAt: null, riding: null, offTable: null,
  };
}

function addUnit(ctx: Ctx, side: SideId, unit: Unit): void {
  const s = ctx.s;
  const card = cardOf(unit.troopType);
  const u = blankUnit(side, unit);
  if (unit.hidden && u.status !== 'reserve') u.concealment = 'ambush';
  else if (startsAsMarker(s, side, unit)) u.concealment = 'marker';
  const seniors = unit.officers.filter((o) => SENIOR_RANKS.has(o.rank));
  if (card.kind === 'officer') {
    const o = seniors[0] ?? { id: `${unit.id}.officer`, name: unit.name, rank: 'senior' as const, characteristic: undefined };
    u.officers = [makeOfficer(ctx, side, o.id, o.name ?? unit.name, o.rank === 'commander' ? 'general' : 'senior', o.rank, o.characteristic, unit.id)];
    s.units.push(u);
    return;
  }
  const junior = unit.officers.find((o) => o.rank === 'junior');
  if (junior) u.officers = [makeOfficer(ctx, side, junior.id, junior.name ?? `${unit.name}'s commander`, 'junior', 'junior', junior.characteristic, unit.id)];
  else if (card.kind === 'riflemen' || card.kind === 'sabres') {
    u.officers = [officerFromToken(`${unit.id}.officer`, `${unit.name}'s commander`, 'junior', drawToken(ctx, side))];
  }
  s.units.push(u);
  // A senior officer listed with a unit becomes his own base with it, in personal command.
  for (const o of seniors) {
    const officerCard = s.scenario.sides[side].units.length > 0 ? officerCardFor(s.scenario, side) : 'red-senior-officer';
    const base = u.bases[0] ?? { x: 0, y: 0, facing: 0 };
    const officerUnit: RaUnit = {
      ...blankUnit(side, { ...unit, id: o.id, name: o.name ?? o.id, troopType: officerCard, bases: [base] as Unit['bases'], officers: [], characteristics: [], reinforcement: undefined, hidden: false, tags: [], notes: undefined }),
      startBases: 0, startPoints: 0, attachedTo: u.id, personalCommand: true, status: u.status === 'reserve' ? 'reserve' : 'active',
      reinforcement: u.reinforcement,
    };
    officerUnit.officers = [makeOfficer(ctx, side, o.id, o.name ?? o.id, o.rank === 'commander' ? 'general' : 'senior', o.rank, o.characteristic, o.id)];
    s.units.push(officerUnit);
  }
}

function officerCardFor(scenario: Scenario, side: SideId): string {
  const army = sideArmy(scenario, side);
  const prefix = { soviet: 'red', konnarmiya: 'red', latvians: 'red', partisans: 'red', whites: 'white', nationalists: 'nationalist', poles: 'polish', freikorps: 'freikorps', makhnovists: 'makhnovist' }[army];
  return `${prefix}-senior-officer`;
}

/** A fixed officer keeps his token; a junior draws one; a senior draws two or three for his side to choose from. */
function makeOfficer(ctx: Ctx, side: SideId, id: string, name: string, rank: RaOfficer['rank'], scenarioRank: string, fixed: string | undefined, unitId: string): RaOfficer {
  const token = fixed ? fixedToken(fixed) : undefined;
  const commissar = scenarioRank === 'commissar' ? fixedToken('commissar') : undefined;
  const chosen = token ?? commissar;
  if (chosen) return { id, name, rank, tokenId: chosen.id, bonus: chosen.bonus, characteristic: chosen.characteristic };
  if (rank === 'junior') return officerFromToken(id, name, rank, drawToken(ctx, side));
  const n = ARMIES[sideArmy(ctx.s.scenario, side)].officerDraw;
  const tokens = Array.from({ length: n }, () => drawToken(ctx, side));
  ctx.s.officerDraws.push({ side, officerUnitId: unitId, tokens });
  return officerFromToken(id, name, rank, tokens[0]!);
}

/** Cars sharing a `train-…` tag form one train on the railway nearest them, in their order along it. */
function buildTrains(s: RaState): void {
  const groups = new Map<string, RaUnit[]>();
  for (const side of ['red', 'white'] as const) {
    for (const unit of s.scenario.sides[side].units) {
      if (!isTrainKind(cardOf(unit.troopType).kind)) continue;
      const tag = unit.tags.find((t) => t.startsWith('train')) ?? `train-${unit.id}`;
      const u = s.units.find((x) => x.id === unit.id)!;
      groups.set(`${side}:${tag}`, [...(groups.get(`${side}:${tag}`) ?? []), u]);
    }
  }
  const rails = [...railsOf(s.scenario).values()];
  for (const [key, cars] of groups) {
    const first = cars[0]!.bases[0]!;
    const rail = rails.map((r) => ({ r, p: project(r, first) })).sort((a, b) => a.p.off - b.p.off)[0]?.r;
    if (!rail) continue;
    const placed = cars.map((c) => ({ c, d: project(rail, c.bases[0]!).d })).sort((a, b) => a.d - b.d);
    const train: RaTrain = {
      id: key.split(':')[1]!, side: cars[0]!.side, railwayId: rail.id, carIds: placed.map((p) => p.c.id),
      carOffsets: placed.map((p) => snapOffset(p.c.bases[0]!.facing - pointAlong(rail, p.d).heading)),
      position: placed[0]!.d, speed: 0, heading: 1, braking: false, engineHits: 0, leaveArtilleryRange: false, fleeing: false,
      abandoned: false, captured: false, movedThisTurn: 0,
    };
    for (const p of placed) p.c.trainId = train.id;
    train.position = Math.max(0, Math.min(rail.length - trainLength(s, train), train.position));
    s.trains.push(train);
    placeCars(s, train);
  }
}

/** Units tagged `aboard-<wagon id>` start the game riding in that wagon (check-scenario vouches for the pairing). */
function boardTrains(s: RaState): void {
  for (const u of s.units) {
    const tag = s.scenario.sides[u.side].units.find((x) => x.id === u.id)?.tags.find((t) => t.startsWith(ABOARD_TAG));
    const car = tag ? s.units.find((c) => c.id === tag.slice(ABOARD_TAG.length) && c.side === u.side && c.trainId !== null && cardOf(c.type).kind === 'train-car') : undefined;
    if (!car || u.status !== 'active' || !mayRide(u) || s.units.some((o) => o.riding === car.id)) continue;
    u.riding = car.id;
    placeRider(s, u);
  }
}

/** "Ammunition Supply": guns carry 2 moves with the limber and 6 in a cart; mortars 3 and 9 more. */
function startingAmmo(kind: string): number | null {
  if (kind === 'field-gun') return AMMUNITION.gun.limber + AMMUNITION.gun.cart;
  if (kind === 'mortar') return AMMUNITION.mortar.carried + AMMUNITION.mortar.cart;
  return null;
}

const snapOffset = (deg: number): number => (Math.round(normalizeDegrees(deg) / 90) % 4) * 90;
