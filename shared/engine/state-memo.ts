/**
 * A function of a game state, answered once per state object; `remember` records an answer worked out already,
 * `known` hands back the answer recorded so far without working one out (undefined when there is none).
 */
export interface PerState<S extends object, T> {
  (state: S): T;
  remember(state: S, answer: T): void;
  known(state: S): T | undefined;
}

/**
 * A function of a game state, worked out once per state object. The engine's states never change once a step
 * has returned them, and the players, the AI and the step itself ask the same questions of one state again and
 * again (what is due, what may be chosen, what the table shows). Only for answers the callers treat as
 * read-only, and only for states nobody will change.
 */
export function perState<S extends object, T>(work: (state: S) => T): PerState<S, T> {
  const known = new WeakMap<S, T>();
  const answer = (state: S): T => {
    if (known.has(state)) return known.get(state) as T;
    const found = work(state);
    known.set(state, found);
    return found;
  };
  return Object.assign(answer, { remember: (state: S, found: T) => { known.set(state, found); }, known: (state: S) => known.get(state) });
}

const NOT_YET: unique symbol = Symbol('not worked out yet');

/**
 * Several functions of a game state, answered once per state object like `perState`, all kept in one record
 * per state: one weak-map entry a state instead of one a function (the AI makes thousands of states a game,
 * and every entry costs to add and to sweep).
 */
export class StateAnswers<S extends object> {
  private readonly records = new WeakMap<S, unknown[]>();
  private slots = 0;

  /** A function of the state answered through this record (its own slot in it). */
  add<T>(work: (state: S) => T): PerState<S, T> {
    const slot = this.slots++;
    const answer = (state: S): T => {
      const record = this.recordOf(state);
      const known = record[slot];
      if (known !== NOT_YET) return known as T;
      const found = work(state);
      record[slot] = found;
      return found;
    };
    const recorded = (state: S): T | undefined => {
      const found = this.records.get(state)?.[slot];
      return found === NOT_YET ? undefined : (found as T | undefined);
    };
    return Object.assign(answer, { remember: (state: S, found: T) => { this.recordOf(state)[slot] = found; }, known: recorded });
  }

  private recordOf(state: S): unknown[] {
    let record = this.records.get(state);
    if (!record) {
      record = new Array<unknown>(this.slots).fill(NOT_YET);
      this.records.set(state, record);
    }
    // A slot added after this record was made (records are never replaced, so the one handed out stays good).
    while (record.length < this.slots) record.push(NOT_YET);
    return record;
  }
}

/**
 * Whether two lists hold the very same items in the same order: how answers kept for unchanged objects (a state's
 * units, figures lists) check that their inputs are still the ones they were worked out from.
 */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A function of two objects that never change (a rule set's lists of stand positions, say), worked out once per
 * pair and kept only as long as both are: `get(a, b, work)` answers `work()` the first time and the same
 * answer after. Only for answers that depend on nothing else.
 */
export class PairAnswers<A extends object, B extends object, T> {
  private readonly byFirst = new WeakMap<A, WeakMap<B, T>>();

  get(a: A, b: B, work: () => T): T {
    let bySecond = this.byFirst.get(a);
    if (!bySecond) {
      bySecond = new WeakMap<B, T>();
      this.byFirst.set(a, bySecond);
    }
    if (bySecond.has(b)) return bySecond.get(b) as T;
    const found = work();
    bySecond.set(b, found);
    return found;
  }
}

/**
 * `PairAnswers` kept apart for each owner they hold for (a table's terrain index, say), and dropped with it:
 * sight between two units' stand lists, for instance, holds on one table only.
 */
export class OwnedPairAnswers<O extends object, A extends object, B extends object, T> {
  private readonly byOwner = new WeakMap<O, PairAnswers<A, B, T>>();

  get(owner: O, a: A, b: B, work: () => T): T {
    let pairs = this.byOwner.get(owner);
    if (!pairs) {
      pairs = new PairAnswers<A, B, T>();
      this.byOwner.set(owner, pairs);
    }
    return pairs.get(a, b, work);
  }
}

