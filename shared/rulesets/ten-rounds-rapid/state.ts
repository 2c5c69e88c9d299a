import type { Outcome } from '../../engine/ruleset.ts';
import type { Modifier } from '../../engine/events.ts';
import type { Scenario } from '../../scenario/schema.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import type { Vec } from '../../geometry/vec.ts';
import type { Band } from './motivation/motivation-table.ts';
import type { Kind, SpecialistKind, TroopDefinition } from './troop-kinds.ts';
import { troopDefinition, vehicleWeapons } from './troops.ts';
import { type VehicleDamage, freshVehicle } from './fire/armour/damage.ts';
import { type TrrOptions, readOptions } from './scenario-options.ts';
import { type ArtilleryRecord, copyRecord, freshRecord } from './combat/artillery-record.ts';
import { sectorAt } from './sectors.ts';
import { startingWorks } from './options/works-depths.ts';
import { type AirState, copyAir, initialAir } from './options/air-state.ts';
import type { ClearedPath } from './options/cleared-paths.ts';
import type { WireLane } from './movement/wire-lane.ts';
import { type Carry, emptyCarry } from './transport/soft-transport.ts';
import type { DamagedFeature } from './fire/indirect/demolition.ts';
import type { EveryField } from '../../engine/every-field.ts';
import { byId, troopOfUnit } from '../../engine/unit-lookups.ts';

export const FORMATIONS = ['close', 'normal', 'extended'] as const;
export type Formation = (typeof FORMATIONS)[number];

/**
 * One base or model on the table, in inches (the table's unit). Facing in degrees, 0 = +y. Pieces never change once
 * a state holds them: a move gives the unit new ones, so copies of a state share them (see `draft`).
 */
export interface Piece { readonly x: number; readonly y: number; readonly facing: number; readonly figures: number; readonly weapon?: string }

export interface Specialist { kind: SpecialistKind; lost: boolean }

/**
 * ready: may be activated; halted: retired and halted until it motivates with 10 or more; routing: running for its
 * edge; aboard: carried by soft transport (neither activated nor fired at, transport/carrying.ts); gone: routed off
 * the table; surrendered, destroyed, defected, disbanded: out of the game.
 */
export type UnitStatus = 'ready' | 'halted' | 'routing' | 'aboard' | 'gone' | 'surrendered' | 'destroyed' | 'defected' | 'disbanded';

/** Works dug where the unit stands; they stay behind if it moves (README: "Entrenching"). */
export interface Works { x: number; y: number; cm: number }

export interface TrrUnit {
  id: string;
  side: SideId;
  name: string;
  troopType: string;
  pieces: readonly Piece[];
  /** Figures (riflemen, troopers, gun crews as figures) now and at the start, specialists not counted. */
  figures: number;
  startFigures: number;
  specialists: Specialist[];
  /** Hits on a weapon or vehicle model (MGs, tachankas, guns, armour), kept until destruction. */
  hits: number;
  formation: Formation;
  /** Cavalry on horseback; guns hooked to their teams. */
  mounted: boolean;
  limbered: boolean;
  /** Dismounted cavalry: figures left back holding the horses (not fighting, not lost). */
  horseHolders: number;
  status: UnitStatus;
  immobilised: boolean;
  weaponsLost: number;
  /** Armoured vehicles and trains: their damage as the fire rules keep it; null for the rest. */
  vehicle: VehicleDamage | null;
  /** Activated this move; what it did in its activation. */
  activated: boolean;
  moved: boolean;
  fired: boolean;
  /** Moved this activation but the dice left it where it stood: it is not moving (README: "A move the dice eat"). */
  stayed: boolean;
  /** Took the move-and-fire penalty on its move, so it may fire after it. */
  movedToFire: boolean;
  /** Changed its order or its horses this activation (once each activation). */
  reformed: boolean;
  /** Centimetres of this activation's move already spent (dismounting, limbering). */
  spentCm: number;
  /** Figures (or hits) lost this move, for "Per Figure this move". */
  lostThisMove: number;
  /** The result band of the unit's activation this move, while it acts on it. */
  band: Band | null;
  stiffened: boolean;
  /** Modifiers that last for the rest of the game (bombardment, counter-battery) or until used. */
  lasting: Modifier[];
  /** Advanced (moved toward the enemy) in its last activation: "Advancing … + 1". */
  advanced: boolean;
  /** Works it has dug (section 18 "Entrenching"), where it dug them; replaced, never changed in place. */
  works: Works | null;
  /** The sector it sets up in and operates in (option `sectors`; 0 without). */
  sector: number;
  /** The move a flame-thrower last attacked it ("Under Flame or gas attack - 2" for the rest of that move); 0 never. */
  flamedOnMove: number;
  /** "Logistics" (option): moves begun, or moves fired, since last supplied; out of supply (options/logistics.ts). */
  supplyMoves: number;
  unsupplied: boolean;
  /** Passengers: the soft transport carrying them (status 'aboard'); null on foot. */
  aboard: string | null;
  /** Soft transport: what it carries and the casualties it has taken (transport/soft-transport.ts); null for the rest. */
  carry: Carry | null;
  /** Section 16 "Emergency Smoke … may only be used once in a game": a Blue company has thrown its smoke. */
  smokeUsed: boolean;
}

export type Phase = 'air' | 'activate' | 'act' | 'over';

export interface TrrState {
  scenario: Scenario;
  options: TrrOptions;
  turn: number;
  turnLimit: number;
  phase: Phase;
  /** The side whose decision it is. */
  toAct: SideId;
  /** The sector being played this move (option `sectors`; 0 without). */
  sector: number;
  /** This move's d10 initiative (the current sector's) and who won it. */
  initiative: { red: number; white: number; first: SideId } | null;
  /** The unit acting on its motivation result. */
  activeUnit: string | null;
  /** Enemy units each side has located by test this move (README: "Concealment"). */
  located: { red: string[]; white: string[] };
  outcome: Outcome | null;
  units: TrrUnit[];
  /** Indirect fire's memory: calls due, batteries fired, counter-battery, SOS, smoke and gas. */
  artillery: ArtilleryRecord;
  /** Lanes cleared through minefields (options/mine-clearing.ts); replaced, never changed in place. */
  cleared: readonly ClearedPath[];
  /** Section 17: each side's flights left and this move's air phase (options/air-phase.ts). */
  air: AirState;
  /** Section 15: woods, built-up areas, buildings and wire indirect fire has damaged (combat/terrain-damage.ts); replaced, never changed in place. */
  terrainDamage: readonly DamagedFeature[];
  /** Lanes tracked vehicles have crushed through wire (movement/wire-lanes.ts); replaced, never changed in place. */
  wireLanes: readonly WireLane[];
}

export const troopOf: (unit: Pick<TrrUnit, 'troopType'>) => TroopDefinition = troopOfUnit(troopDefinition);
export const kindOf = (unit: Pick<TrrUnit, 'troopType'>): Kind => troopOf(unit).kind;

/** On the table and in the fight (ready or halted) or running (routing). */
export const onTable = (u: TrrUnit): boolean => u.status === 'ready' || u.status === 'halted' || u.status === 'routing';
export const fighting = (u: TrrUnit): boolean => u.status === 'ready' || u.status === 'halted';

/** "Caucasian Army's", "Reds'": a side's name as an owner. */
export function sidesOwn(state: TrrState, side: SideId): string {
  const name = state.scenario.sides[side].name;
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

export const findUnit = (state: TrrState, id: string): TrrUnit | undefined => byId(state.units, id);

/** The unit's pieces shifted by (dx, dy) inches: new pieces, since a state's pieces never change. */
export function shiftUnit(u: TrrUnit, dx: number, dy: number): void {
  u.pieces = u.pieces.map((p) => shifted(p, p.x + dx, p.y + dy));
}

/** The piece at (x, y), its fields written out rather than spread (the AI shifts units thousands of times a game). */
export const shifted = (p: Piece, x: number, y: number): Piece =>
  (p.weapon === undefined ? { x, y, facing: p.facing, figures: p.figures } : { x, y, facing: p.facing, figures: p.figures, weapon: p.weapon });

export function centreOf(u: Pick<TrrUnit, 'pieces'>): Vec {
  let x = 0, y = 0;
  for (const p of u.pieces) { x += p.x; y += p.y; }
  return { x: x / u.pieces.length, y: y / u.pieces.length };
}

// The pieces are shared: they never change once a state holds them (see Piece). Every field is written out (the
// type asks for each, optional ones too) rather than spread: the AI copies states thousands of times a game, and a
// spread of so many fields took several times as long.
const copyUnit = (u: TrrUnit): TrrUnit => {
  const copy: EveryField<TrrUnit> = {
    id: u.id, side: u.side, name: u.name, troopType: u.troopType, pieces: u.pieces, figures: u.figures, startFigures: u.startFigures,
    specialists: u.specialists.map((s) => ({ kind: s.kind, lost: s.lost })), hits: u.hits, formation: u.formation, mounted: u.mounted,
    limbered: u.limbered, horseHolders: u.horseHolders, status: u.status, immobilised: u.immobilised, weaponsLost: u.weaponsLost,
    vehicle: u.vehicle ? { ...u.vehicle, weapons: [...u.vehicle.weapons] } : null, activated: u.activated, moved: u.moved, stayed: u.stayed, fired: u.fired,
    movedToFire: u.movedToFire, reformed: u.reformed, spentCm: u.spentCm, lostThisMove: u.lostThisMove, band: u.band, stiffened: u.stiffened,
    lasting: u.lasting.map((m) => ({ label: m.label, value: m.value })), advanced: u.advanced, works: u.works, sector: u.sector,
    flamedOnMove: u.flamedOnMove, supplyMoves: u.supplyMoves, unsupplied: u.unsupplied, aboard: u.aboard, carry: u.carry ? { ...u.carry } : null,
    smokeUsed: u.smokeUsed,
  };
  return copy;
};

/** A deep copy of everything `step` may change; the scenario and the options stay shared. */
export function draft(state: TrrState): TrrState {
  const copy: EveryField<TrrState> = {
    scenario: state.scenario, options: state.options, sector: state.sector, turn: state.turn, turnLimit: state.turnLimit, phase: state.phase,
    toAct: state.toAct, initiative: state.initiative ? { ...state.initiative } : null, activeUnit: state.activeUnit,
    located: { red: [...state.located.red], white: [...state.located.white] }, outcome: state.outcome, units: state.units.map(copyUnit),
    artillery: copyRecord(state.artillery), cleared: state.cleared, air: copyAir(state.air), terrainDamage: state.terrainDamage, wireLanes: state.wireLanes,
  };
  return copy;
}

/** Every scenario unit on the table as drawn, in normal order (section 4: "If no statement was made … normal order"). */
export function initialState(scenario: Scenario): TrrState {
  const options = readOptions(scenario);
  const units: TrrUnit[] = [];
  for (const side of ['red', 'white'] as const) {
    for (const u of scenario.sides[side].units) {
      const troop = troopDefinition(u.troopType);
      let figures = 0;
      const specialists: Specialist[] = [];
      for (const b of u.bases) {
        if (b.weapon) for (let i = 0; i < b.figures; i++) specialists.push({ kind: b.weapon as Specialist['kind'], lost: false });
        else figures += troop && troop.kind !== 'rifles' && troop.kind !== 'cavalry' ? 1 : b.figures;
      }
      units.push({
        id: u.id, side, name: u.name, troopType: u.troopType, pieces: u.bases.map((b) => ({ x: b.x, y: b.y, facing: b.facing, figures: b.figures, ...(b.weapon ? { weapon: b.weapon } : {}) })),
        figures, startFigures: figures, specialists, hits: 0, formation: troop?.kind === 'rifles' ? formationTag(u.tags) : 'normal',
        mounted: troop?.kind === 'cavalry' && !u.tags.includes('dismounted'), limbered: troop?.kind === 'gun' && u.tags.includes('limbered'), horseHolders: 0,
        status: 'ready', immobilised: false, weaponsLost: 0, vehicle: troop && vehicleWeapons(troop).length > 0 ? freshVehicle(vehicleWeapons(troop)) : null, activated: false, moved: false, stayed: false, fired: false, movedToFire: false, reformed: false, spentCm: 0, lostThisMove: 0,
        band: null, stiffened: false, lasting: [], advanced: false, works: null, sector: 0, flamedOnMove: 0, supplyMoves: 0, unsupplied: false,
        aboard: null, carry: troop?.kind === 'transport' ? emptyCarry() : null, smokeUsed: false,
      });
      const placed = units[units.length - 1]!;
      placed.sector = sectorAt(scenario, options.sectors, centreOf(placed));
      placed.works = startingWorks(u.tags, centreOf(placed));
    }
  }
  return {
    scenario, options, sector: 0, turn: 0, turnLimit: scenario.turnLimit, phase: 'activate', toAct: scenario.attacker,
    initiative: null, activeUnit: null, located: { red: [], white: [] }, outcome: null, units, artillery: freshRecord(), cleared: [], air: initialAir(scenario), terrainDamage: [], wireLanes: [],
  };
}

/** A company may start in close or extended order by a tag ("formation.close"); normal otherwise. */
function formationTag(tags: readonly string[]): Formation {
  for (const f of FORMATIONS) if (tags.includes(`formation.${f}`)) return f;
  return 'normal';
}
