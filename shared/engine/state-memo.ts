/** A function of a game state, answered once per state object; `remember` records an answer worked out already. */
export interface PerState<S extends object, T> {
  (state: S): T;
  remember(state: S, answer: T): void;
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
  return Object.assign(answer, { remember: (state: S, found: T) => { known.set(state, found); } });
}
