import type { BaseView, MarkerView, TableView, UnitView } from '../../engine/ruleset.ts';
import { perState } from '../../engine/state-memo.ts';
import { MOTIVATION_NUMBER } from './motivation/motivation-table.ts';
import { MOVEMENT_TABLE } from './movement/movement-table.ts';
import { type TrrState, type TrrUnit, findUnit, troopOf } from './state.ts';
import { BASE_SIZE, KIND_LABELS, SPECIALIST_LABELS, TROOP_CLASS, countsHits } from './troop-kinds.ts';
import { movementOf } from './movement/movement.ts';
import { dugIn, worksOf } from './options/works.ts';
import { cmText, toInches } from './scale.ts';
import { airSupportDetail, airSupportName } from './options/air-phase.ts';
import { withRide } from './transport/ride-view.ts';
import { shelledGoing } from './fire/indirect/demolition.ts';
import { fateOf } from '../../engine/unit-fate.ts';
import { bareName } from '../../engine/agreement.ts';

const WORKS_WORDS = { digging: 'digging in', trench: 'dug in', overhead: 'dug in, overhead cover', camouflaged: 'dug in, overhead cover, camouflaged' } as const;

export function phaseLabel(state: TrrState): string {
  if (state.phase === 'over') return 'game over';
  if (state.phase === 'act' && state.activeUnit) return `move ${state.turn}: ${findUnit(state, state.activeUnit)?.name ?? ''} act`;
  if (state.phase === 'air') return `move ${state.turn}: ${airSupportName(state, state.toAct)} (${airSupportDetail(state, state.toAct)})`;
  return `move ${state.turn}: ${state.scenario.sides[state.toAct].name} activate a unit`;
}

function status(u: TrrUnit): UnitView['status'] {
  switch (u.status) {
    // Passengers are drawn riding on their transport (transport/carrying.ts keeps them there).
    case 'ready': case 'halted': case 'aboard': return 'active';
    case 'routing': case 'gone': return 'routed';
    case 'surrendered': case 'destroyed': case 'defected': case 'disbanded': return 'destroyed';
  }
}

/** Figures standing on each base: riflemen lost come off the last bases first; a lost specialist empties his base. */
function baseFigures(u: TrrUnit): number[] {
  let riflemen = u.figures;
  const lost = new Map<string, number>();
  for (const s of u.specialists) if (s.lost) lost.set(s.kind, (lost.get(s.kind) ?? 0) + 1);
  return u.pieces.map((p) => {
    if (p.weapon) {
      const gone = Math.min(p.figures, lost.get(p.weapon) ?? 0);
      lost.set(p.weapon, (lost.get(p.weapon) ?? 0) - gone);
      return p.figures - gone;
    }
    const here = Math.min(p.figures, riflemen);
    riflemen -= here;
    return here;
  });
}

/** What a unit's view is made from, besides its pieces and troop type. */
interface ViewInputs { status: TrrUnit['status']; moved: boolean; fired: boolean; immobilised: boolean; figures: number; hits: number; formation: TrrUnit['formation']; mounted: boolean; limbered: boolean; lost: number }

const inputsOf = (u: TrrUnit): ViewInputs => ({
  status: u.status, moved: u.moved, fired: u.fired, immobilised: u.immobilised, figures: u.figures, hits: u.hits,
  formation: u.formation, mounted: u.mounted, limbered: u.limbered, lost: lostMask(u),
});

/** The specialists lost, one bit each (a unit carries a handful). */
function lostMask(u: TrrUnit): number {
  let mask = 0;
  for (let i = 0; i < u.specialists.length; i++) if (u.specialists[i]!.lost) mask |= 1 << i;
  return mask;
}

function stillTrue(a: ViewInputs, u: TrrUnit): boolean {
  return a.status === u.status && a.moved === u.moved && a.fired === u.fired && a.immobilised === u.immobilised && a.figures === u.figures
    && a.hits === u.hits && a.formation === u.formation && a.mounted === u.mounted && a.limbered === u.limbered && a.lost === lostMask(u);
}

// Copies of a state share a unit's pieces until it moves (see Piece): a unit that has not changed is handed the same
// view again, which the AI then reads as unchanged at a glance. A few views are kept per pieces: the AI's candidates
// leave a unit that stood still as it was in one and fired or lost figures in another, turn about.
const madeViews = new WeakMap<TrrUnit['pieces'], { inputs: ViewInputs; view: UnitView }[]>();
const VIEWS_PER_PIECES = 4;

/** A unit's view: the one made before for the same pieces and inputs, or a fresh one. */
export function unitView(u: TrrUnit): UnitView {
  const made = madeViews.get(u.pieces);
  if (made) for (const m of made) if (stillTrue(m.inputs, u)) return m.view;
  const view = freshUnitView(u);
  const entry = { inputs: inputsOf(u), view };
  if (!made) madeViews.set(u.pieces, [entry]);
  else { if (made.length >= VIEWS_PER_PIECES) made.shift(); made.push(entry); }
  return view;
}

/** A unit's view made afresh (the long way round of `unitView`). */
export function freshUnitView(u: TrrUnit): UnitView {
  const t = troopOf(u);
  const markers: MarkerView[] = [];
  if (u.status === 'routing') markers.push({ kind: 'routing', count: 1 });
  if (u.status === 'halted') markers.push({ kind: 'morale-failure', count: 1 });
  if (u.moved) markers.push({ kind: 'moved', count: 1 });
  if (u.fired) markers.push({ kind: 'fire', count: 1 });
  if (u.immobilised) markers.push({ kind: 'immobilised', count: 1 });
  const works = worksOf(u);
  if (dugIn(u)) markers.push({ kind: 'dug-in', count: 1 });
  const hitsKind = countsHits(t.kind);
  const figures = hitsKind ? u.pieces.map(() => 1) : baseFigures(u);
  const bases: BaseView[] = u.pieces.map((p, i) => ({ id: `${u.id}/${i + 1}`, x: p.x, y: p.y, facing: p.facing, figures: figures[i]!, ...(p.weapon ? { weapon: p.weapon } : {}) }));
  const alive = u.specialists.filter((s) => !s.lost);
  const move = MOVEMENT_TABLE[movementOf(u)];
  const stats: Record<string, string | number> = {
    'Kind': KIND_LABELS[t.kind], 'Grade': `${t.grade} (motivation ${MOTIVATION_NUMBER[t.grade]})`,
    'Move': move.road === 'unlimited' ? 'unlimited on its rails' : `${move.road} cm road, ${move.crossCountry} cm cross country`,
  };
  if (t.kind === 'rifles' || (t.kind === 'cavalry' && !u.mounted)) stats['Order'] = u.formation;
  if (t.kind === 'cavalry') stats['Mounted'] = u.mounted ? 'yes' : 'no (horse holders back)';
  if (t.kind === 'gun') stats['Limbered'] = u.limbered ? 'yes' : 'no';
  if (hitsKind) stats['Hits'] = u.hits;
  else stats['Figures'] = `${u.figures} of ${u.startFigures}`;
  if (u.specialists.length > 0) stats['Specialists'] = alive.length === 0 ? 'all lost' : alive.map((s) => SPECIALIST_LABELS[s.kind]).join(', ');
  if (u.status === 'halted') stats['Motivation'] = 'halted: needs 10 or more to go on';
  if (works !== 'none') stats['Works'] = `${WORKS_WORDS[works]} (${cmText(u.works!.cm)} dug)`;
  const start = hitsKind ? u.pieces.length : u.startFigures + u.specialists.length;
  const now = status(u) !== 'active' ? 0 : hitsKind ? u.pieces.length : u.figures + alive.length;
  return {
    id: u.id, side: u.side, name: u.name, troopType: u.troopType, troopClass: TROOP_CLASS[t.kind], bases, baseSize: BASE_SIZE[t.kind],
    officers: NO_OFFICERS, markers, status: status(u), ...fateOf(u.status), strength: { now, start, unit: hitsKind ? 'bases' : 'figures' }, stats,
  };
}

const NO_OFFICERS: UnitView['officers'] = [];

export function tableView(state: TrrState): TableView {
  const view: TableView = { turn: Math.max(1, state.turn), turnLimit: state.turnLimit, phase: phaseLabel(state), units: state.units.map((u) => withRide(state, u, unitView(u))), zones: cloudZones(state) };
  return state.terrainDamage.length === 0 ? view : { ...view, damagedTerrain: damageViews(state) };
}

/** Section 15's damage for the table to draw, with its going in a few words: wrecked after three moves of fire, when the going is impassable. */
function damageViews(state: TrrState): NonNullable<TableView['damagedTerrain']> {
  return state.terrainDamage.map((d) => ({
    featureId: d.featureId, severity: Math.min(3, Math.max(1, d.moves)) as 1 | 2 | 3,
    label: `${bareName(d.name)} shelled: ${shelledGoing(d.moves) ?? 'poor'} going`,
  }));
}

/** Smoke screens, gas clouds and fires, for the table to draw: each as the circle round its rectangle, a fire naming what burns. */
function cloudZones(state: TrrState): TableView['zones'] {
  return state.artillery.clouds.map((c) => ({
    kind: c.kind === 'gas' || c.kind === 'fire' ? c.kind : 'smoke', centre: c.centre, radius: toInches(Math.max(c.alongCm, c.acrossCm) / 2), side: c.side,
    ...(c.featureId ? { featureId: c.featureId } : {}),
    label: c.until === null ? `${c.label} (for the rest of the game)` : `${c.label} (until the end of move ${c.until})`,
  }));
}

/** The view of a state nobody changes any more (the engine's states). */
export const viewOf = perState(tableView);
