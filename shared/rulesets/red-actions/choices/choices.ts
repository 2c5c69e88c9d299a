import type { Choice } from '../../../engine/ruleset.ts';
import type { RaAction } from '../actions.ts';
import type { RaState, RaUnit } from '../state.ts';
import type { UnitAction } from '../segment/unit-action.ts';
import { checkUnitAction } from '../segment/legality.ts';
import { activatable } from '../sequence/sequence.ts';
import { unitById, unitCentre } from '../troops/units.ts';
import { offersUnitCandidate, unitCandidates } from './unit-candidates.ts';
import { officerPhrase, officerToken } from '../officers/officer-tokens.ts';
import { withSightCache } from '../terrain/visibility.ts';
import { carryOnChoices } from '../charge/charge-on.ts';
import { featureName } from '../terrain/terrain.ts';
import { indexOf } from '../terrain/visibility.ts';
import { placeWords } from '../../../table-orders/place-words.ts';
import { compassOf, compassWord } from '../../../table-orders/compass.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { headingOf } from '../../../geometry/vec.ts';
import { perState } from '../../../engine/state-memo.ts';
import { counted } from '../../../engine/agreement.ts';

/** `options(state)`: the concrete legal choices for the decision now due, labelled for people. */
export function choicesFor(s: RaState): Choice<RaAction>[] {
  if (s.outcome) return [];
  // States are never changed once made, so a state asked twice (the player, then the AI) is listed once.
  return [...listedFor(s)];
}

/** `hasOptions(state)`: whether `choicesFor` offers anything; in a turn, the first unit with a choice answers it. */
export function offersChoice(s: RaState): boolean {
  if (s.outcome) return false;
  const listed = listedFor.known(s);
  if (listed) return listed.length > 0;
  if (!s.decision && s.phase === 'turn') return withSightCache(s, () => activatable(s).some((u) => offersUnitCandidate(s, u)));
  return listedFor(s).length > 0;
}

const listedFor = perState((s: RaState) => withSightCache(s, () => list(s)));

function list(s: RaState): Choice<RaAction>[] {
  const d = s.decision;
  const name = (id: string) => unitById(s, id)?.name ?? id;
  if (!d) return s.phase === 'turn' ? activatable(s).flatMap((u) => unitChoices(s, u, [])) : [];
  switch (d.kind) {
    case 'officer-token':
      return d.tokens.map((tokenId) => {
        const t = officerToken(tokenId);
        return { action: { type: 'choose-officer', side: d.side, officerUnitId: d.officerUnitId, tokenId }, label: `Keep ${t ? officerPhrase(t, 'the') : 'this officer'}`, unitId: d.officerUnitId };
      });
    case 'entry': {
      const out: Choice<RaAction>[] = [{ action: { type: 'end-entry', side: d.side }, label: 'End the entry' }];
      for (const u of s.units) {
        if (u.side !== d.side || u.status !== 'active' || u.acted) continue;
        out.push({ action: { type: 'entry-move', side: d.side, unitId: u.id, distance: 4 }, label: `${u.name}: enter 4"`, unitId: u.id });
        out.push({ action: { type: 'entry-move', side: d.side, unitId: u.id, distance: 0 }, label: `${u.name}: stay at the edge`, unitId: u.id });
      }
      return out;
    }
    case 'charged': {
      const base = { type: 'charge-response' as const, side: d.side, unitId: d.unitId };
      const out: Choice<RaAction>[] = [{ action: { ...base, response: 'stand' }, label: `${name(d.unitId)} stands`, unitId: d.unitId }];
      if (d.canShoot) out.push({ action: { ...base, response: 'shoot' }, label: `${name(d.unitId)} fires at the chargers`, unitId: d.unitId });
      if (d.canFlee) out.push({ action: { ...base, response: 'flee' }, label: `${name(d.unitId)} flees (humiliated)`, unitId: d.unitId });
      if (d.canCounter) out.push({ action: { ...base, response: 'counter-charge' }, label: `${name(d.unitId)} counter-charges`, unitId: d.unitId });
      return out;
    }
    case 'charge-on':
      return carryOnChoices(s, d);
    case 'shot-at': {
      const out: Choice<RaAction>[] = [];
      for (const evade of d.canEvade ? [false, true] : [false]) {
        for (const returnFire of d.canReturn ? [false, true] : [false]) {
          const what = [evade ? 'evades' : '', returnFire ? 'returns fire' : ''].filter(Boolean).join(' and ') || 'takes it';
          out.push({ action: { type: 'shot-at-response', side: d.side, unitId: d.unitId, evade, returnFire }, label: `${name(d.unitId)} ${what}`, unitId: d.unitId });
        }
      }
      return out;
    }
    case 'retire-choice':
      return [
        { action: { type: 'retire-choice', side: d.side, unitId: d.unitId, choice: 'retire' }, label: `${name(d.unitId)} retires`, unitId: d.unitId },
        { action: { type: 'retire-choice', side: d.side, unitId: d.unitId, choice: 'trade' }, label: `${name(d.unitId)} stands and ${d.trade === 'lose-base' ? 'loses a base' : 'takes a terror marker'}`, unitId: d.unitId },
      ];
    case 'preempt':
      return [
        { action: { type: 'preempt', side: d.side, unitId: null }, label: 'Let the enemy act' },
        ...d.unitIds.map((id) => ({ action: { type: 'preempt' as const, side: d.side, unitId: id }, label: `${name(id)} tries to act first (needs a 6)`, unitId: id })),
      ];
    case 'spring': {
      const out: Choice<RaAction>[] = [{ action: { type: 'spring', side: d.side, unitId: null, mode: 'charge' }, label: 'Stay hidden and let them pass' }];
      for (const id of d.unitIds) {
        const u = unitById(s, id);
        if (!u) continue;
        const probe: RaUnit = { ...u, concealment: 'none', ambushOn: d.moverId };
        const charge: UnitAction = { type: 'charge', side: d.side, unitId: id, targetId: d.moverId };
        const shoot: UnitAction = { type: 'shoot', side: d.side, unitId: id, targetId: d.moverId, mode: 'aimed' };
        if (checkUnitAction(s, probe, charge) === null) out.push({ action: { type: 'spring', side: d.side, unitId: id, mode: 'charge' }, label: `${u.name} springs the ambush with a charge`, unitId: id });
        if (checkUnitAction(s, probe, shoot) === null) out.push({ action: { type: 'spring', side: d.side, unitId: id, mode: 'shoot' }, label: `${u.name} springs the ambush with a volley`, unitId: id });
      }
      return out;
    }
    case 'out-of-turn': {
      const u = unitById(s, d.unitId);
      return u ? unitChoices(s, u, []) : [];
    }
    case 'segment': {
      const u = unitById(s, d.unitId);
      return u ? unitChoices(s, u, d.used.length > 0 ? d.used : ['(open)']) : [];
    }
  }
}

function unitChoices(s: RaState, u: RaUnit, used: readonly string[]): Choice<RaAction>[] {
  const choices = unitCandidates(s, u, used).map((action) => ({ action, label: labelFor(s, u, action), unitId: u.id }));
  // Two moves that read alike (the same distance, compass point and ground) are told apart by their bearings, the
  // move after firing, limbering or before unlimbering as well as a move on its own.
  const counts = new Map<string, number>();
  for (const c of choices) counts.set(c.label, (counts.get(c.label) ?? 0) + 1);
  const moves = (a: RaAction): boolean => 'to' in a || ('then' in a && a.then !== undefined) || ('before' in a && a.before !== undefined);
  for (const c of choices) if (counts.get(c.label)! > 1 && moves(c.action)) c.label = labelFor(s, u, c.action as UnitAction, true);
  return choices;
}

export function labelFor(s: RaState, u: RaUnit, a: UnitAction, bearings = false): string {
  const t = 'targetId' in a ? unitById(s, a.targetId)?.name ?? featureName(s.scenario, a.targetId) : '';
  const at = (m: { to: { x: number; y: number } }) => whither(s, u, m.to, bearings);
  switch (a.type) {
    case 'move': return `${u.name}: ${a.march ? 'march' : 'move'} ${a.evading ? 'evasively ' : ''}${at(a)}${formationWords(u, a.formation)}${facingWords(u, a)}`;
    case 'shoot': return `${u.name}: ${a.mode === 'aimed' ? 'fire at' : `${a.mode} fire at`} ${t}${a.then ? `, then move ${at(a.then)}` : ''}`;
    case 'charge': return `${u.name}: charge ${t}`;
    case 'hold': return `${u.name}: hold${a.evading ? ', keeping low' : ''}`;
    case 'possess': return `${u.name}: take possession of ${t}`;
    case 'scout': return `${u.name}: scout ${featureName(s.scenario, a.featureId)}`;
    case 'train': return `${u.name}: ${a.command.replace('-', ' ')}`;
    case 'shoot-building': return `${u.name}: speculative fire on ${featureName(s.scenario, a.buildingId)}`;
    case 'set-fire': return `${u.name}: set fire to ${featureName(s.scenario, a.buildingId)}`;
    case 'fight-fire': return `${u.name}: fight the fire in ${featureName(s.scenario, a.buildingId)}`;
    case 'combine': return `${u.name}: combine with ${unitById(s, a.withId)?.name ?? a.withId}`;
    case 'attach': return `${u.name}: join ${unitById(s, a.toUnitId)?.name ?? a.toUnitId}${a.personalCommand ? ', taking personal command' : ''}`;
    case 'embark': return `${u.name}: board ${unitById(s, a.carId)?.name ?? a.carId}`;
    case 'disembark': return `${u.name}: get down on the ${a.door} of the line`;
    case 'recover-weapons': return `${u.name}: go back for its abandoned weapons`;
    case 'limber': return `${u.name}: limber up${a.then ? ` and move ${at(a.then)}` : ''}`;
    case 'unlimber': return `${u.name}: ${a.before ? `move ${at(a.before)}, and ` : ''}unlimber`;
    case 'divide': return `${u.name}: divide, ${counted(a.bases, 'base')} splitting off`;
    default: return `${u.name}: ${a.type.replace('-', ' ')}`;
  }
}

/**
 * Where a move goes, in words: how far and which way from where the unit stands, and the place it ends by the
 * terrain ("4.0\" north, ending in the birch wood"), never as bare table coordinates.
 */
export function whither(s: RaState, u: RaUnit, to: { x: number; y: number }, bearing = false): string {
  const from = unitCentre(u);
  const d = { x: to.x - from.x, y: to.y - from.y };
  const length = hypot(d.x, d.y);
  const place = placeWords(indexOf(s), to);
  if (length < 0.05) return `in place, ${place}`;
  return `${length.toFixed(1)}" ${compassOf(d)}${bearing ? ` (bearing ${Math.round(headingOf(d)) % 360}°)` : ''}, ending ${place}`;
}

/** A change of formation the move makes, in words; nothing when the unit keeps its formation. */
function formationWords(u: RaUnit, formation: RaUnit['formation'] | undefined): string {
  if (!formation || formation === u.formation) return '';
  return formation === 'formed' ? ', formed up' : `, in ${formation}`;
}

/** The facing a move ends with, when it is not the way the unit went. */
function facingWords(u: RaUnit, a: { to: { x: number; y: number }; facing: number }): string {
  const from = unitCentre(u);
  const way = compassOf({ x: a.to.x - from.x, y: a.to.y - from.y });
  const facing = compassWord(a.facing);
  return facing === way ? '' : `, facing ${facing}`;
}

/** The choices for one unit's segment only: cheaper than listing every unit's when the unit is already picked. */
export function choicesForUnit(s: RaState, unitId: string): Choice<RaAction>[] {
  const u = unitById(s, unitId);
  if (!u || s.outcome) return [];
  return withSightCache(s, () => unitChoices(s, u, []));
}
