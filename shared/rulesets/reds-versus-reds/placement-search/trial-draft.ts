import { type Activation, type Combat, type FigureState, type RvrState, type UnitState, placeableCopy } from '../state.ts';

// The copies a placement search tries its placements on (`placeFigures(..., trial = true)`, `move-options.ts`).

/**
 * The least copy a trial placement needs (`placeFigures(..., trial = true)` changes only the moving unit's
 * figures, the combats and the sequence fields): other units are shared with `state`, so never change them through it.
 */
export function trialDraft(state: RvrState, unitId: string): RvrState {
  return {
    scenario: state.scenario, turn: state.turn, turnLimit: state.turnLimit, attacker: state.attacker, phase: state.phase,
    toAct: state.toAct, done: [...state.done], activation: state.activation ? { ...state.activation } : null,
    category: state.category, hit: state.hit, fired: state.fired,
    combats: state.combats.map(copyCombat),
    defensiveFire: state.defensiveFire, fought: state.fought, rallied: state.rallied, observer: state.observer,
    triggered: state.triggered, outcome: state.outcome, nextCombatId: state.nextCombatId,
    units: state.units.map((u) => (u.id === unitId ? trialUnit(u) : u)),
  };
}

const copyCombat = (c: Combat): Combat => ({ id: c.id, single: c.single, opponents: [...c.opponents], attackerSide: c.attackerSide, startedTurn: c.startedTurn });

/** The moving unit's copy for a trial. */
function trialUnit(u: UnitState): UnitState {
  return {
    id: u.id, side: u.side, name: u.name, troopType: u.troopType, figures: u.figures.map(placeableCopy),
    startFigures: u.startFigures, turnStartFigures: u.turnStartFigures, casualties: u.casualties, moraleMarkers: u.moraleMarkers,
    status: u.status, attackedBy: u.attackedBy, attackedByLastTurn: u.attackedByLastTurn,
  };
}

/**
 * One `trialDraft` for a whole placement search: each `next()` hands back the same copy with what a trial may
 * have changed put back (the sequence fields, the combats, the moving unit's figures), instead of copying the
 * state and the unit again for every placement tried. A copy handed out is good only until the next call, and
 * never a state to keep: nothing but a trial placement may see it.
 */
export class TrialDrafts {
  private draft: RvrState | null = null;
  private activation: Activation | null = null;
  private copies: FigureState[] = [];
  private originals: readonly FigureState[] = [];

  constructor(private readonly state: RvrState, private readonly unitId: string) {}

  next(): RvrState {
    const state = this.state;
    const draft = this.draft;
    if (!draft) {
      const made = trialDraft(state, this.unitId);
      const unit = made.units.find((u) => u.id === this.unitId);
      this.activation = made.activation;
      this.copies = unit ? unit.figures : [];
      this.originals = state.units.find((u) => u.id === this.unitId)?.figures ?? [];
      this.draft = made;
      return made;
    }
    // No trial changes the activation's fields: it only lets go of it.
    draft.activation = this.activation;
    restoreList(draft.done, state.done);
    // Copied again only if a trial changed them (combats are objects of the copy alone, never the state's).
    if (!sameCombats(draft.combats, state.combats)) draft.combats = state.combats.map(copyCombat);
    draft.nextCombatId = state.nextCombatId;
    // A trial moves and turns the copies in place (never replacing the list); their start is shared, never changed.
    const copies = this.copies, originals = this.originals;
    for (let i = 0; i < copies.length; i++) {
      const c = copies[i]!, o = originals[i]!;
      c.x = o.x; c.y = o.y; c.facing = o.facing; c.moved = o.moved; c.turned = o.turned;
    }
    return draft;
  }
}

/** Makes `own` (a list only the trial copy holds) read as `from` again. */
function restoreList<T>(own: T[], from: readonly T[]): void {
  own.length = from.length;
  for (let i = 0; i < from.length; i++) own[i] = from[i]!;
}

/** Whether every combat of `own` reads as the one at its place in `from`, field by field. */
function sameCombats(own: readonly Combat[], from: readonly Combat[]): boolean {
  if (own.length !== from.length) return false;
  for (let i = 0; i < own.length; i++) {
    const a = own[i]!, b = from[i]!;
    if (a.id !== b.id || a.single !== b.single || a.attackerSide !== b.attackerSide || a.startedTurn !== b.startedTurn || a.opponents.length !== b.opponents.length) return false;
    for (let k = 0; k < a.opponents.length; k++) if (a.opponents[k] !== b.opponents[k]) return false;
  }
  return true;
}
