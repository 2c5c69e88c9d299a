import type { MarkerView, OfficerView, TableView, UnitView } from '../../engine/ruleset.ts';
import { CATEGORY_LABELS, SHRAPNEL } from './tables.ts';
import { type RvrState, type UnitState, figureRadius, ratingsOf, troopOf } from './state.ts';
import { troopDefinition } from './troops.ts';

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

function unitView(state: RvrState, unit: UnitState): UnitView {
  const troop = troopOf(unit);
  const r = figureRadius(unit);
  const ownWeapon = troopDefinition(unit.troopType)?.weapon ?? null;
  const markers: MarkerView[] = [];
  if (unit.moraleMarkers > 0) markers.push({ kind: 'morale-failure', count: unit.moraleMarkers });
  if (unit.figures.some((f) => f.moved)) markers.push({ kind: 'moved', count: 1 });
  const officers: OfficerView[] = troop.role === 'independent' && troop.troopClass !== 'infantry'
    ? [{ id: unit.id, name: unit.name, rank: troop.troopClass === 'commissar' ? 'commissar' : troop.troopClass === 'observer' ? 'observer' : 'commander' }]
    : [];
  const stats: Record<string, string | number> = {};
  if (troop.rating) {
    const { tactical, morale } = ratingsOf(unit);
    stats['Tactical Rating'] = tactical;
    stats['Morale Rating'] = morale;
    stats['Morale markers'] = unit.moraleMarkers;
  }
  return {
    id: unit.id, side: unit.side, name: unit.name, troopType: unit.troopType, troopClass: troop.troopClass,
    bases: unit.figures.map((f) => ({ id: f.id, x: f.x, y: f.y, facing: f.facing, figures: 1, ...(f.weapon && f.weapon !== ownWeapon ? { weapon: f.weapon } : {}) })),
    baseSize: { width: r * 2, depth: r * 2 }, officers, markers,
    status: unit.status === 'active' ? 'active' : unit.status,
    strength: { now: unit.figures.length, start: unit.startFigures, unit: 'figures' },
    stats,
  };
}

/** The table as every screen draws it: figures, markers, and the armoured train's strikes. */
export function tableView(state: RvrState): TableView {
  const zones: TableView['zones'] = [];
  const observerSide = state.units.find((u) => troopOf(u).troopClass === 'observer')?.side ?? 'white';
  if (state.observer.strike) {
    zones.push({ kind: 'strike-incoming', centre: state.observer.strike.aim, radius: SHRAPNEL.radius, label: 'Armoured train strike arriving next turn', side: observerSide });
  }
  if (state.observer.lastImpact && state.observer.lastImpact.turn === state.turn) {
    zones.push({ kind: 'beaten-zone', centre: state.observer.lastImpact.centre, radius: SHRAPNEL.radius, label: 'Shrapnel beaten zone', side: observerSide });
  }
  return { turn: state.turn, turnLimit: state.turnLimit, phase: phaseLabel(state), units: state.units.map((u) => unitView(state, u)), zones };
}
