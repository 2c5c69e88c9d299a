import type { Pending } from '../../../engine/ruleset.ts';
import type { RaState } from '../state.ts';
import { activatable, sideToAct } from '../sequence/sequence.ts';
import { unitById } from '../troops/units.ts';

/** The decision now due: a reaction or choice if one is waiting, else the next unit's action segment. */
export function pendingOf(s: RaState): Pending | null {
  if (s.outcome) return null;
  const d = s.decision;
  const name = (id: string) => unitById(s, id)?.name ?? id;
  if (d) {
    switch (d.kind) {
      case 'officer-token': return { side: d.side, kind: 'choose-officer', prompt: `choose ${name(d.officerUnitId)}'s officer token`, unitIds: [d.officerUnitId] };
      case 'entry': return { side: d.side, kind: 'entry', prompt: 'move your troops up to 4" onto the table', unitIds: s.units.filter((u) => u.side === d.side && u.status === 'active' && !u.acted).map((u) => u.id) };
      case 'charged': return { side: d.side, kind: 'charge-response', prompt: `${name(d.unitId)} is charged by ${name(d.chargerId)}: stand, shoot, flee or counter-charge`, unitIds: [d.unitId] };
      case 'charge-on': return { side: d.side, kind: 'charge-on', prompt: `${name(d.unitId)}'s target fled: halt on its ground, or carry the charge on along the same path?`, unitIds: [d.unitId] };
      case 'shot-at': return { side: d.side, kind: 'shot-at', prompt: `${name(d.unitId)} is about to be shot at by ${name(d.shooterId)}: evade or return fire?`, unitIds: [d.unitId] };
      case 'retire-choice': return { side: d.side, kind: 'retire-choice', prompt: `${name(d.unitId)} must retire, or ${d.trade === 'lose-base' ? 'lose a base' : 'take a terror marker'} instead`, unitIds: [d.unitId] };
      case 'preempt': return { side: d.side, kind: 'preempt', prompt: 'a Clever officer may try to act before the enemy (needs a 6)', unitIds: d.unitIds };
      case 'out-of-turn': return { side: d.side, kind: 'out-of-turn', prompt: `${name(d.unitId)} acts out of turn`, unitIds: [d.unitId] };
      case 'spring': return { side: d.side, kind: 'spring-ambush', prompt: `${name(d.moverId)} is coming into reach of your ambush: spring it?`, unitIds: d.unitIds };
      case 'segment': return { side: d.side, kind: 'segment', prompt: `${name(d.unitId)} may still act this segment`, unitIds: [d.unitId] };
    }
  }
  if (s.phase !== 'turn') return null;
  const side = sideToAct(s);
  if (!side) return null;
  return { side, kind: 'activate', prompt: 'choose a unit and its action', unitIds: activatable(s).map((u) => u.id) };
}
