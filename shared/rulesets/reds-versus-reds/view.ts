import type { BaseView, MarkerView, OfficerView, TableView, UnitView } from '../../engine/ruleset.ts';
import { CATEGORY_LABELS, SHRAPNEL } from './tables/tables.ts';
import { type FigureState, type RvrState, type UnitState, figureRadius, ratingsOf, troopOf } from './state.ts';
import { troopDefinition } from './troops/troops.ts';
import { keptAnswers } from './kept-answers.ts';
import { breaksOnContact } from './combat/combat.ts';
import { isCrew } from './fire/shooting.ts';
import type { PerState } from '../../engine/state-memo.ts';

export function phaseLabel(state: RvrState): string {
  switch (state.phase) {
    case 'units': return 'movement: units';
    case 'independents': return 'movement: independent figures';
    case 'observer': return 'movement: artillery observer';
    case 'shooting': return `shooting: ${CATEGORY_LABELS[state.category]}`;
    case 'combat': return 'close combat';
    case 'rally': return 'morale';
    case 'over': return 'game over';
  }
}

/** What a unit's view takes from its troop type alone, worked out once a type. */
interface TroopLook {
  troopClass: UnitView['troopClass'];
  diameter: number;
  ownWeapon: string | null;
  rank: OfficerView['rank'] | null;
  ratings: { tactical: number; morale: number } | null;
}

const looks = new Map<string, TroopLook>();

function lookOf(unit: UnitState): TroopLook {
  let look = looks.get(unit.troopType);
  if (!look) {
    const troop = troopOf(unit);
    look = {
      troopClass: troop.troopClass, diameter: figureRadius(unit) * 2, ownWeapon: troopDefinition(unit.troopType)?.weapon ?? null,
      rank: troop.role === 'independent' && troop.troopClass !== 'infantry' ? (troop.troopClass === 'commissar' ? 'commissar' : troop.troopClass === 'observer' ? 'observer' : 'commander') : null,
      ratings: troop.rating ? ratingsOf(unit) : null,
    };
    looks.set(unit.troopType, look);
  }
  return look;
}

/**
 * Unit views made before, by figures list: most units stand still from one step to the next and keep their
 * list (`stepDraft`), so their view can be handed out again once checked against every field it was made from.
 * Callers only read views.
 */
const madeViews = new WeakMap<readonly FigureState[], { unit: UnitSnapshot; view: UnitView }>();
type UnitSnapshot = Pick<UnitState, 'id' | 'side' | 'name' | 'troopType' | 'startFigures' | 'moraleMarkers' | 'status'>;

function unitView(unit: UnitState): UnitView {
  const made = madeViews.get(unit.figures);
  if (made && stillTrue(made.unit, made.view, unit)) return made.view;
  const view = freshUnitView(unit);
  madeViews.set(unit.figures, {
    unit: { id: unit.id, side: unit.side, name: unit.name, troopType: unit.troopType, startFigures: unit.startFigures, moraleMarkers: unit.moraleMarkers, status: unit.status },
    view,
  });
  return view;
}

/** Whether `view`, made for `was`, is what `freshUnitView(unit)` would make now. */
function stillTrue(was: UnitSnapshot, view: UnitView, unit: UnitState): boolean {
  if (was.id !== unit.id || was.side !== unit.side || was.name !== unit.name || was.troopType !== unit.troopType
    || was.startFigures !== unit.startFigures || was.moraleMarkers !== unit.moraleMarkers || was.status !== unit.status) return false;
  const { bases } = view;
  if (bases.length !== unit.figures.length) return false;
  const ownWeapon = lookOf(unit).ownWeapon;
  let moved = false;
  for (let i = 0; i < bases.length; i++) {
    const f = unit.figures[i]!, b = bases[i]!;
    if (b.id !== f.id || !Object.is(b.x, f.x) || !Object.is(b.y, f.y) || !Object.is(b.facing, f.facing)) return false;
    if (b.weapon !== (f.weapon && f.weapon !== ownWeapon ? f.weapon : undefined)) return false;
    moved ||= f.moved;
  }
  return moved === view.markers.some((m) => m.kind === 'moved');
}

/** A unit's view made afresh (exported for the check that views handed out again are the same). */
export function freshUnitView(unit: UnitState): UnitView {
  const look = lookOf(unit);
  const markers: MarkerView[] = [];
  if (unit.moraleMarkers > 0) markers.push({ kind: 'morale-failure', count: unit.moraleMarkers });
  if (unit.figures.some((f) => f.moved)) markers.push({ kind: 'moved', count: 1 });
  const officers: OfficerView[] = look.rank ? [{ id: unit.id, name: unit.name, rank: look.rank }] : [];
  const stats: Record<string, string | number> = {};
  if (look.ratings) {
    stats['Tactical Rating'] = look.ratings.tactical;
    stats['Morale Rating'] = look.ratings.morale;
    stats['Morale markers'] = unit.moraleMarkers;
  }
  // Pushed one by one (a packed array): the AI reads these bases in its hottest loops.
  const bases: BaseView[] = [];
  for (const f of unit.figures) {
    const base: BaseView = { id: f.id, x: f.x, y: f.y, facing: f.facing, figures: 1 };
    if (f.weapon && f.weapon !== look.ownWeapon) base.weapon = f.weapon;
    bases.push(base);
  }
  const view: UnitView = {
    id: unit.id, side: unit.side, name: unit.name, troopType: unit.troopType, troopClass: look.troopClass,
    bases, baseSize: { width: look.diameter, depth: look.diameter }, officers, markers,
    status: unit.status === 'active' ? 'active' : unit.status,
    strength: { now: unit.figures.length, start: unit.startFigures, unit: 'figures' },
    stats,
  };
  if (breaksOnContact(unit)) view.breaksOnContact = true;
  const holds = holdsFire(unit);
  if (holds) view.holdsFire = holds;
  return view;
}

/**
 * Why the unit's armed figures may not shoot this turn for having moved (Reds versus Reds, Direct fire: "Figures
 * may not shoot if they have moved or turned"; HMGs and field guns "must also have been stationary for the whole
 * of the previous turn").
 */
export function holdsFire(unit: UnitState): string | null {
  let armed = 0, movedNow = 0, movedBefore = 0;
  for (const f of unit.figures) {
    if (!f.weapon) continue;
    armed++;
    if (f.moved || f.turned) movedNow++;
    else if (isCrew(f) && f.movedLastTurn) movedBefore++;
  }
  if (movedNow > 0) {
    const who = movedNow === armed ? 'Moved or turned this turn, so it may not shoot' : `${movedNow} of ${armed} figures moved or turned this turn and may not shoot`;
    return `${who} (Reds versus Reds, Direct fire: "Figures may not shoot if they have moved or turned").`;
  }
  if (movedBefore > 0) return 'Moved last turn: a machine gun or field gun must stand still a whole turn before it fires (Reds versus Reds, Direct fire).';
  return null;
}

/**
 * The units of the state a step started from and their views, kept for the state stepped to (`stepGame`): a
 * unit the step left as it was (the same object, or a copy alike in every field its view reads, with the same
 * figures list) has the same view.
 */
export interface ViewsFrom { units: readonly UnitState[]; views: readonly UnitView[] }
export const viewsFrom: PerState<RvrState, ViewsFrom | null> = keptAnswers.add(() => null);

/**
 * `tableView` for a state nobody changes any more (the engine's states): the AI reads the view after every
 * step it tries, often of the same state, so it is kept per state object. Callers only read it.
 */
export const viewOf: PerState<RvrState, TableView> = keptAnswers.add(keptTableView);

/** The units of a state and their views, if its view was made already: for the states stepped to from it. */
export function viewsBefore(state: RvrState): ViewsFrom | null {
  const seen = viewOf.known(state);
  return seen ? { units: state.units, views: seen.units } : null;
}

function keptTableView(state: RvrState): TableView {
  return tableView(state, viewsFrom.known(state) ?? null);
}

/**
 * Whether `unit` has the view `was` had: the fields its view reads are equal and its figures list is the same
 * (a figures list and its figures never change once a state holds them; a move or a casualty makes a new one).
 */
function sameLook(unit: UnitState, was: UnitState): boolean {
  return unit === was || (unit.figures === was.figures && unit.id === was.id && unit.side === was.side && unit.name === was.name
    && unit.troopType === was.troopType && unit.startFigures === was.startFigures && unit.moraleMarkers === was.moraleMarkers && unit.status === was.status);
}

function unitViews(state: RvrState, from: ViewsFrom | null): UnitView[] {
  if (!from || from.units.length !== state.units.length) return state.units.map(unitView);
  const out: UnitView[] = [];
  for (let i = 0; i < state.units.length; i++) {
    const unit = state.units[i]!;
    out.push(sameLook(unit, from.units[i]!) ? from.views[i]! : unitView(unit));
  }
  return out;
}

/** The table as every screen draws it: figures, markers, and the armoured train's strikes (`from`: see `viewsFrom`). */
export function tableView(state: RvrState, from: ViewsFrom | null = null): TableView {
  return tableOf(state, unitViews(state, from));
}

/** The table of a step's draft as a rules step ends within it (`openStep`): made afresh, as the draft changes on. */
export const draftTableView = (draft: RvrState): TableView => tableOf(draft, draft.units.map(freshUnitView));

function tableOf(state: RvrState, units: UnitView[]): TableView {
  const zones: TableView['zones'] = [];
  const observerSide = state.units.find((u) => troopOf(u).troopClass === 'observer')?.side ?? 'white';
  if (state.observer.strike) {
    zones.push({ kind: 'strike-incoming', centre: state.observer.strike.aim, radius: SHRAPNEL.radius, label: 'Armoured train strike arriving next turn', side: observerSide });
  }
  if (state.observer.lastImpact && state.observer.lastImpact.turn === state.turn) {
    zones.push({ kind: 'beaten-zone', centre: state.observer.lastImpact.centre, radius: SHRAPNEL.radius, label: 'Shrapnel beaten zone', side: observerSide });
  }
  return { turn: state.turn, turnLimit: state.turnLimit, phase: phaseLabel(state), units, zones };
}
