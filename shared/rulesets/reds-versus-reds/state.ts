import type { Outcome } from '../../engine/ruleset.ts';
import type { Scenario } from '../../scenario/schema.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import type { Vec } from '../../geometry/vec.ts';
import { OBSERVER_STRIKES, RATINGS, type ShootingCategory, type Weapon } from './tables/tables.ts';
import { troopDefinition, type TroopDefinition } from './troops/troops.ts';
import { byId, troopOfUnit } from '../../engine/unit-lookups.ts';

/** How a unit diced its move: as in the open, as in difficult going, or separately for each part. */
export const GOINGS = ['open', 'difficult', 'split'] as const;
export type Going = (typeof GOINGS)[number];

export type Phase = 'units' | 'independents' | 'observer' | 'shooting' | 'combat' | 'rally' | 'over';

/** One figure (or an HMG or field gun with its crew). Positions in inches, facing in degrees (0 = +y). */
export interface FigureState {
  id: string;
  x: number;
  y: number;
  facing: number;
  weapon: Weapon | null;
  /** Where and how it stood at the start of this turn. */
  start: { x: number; y: number; facing: number };
  moved: boolean;
  turned: boolean;
  movedLastTurn: boolean;
}

export interface UnitState {
  id: string;
  side: SideId;
  name: string;
  troopType: string;
  figures: FigureState[];
  startFigures: number;
  turnStartFigures: number;
  /** Figures lost this turn, for the morale tests. */
  casualties: number;
  moraleMarkers: number;
  status: 'active' | 'routed' | 'destroyed';
  /**
   * Enemy units that shot at or charged it this turn and last: a withdrawing unit may only fire back at them.
   * Replaced when they grow, never changed in place, so a step's copy can share them.
   */
  attackedBy: readonly string[];
  attackedByLastTurn: readonly string[];
}

export interface Combat {
  id: string;
  /** The figure being fought, alone or outnumbered two to one. */
  single: string;
  /** One or two enemy figures, in the order they made contact. */
  opponents: string[];
  /** The side whose figure moved into contact. */
  attackerSide: SideId;
  startedTurn: number;
}

export interface Activation {
  unitId: string;
  going: Going;
  /** Inches rolled for open and difficult going (null where not diced). */
  open: number | null;
  difficult: number | null;
}

export interface Strike {
  aim: Vec;
  requestedTurn: number;
}

export interface ObserverState {
  strikesLeft: number;
  /** An accepted mission that arrives in the next turn's opportunity fire. */
  strike: Strike | null;
  /** The turn the guns last fired; they take no new task in that turn. */
  firedTurn: number;
  requestedTurn: number;
  /** Where the last strike landed, for the table's beaten-zone marker. */
  lastImpact: { centre: Vec; turn: number } | null;
}

export interface RvrState {
  /** The scenario, never changed; kept by reference so caches keyed on it survive the fold. */
  scenario: Scenario;
  turn: number;
  turnLimit: number;
  attacker: SideId;
  phase: Phase;
  toAct: SideId;
  /** Units (or independent figures) done in the current sequence: moved, held, or declared fire. */
  done: string[];
  activation: Activation | null;
  category: ShootingCategory;
  /** Figures hit in the current shooting category; they are removed when it ends. */
  hit: string[];
  /** Figures that have fired this turn. */
  fired: string[];
  combats: Combat[];
  /** Defenders allowed to shoot at the figure that charged them, this turn. */
  defensiveFire: { defender: string; attacker: string }[];
  /** Figures that fought in close combat this turn. */
  fought: string[];
  /** Commanders and commissars that have rallied (or passed) this turn. */
  rallied: string[];
  observer: ObserverState;
  /** Scenario special rules in force. */
  triggered: string[];
  outcome: Outcome | null;
  nextCombatId: number;
  units: UnitState[];
}

export const figureUnitId = (figureId: string): string => figureId.slice(0, figureId.lastIndexOf('/'));

export const findUnit = (state: RvrState, unitId: string): UnitState | undefined => byId(state.units, unitId);

export function findFigure(state: RvrState, figureId: string): { unit: UnitState; figure: FigureState } | undefined {
  const unit = findUnit(state, figureUnitId(figureId));
  const figure = unit?.figures.find((f) => f.id === figureId);
  return unit && figure ? { unit, figure } : undefined;
}

export const troopOf: (unit: Pick<UnitState, 'troopType'>) => TroopDefinition = troopOfUnit(troopDefinition);

export const isActive = (u: UnitState): boolean => u.status === 'active' && u.figures.length > 0;

export function ratingsOf(unit: Pick<UnitState, 'troopType'>): { tactical: number; morale: number } {
  const rating = troopOf(unit).rating;
  return rating ? RATINGS[rating] : { tactical: 0, morale: 0 };
}

export const figureRadius = (unit: Pick<UnitState, 'troopType'>): number => troopOf(unit).radius;

export function combatOf(state: RvrState, figureId: string): Combat | undefined {
  // A loop, not `find` with a closure: asked for every figure of every placement tried, mostly with no combats.
  for (const c of state.combats) if (c.single === figureId || c.opponents.includes(figureId)) return c;
  return undefined;
}

/** A fresh copy of everything `step` may change; the scenario stays shared. */
export function draft(state: RvrState): RvrState {
  return copyState(state, state.units.map(copyUnit));
}

/**
 * The copy `step` works on: everything but the units is copied; the units themselves are still `state`'s
 * until `ownUnits` copies them, which `step` does before anything may change one (most decisions, such as
 * dicing for a move, change none, and then the new state shares them).
 */
export function stepDraft(state: RvrState): RvrState {
  return copyState(state, state.units.slice());
}

/**
 * Gives a `stepDraft` copies of its units, before any is changed. The figures are still shared with the state
 * it came from: a step changes figures only by placing a unit (which first takes copies of its own,
 * `ownFigures`) and by starting a turn (which replaces them). The attackers lists are replaced, never changed in
 * place, so they are shared too.
 */
export function ownUnits(draft: RvrState): void {
  const units = draft.units;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    units[i] = {
      id: u.id, side: u.side, name: u.name, troopType: u.troopType, figures: u.figures,
      startFigures: u.startFigures, turnStartFigures: u.turnStartFigures, casualties: u.casualties, moraleMarkers: u.moraleMarkers,
      status: u.status, attackedBy: u.attackedBy, attackedByLastTurn: u.attackedByLastTurn,
    };
  }
}

// Spelt out rather than spread: copying is the hot path of `step`, and literal copies are several times faster.
function copyState(state: RvrState, units: UnitState[]): RvrState {
  const o = state.observer;
  return {
    scenario: state.scenario, turn: state.turn, turnLimit: state.turnLimit, attacker: state.attacker, phase: state.phase,
    toAct: state.toAct, done: [...state.done],
    activation: state.activation ? { unitId: state.activation.unitId, going: state.activation.going, open: state.activation.open, difficult: state.activation.difficult } : null,
    category: state.category, hit: [...state.hit], fired: [...state.fired],
    combats: state.combats.map((c) => ({ id: c.id, single: c.single, opponents: [...c.opponents], attackerSide: c.attackerSide, startedTurn: c.startedTurn })),
    defensiveFire: state.defensiveFire.map((d) => ({ defender: d.defender, attacker: d.attacker })),
    fought: [...state.fought], rallied: [...state.rallied],
    observer: {
      strikesLeft: o.strikesLeft,
      strike: o.strike ? { aim: { x: o.strike.aim.x, y: o.strike.aim.y }, requestedTurn: o.strike.requestedTurn } : null,
      firedTurn: o.firedTurn, requestedTurn: o.requestedTurn,
      lastImpact: o.lastImpact ? { centre: { x: o.lastImpact.centre.x, y: o.lastImpact.centre.y }, turn: o.lastImpact.turn } : null,
    },
    triggered: [...state.triggered], outcome: state.outcome, nextCombatId: state.nextCombatId, units,
  };
}

export const copyFigure = (f: FigureState): FigureState => ({
  id: f.id, x: f.x, y: f.y, facing: f.facing, weapon: f.weapon,
  start: { x: f.start.x, y: f.start.y, facing: f.start.facing },
  moved: f.moved, turned: f.turned, movedLastTurn: f.movedLastTurn,
});

function copyUnit(u: UnitState): UnitState {
  return {
    id: u.id, side: u.side, name: u.name, troopType: u.troopType, figures: u.figures.map(copyFigure),
    startFigures: u.startFigures, turnStartFigures: u.turnStartFigures, casualties: u.casualties, moraleMarkers: u.moraleMarkers,
    status: u.status, attackedBy: [...u.attackedBy], attackedByLastTurn: [...u.attackedByLastTurn],
  };
}

/**
 * A copy of a figure to be placed: placing never changes where it stood at the start of the turn (a new turn
 * makes new figures), so that is shared.
 */
export const placeableCopy = (f: FigureState): FigureState => ({
  id: f.id, x: f.x, y: f.y, facing: f.facing, weapon: f.weapon, start: f.start, moved: f.moved, turned: f.turned, movedLastTurn: f.movedLastTurn,
});

/** Gives a unit of a `stepDraft` its own copies of its figures, before they are moved. */
export function ownFigures(unit: UnitState): void {
  unit.figures = unit.figures.map(placeableCopy);
}

/** The state before the first decision: every scenario unit on the table as figures. */
export function initialState(scenario: Scenario): RvrState {
  const units: UnitState[] = [];
  for (const side of ['red', 'white'] as const) {
    for (const u of scenario.sides[side].units) {
      const troop = troopDefinition(u.troopType);
      const figures: FigureState[] = u.bases.map((b, i) => ({
        id: `${u.id}/${i + 1}`, x: b.x, y: b.y, facing: b.facing,
        weapon: (b.weapon as Weapon | undefined) ?? troop?.weapon ?? null,
        start: { x: b.x, y: b.y, facing: b.facing }, moved: false, turned: false, movedLastTurn: false,
      }));
      units.push({
        id: u.id, side, name: u.name, troopType: u.troopType, figures,
        startFigures: figures.length, turnStartFigures: figures.length, casualties: 0, moraleMarkers: 0,
        status: 'active', attackedBy: [], attackedByLastTurn: [],
      });
    }
  }
  const strikes = scenario.specialRules.find((r) => r.behaviour.type === 'artillery-strikes');
  return {
    scenario, turn: 1, turnLimit: scenario.turnLimit, attacker: scenario.attacker, phase: 'units', toAct: scenario.attacker,
    done: [], activation: null, category: 1, hit: [], fired: [], combats: [], defensiveFire: [], fought: [], rallied: [],
    observer: {
      strikesLeft: strikes?.behaviour.type === 'artillery-strikes' ? strikes.behaviour.strikes : OBSERVER_STRIKES,
      strike: null, firedTurn: 0, requestedTurn: 0, lastImpact: null,
    },
    triggered: [], outcome: null, nextCombatId: 1, units,
  };
}
