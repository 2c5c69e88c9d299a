import type { BaseView, MarkerView, OfficerView, TableView, UnitView } from '../../engine/ruleset.ts';
import { StateAnswers, sameItems } from '../../engine/state-memo.ts';
import { type FcState, type LeaderState, type UnitState, copyUnit, findLeader, findUnit, leaderAt, leaderFit, troopOf } from './state.ts';
import { STAND_SIZE, troopClassOf, ATTACHMENTS } from './troops.ts';
import { CHARACTER_LABELS } from './tables/tables-command.ts';
import { commandView } from './command/command-view.ts';
import { COMMAND_STAT } from '../../engine/command-groups.ts';
import { PHASE_LABELS } from './phases.ts';
import { fateOf } from '../../engine/unit-fate.ts';

function unitStatus(u: UnitState): UnitView['status'] {
  switch (u.status) {
    case 'active': return 'active';
    case 'off-table': return 'routed';
    case 'destroyed': case 'surrendered': return 'destroyed';
  }
}

/**
 * Views made before, by list of stands: a list never changes once a state holds it and a step's copy of a unit shares
 * it (state.ts, `Stand`), so a unit that neither moved nor was hit finds its view here while the rest of what it is
 * made from is the same. Callers only read views.
 */
const madeViews = new WeakMap<UnitState['stands'], { from: UnitState; started: boolean; view: UnitView }>();

export function unitView(state: FcState, u: UnitState): UnitView {
  const started = state.turn > 0;
  const made = madeViews.get(u.stands);
  if (made && made.started === started && showsAlike(made.from, u)) return made.view;
  const view = freshUnitView(state, u);
  // A copy of what the view was made from: the unit itself may be a step's copy, still to change.
  madeViews.set(u.stands, { from: copyUnit(u), started, view });
  return view;
}

/** Whether two units show the same view (their stands apart): every field the view is made from is the same. */
function showsAlike(a: UnitState, b: UnitState): boolean {
  return a.id === b.id && a.status === b.status && a.fallingBack === b.fallingBack && a.pinned === b.pinned && a.suppressed === b.suppressed
    && a.cover === b.cover && a.moved === b.moved && a.fired === b.fired && a.immobile === b.immobile && a.leadership === b.leadership
    && a.allowance === b.allowance && a.elite === b.elite && a.countedHits === b.countedHits && a.mounted === b.mounted
    && a.commissar === b.commissar && a.priest === b.priest && a.banner === b.banner && a.leaderId === b.leaderId && a.startStands === b.startStands;
}

/** A unit's view made afresh. */
export function freshUnitView(state: FcState, u: UnitState): UnitView {
  const troop = troopOf(u);
  const markers: MarkerView[] = [];
  if (u.fallingBack) markers.push({ kind: 'morale-failure', count: 1 });
  if (u.pinned || u.suppressed) markers.push({ kind: 'pinned', count: 1 });
  if (u.cover) markers.push({ kind: 'dug-in', count: 1 });
  if (u.moved) markers.push({ kind: 'moved', count: 1 });
  if (u.fired) markers.push({ kind: 'fire', count: 1 });
  if (u.immobile !== 'no') markers.push({ kind: 'immobilised', count: 1 });
  const bases: BaseView[] = u.stands.map((s, i) => ({ id: `${u.id}/${i + 1}`, x: s.x, y: s.y, facing: s.facing, figures: s.figures, ...(s.weapon ? { weapon: s.weapon } : {}) }));
  const leader = findLeader(state, u.leaderId);
  // The command is the leader's name: the unit list and the printed rosters group by it.
  const stats: Record<string, string | number> = { [COMMAND_STAT]: leader?.name ?? 'no leader', 'Figures': u.stands.filter((s) => !s.weapon).reduce((a, s) => a + s.figures, 0) };
  if (state.turn > 0 && u.status === 'active') stats['Leadership this turn'] = u.leadership ? `yes (may move ${u.allowance}")` : 'no';
  if (u.elite) stats['Elite'] = 'yes';
  if (troop.interventionist) stats['Interventionist'] = '+1 to fire';
  if (u.suppressed) stats['Suppressed'] = 'no move in phases 3 and 4';
  if (u.fallingBack) stats['Falling back'] = 'yes';
  if (u.countedHits > 0) stats['Hits counted'] = u.countedHits;
  for (const s of u.stands) if (s.weapon) stats[ATTACHMENTS[s.weapon].name] = `${s.figures} crew`;
  if (kindOf(u) === 'cavalry') stats['Mounted'] = u.mounted ? 'yes' : 'no (dismounted)';
  const officers: OfficerView[] = [];
  if (u.commissar) officers.push({ id: `${u.id}/commissar`, name: 'Commissar', rank: 'commissar' });
  if (u.priest) officers.push({ id: `${u.id}/priest`, name: 'Religious leader', rank: 'observer', characteristic: 'religious leader' });
  if (u.banner) stats['Banner'] = u.elite ? '+1 in melee' : 'carried (not elite: no bonus)';
  return {
    id: u.id, side: u.side, name: u.name, troopType: u.troopType, troopClass: troopClassOf(troop.kind), bases, baseSize: STAND_SIZE[troop.kind],
    officers, markers, status: unitStatus(u), ...fateOf(u.status), strength: { now: u.stands.filter((s) => !s.weapon).length, start: u.startStands, unit: 'bases' }, stats,
    ...(leader ? { commander: leader.id } : {}),
  };
}

const kindOf = (u: UnitState) => troopOf(u).kind;

/** The units each leader leads, by name: they never change in a game, so they are worded once per scenario. */
const leadsKept = new WeakMap<FcState['scenario'], Map<string, string>>();
function leadsText(state: FcState, leaderId: string): string {
  let byLeader = leadsKept.get(state.scenario);
  if (!byLeader) {
    byLeader = new Map();
    leadsKept.set(state.scenario, byLeader);
  }
  let text = byLeader.get(leaderId);
  if (text === undefined) {
    text = state.units.filter((u) => u.leaderId === leaderId).map((u) => u.name).join(', ') || 'no unit';
    byLeader.set(leaderId, text);
  }
  return text;
}

/**
 * Leader views made before, by leader: a step copies every leader, so his view is kept under the scenario's leader
 * and handed out again while all it is made from is the same — where he stands (or the stands of the unit he
 * leads), his state, whether he is fit this turn, and the units of his still on the table.
 */
const madeLeaderViews = new WeakMap<FcState['scenario'], Map<string, { inputs: unknown[]; value: UnitView }>>();

export function leaderView(state: FcState, l: LeaderState): UnitView {
  let byLeader = madeLeaderViews.get(state.scenario);
  if (!byLeader) {
    byLeader = new Map();
    madeLeaderViews.set(state.scenario, byLeader);
  }
  const inputs: unknown[] = [l.x, l.y, l.status, l.character, l.leading, l.leading ? findUnit(state, l.leading)?.stands : null, leaderFit(l, state.turn)];
  for (const u of state.units) if (u.leaderId === l.id && u.status === 'active') inputs.push(u.id);
  const known = byLeader.get(l.id);
  if (known && sameItems(known.inputs, inputs)) return known.value;
  const value = freshLeaderView(state, l);
  byLeader.set(l.id, { inputs, value });
  return value;
}

/** A leader figure on the table, with its command distances: the leadership table's bands, stretched 6" if Efficient. */
export function freshLeaderView(state: FcState, l: LeaderState): UnitView {
  const at = leaderAt(state, l);
  const command = commandView(state, l);
  const stats: Record<string, string | number> = {
    [COMMAND_STAT]: l.name,
    'Character': l.commanderInChief ? CHARACTER_LABELS[l.character].commander : CHARACTER_LABELS[l.character].subordinate,
    // The distances alone: the rings on the table and the leadership table say what each means.
    'Command distances': command ? command.rings.map((r) => `${r.radius}"`).join(', ') : 'none: he cannot lead this turn',
    'Leads': l.commanderInChief ? 'any unit of his side' : leadsText(state, l.id),
  };
  if (l.leading) stats['Leading heroically'] = findUnit(state, l.leading)?.name ?? '';
  if (l.status !== 'active') stats['Status'] = l.status;
  const alive = l.status === 'active' || l.status === 'scratched';
  return {
    id: l.id, side: l.side, name: l.name, troopType: l.troopType, troopClass: l.commanderInChief ? 'commander' : 'officer',
    bases: alive ? [{ id: `${l.id}/1`, x: at.x, y: at.y, facing: 0, figures: 1 }] : [], baseSize: STAND_SIZE.leader,
    officers: [{ id: l.id, name: l.name, rank: l.commanderInChief ? 'commander' : 'senior', characteristic: l.character }],
    ...(l.leading ? { leads: l.leading } : {}), ...(command ? { command } : {}), markers: [], status: alive ? 'active' : 'destroyed',
    strength: { now: alive ? 1 : 0, start: 1, unit: 'figures' }, stats,
  };
}

export function tableView(state: FcState): TableView {
  return {
    turn: Math.max(1, state.turn), turnLimit: state.turnLimit, phase: PHASE_LABELS[state.phase],
    units: [...state.units.map((u) => unitView(state, u)), ...state.leaders.map((l) => leaderView(state, l))],
    zones: state.bombardments.map((b) => ({ kind: 'bombardment', centre: { x: b.x, y: b.y }, radius: b.size / 2, label: b.label, side: b.side })),
  };
}

const kept = new StateAnswers<FcState>();
/** The view of a state nobody changes any more: the AI reads it again and again. */
export const viewOf = kept.add(tableView);
