import type { BaseView, MarkerView, TableView, UnitView } from '../../engine/ruleset.ts';
import { FIRE_STEP, KIND_LABELS, MG_CREW, RANGE, STAND_CAPACITY, isVehicle } from './tables.ts';
import { type UnitState, type WwState, keptAnswers, kindOf, troopOf } from './state.ts';
import { STAND_SIZE, troopClassOf } from './troops.ts';
import { allowanceOf } from './movement/movement.ts';
import { commandLabel } from './setup/commands.ts';
import { isCharger } from './fire/fire.ts';
import { pendingOnTable } from './forecast/pending.ts';

export function phaseLabel(state: WwState): string {
  switch (state.phase) {
    case 'setup-order': case 'deploy': return 'set-up';
    case 'freeze': case 'move-order': return 'initiative';
    case 'activate': case 'move': return state.activeCommand ? `movement: ${commandLabel(state.activeCommand.slice(state.activeCommand.indexOf('/') + 1))} command` : 'movement';
    case 'fire': return `fire step ${state.fireStep}: ${FIRE_STEP.artillery === state.fireStep ? 'guns, tanks, armoured cars and MGs' : 'infantry and cavalry'}`;
    case 'morale': return 'morale';
    case 'over': return 'game over';
  }
}

function status(u: UnitState): UnitView['status'] {
  switch (u.status) {
    case 'undeployed': return 'reserve';
    case 'active': return 'active';
    // A routing unit holds no ground (README: "Routing units and victory").
    case 'routing': case 'routed': return 'routed';
    case 'destroyed': return 'destroyed';
  }
}

const RANGE_LABEL: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(RANGE).map(([k, r]) => [k, `${r}"`]));

/** What a unit's view reads besides its stands, as it was when the view was made. */
interface ViewInputs {
  id: string; side: UnitState['side']; name: string; troopType: string; command: string; startStands: number; status: UnitState['status'];
  moved: boolean; fired: boolean; vehicleHits: number; allowance: number | null; frozen: boolean; settingUp: boolean;
  /** Why it holds fire (a charge or an evasion this turn changes it while the stands stay the same). */
  holds: string | null;
}

const inputsOf = (state: WwState, u: UnitState): ViewInputs => ({
  id: u.id, side: u.side, name: u.name, troopType: u.troopType, command: u.command, startStands: u.startStands, status: u.status,
  moved: u.moved, fired: u.firedStep > 0, vehicleHits: u.vehicleHits, allowance: u.allowance, frozen: state.frozen.includes(u.id),
  settingUp: state.phase === 'setup-order' || state.phase === 'deploy', holds: holdsFireNow(state, u),
});

const holdsFireNow = (state: WwState, u: UnitState): string | null => (u.status === 'active' ? holdsFire(state, u) : null);

function stillTrue(a: ViewInputs, state: WwState, u: UnitState): boolean {
  return a.id === u.id && a.side === u.side && a.name === u.name && a.troopType === u.troopType && a.command === u.command
    && a.startStands === u.startStands && a.status === u.status && a.moved === u.moved && a.fired === u.firedStep > 0 && a.vehicleHits === u.vehicleHits
    && a.allowance === u.allowance && a.frozen === state.frozen.includes(u.id) && a.settingUp === (state.phase === 'setup-order' || state.phase === 'deploy')
    && a.holds === holdsFireNow(state, u);
}

/**
 * Views made before, by stands list: a list never changes once a state holds it and a step's copy of a unit
 * shares it (state.ts, `Stand`), so a unit that neither moved nor was hit finds its view here, handed out again
 * when everything else it was made from is still the same. Callers only read views.
 */
const madeViews = new WeakMap<UnitState['stands'], { inputs: ViewInputs; view: UnitView }>();

/** A unit's view: the one made before for the same stands and inputs, or a fresh one. */
export function unitView(state: WwState, u: UnitState): UnitView {
  const made = madeViews.get(u.stands);
  if (made && stillTrue(made.inputs, state, u)) return made.view;
  const view = freshUnitView(state, u);
  madeViews.set(u.stands, { inputs: inputsOf(state, u), view });
  return view;
}

/** A stand shows one figure for each hit it can still take (vehicles one model): its hits are on the table to see. */
export function freshUnitView(state: WwState, u: UnitState): UnitView {
  const kind = kindOf(u);
  const capacity = STAND_CAPACITY[kind];
  const vehicle = isVehicle(kind);
  const markers: MarkerView[] = [];
  if (u.status === 'routing') markers.push({ kind: 'routing', count: 1 });
  if (u.moved) markers.push({ kind: 'moved', count: 1 });
  if (state.frozen.includes(u.id)) markers.push({ kind: 'immobilised', count: 1 });
  if (u.firedStep > 0) markers.push({ kind: 'fire', count: 1 });
  let hits = 0;
  const bases: BaseView[] = [];
  for (let i = 0; i < u.stands.length; i++) {
    const s = u.stands[i]!;
    hits += s.hits;
    bases.push({ id: `${u.id}/${i + 1}`, x: s.x, y: s.y, facing: s.facing, figures: vehicle ? 1 : capacity - s.hits });
  }
  const stats: Record<string, string | number> = {
    'Command': commandLabel(u.command), 'Kind': KIND_LABELS[kind], 'Range': RANGE_LABEL[kind]!,
    'Hits on stands': `${hits} (a stand takes ${capacity})`,
  };
  if (vehicle) stats['Hits in the game'] = u.vehicleHits;
  if (kind === 'mg') stats['Crew'] = Math.max(0, MG_CREW - (u.stands[0]?.hits ?? 0));
  if (u.status === 'active' && state.phase !== 'setup-order' && state.phase !== 'deploy') stats['Move now'] = `${allowanceOf(u)}"`;
  if (troopOf(u).elite) stats['Elite'] = 'yes';
  const view: UnitView = {
    id: u.id, side: u.side, name: u.name, troopType: u.troopType, troopClass: troopClassOf(kind),
    bases, baseSize: STAND_SIZE[kind], officers: NO_OFFICERS, markers, status: status(u),
    strength: { now: u.stands.length, start: u.startStands, unit: 'bases' }, stats,
  };
  const holds = holdsFireNow(state, u);
  if (holds) view.holdsFire = holds;
  return view;
}

/** Why a unit may not fire this turn for how it moved (Wargame Wednesdays, Turn sequence 8; Charge and response 5 and 7). */
export function holdsFire(state: WwState, u: UnitState): string | null {
  const kind = kindOf(u);
  if ((kind === 'mg' || kind === 'artillery') && u.moved) return 'Moved this turn, so it may not fire (Wargame Wednesdays, Turn sequence 8: "If an Artillery unit or MG unit move, they may not shoot").';
  if (isCharger(state, u.id)) return 'Made a charge this turn, so it may not fire (Wargame Wednesdays, Charge and response 5: "The charging unit may not fire").';
  if (u.evaded) return 'Evaded this turn, so it may not fire (Wargame Wednesdays, Charge and response 7: "An evading unit may not fire").';
  return null;
}

/** Units of this rule set carry no officers; one shared empty list (views are only read). */
const NO_OFFICERS: UnitView['officers'] = [];

export function tableView(state: WwState): TableView {
  const view: TableView = { turn: Math.max(1, state.turn), turnLimit: state.turnLimit, phase: phaseLabel(state), units: state.units.map((u) => unitView(state, u)), zones: [] };
  const pending = pendingOnTable(state);
  if (pending.length > 0) view.pending = pending;
  return view;
}

/** The table of a step's draft as a rules step ends within it (`openStep`): made afresh, as the draft changes on. */
export function draftTableView(draft: WwState): TableView {
  return { ...tableView(draft), units: draft.units.map((u) => freshUnitView(draft, u)) };
}

/** The view of a state nobody changes any more (the engine's states): the AI reads it again and again. */
export const viewOf = keptAnswers.add(tableView);
