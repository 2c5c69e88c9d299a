import type { PlaySession } from './play-session.svelte.ts';

/** The play screen's keys, listed in the help overlay in this order. */
export const SHORTCUTS: { keys: string; does: string }[] = [
  { keys: '1 – 9', does: 'take the numbered choice' },
  { keys: 'Shift + 0 – 9', does: 'take choice 10 – 19' },
  { keys: 'N / P', does: 'select the next / previous unit' },
  { keys: 'G', does: 'plan a move of your own (or click the table)' },
  { keys: 'Arrows (Shift: finer)', does: 'move the planned end of a move' },
  { keys: '[ / ]', does: 'turn the planned facing' },
  { keys: 'Enter', does: 'confirm the planned move or target' },
  { keys: 'Space', does: 'go on after a step of the rules has been shown' },
  { keys: 'Esc', does: 'close this list, or cancel the plan or tool' },
  { keys: 'U', does: 'undo your last action' },
  { keys: 'I / L', does: 'measuring tape / line of sight' },
  { keys: 'V', does: 'mark what the selected unit can see' },
  { keys: 'K', does: 'skip the AI\u2019s animation' },
  { keys: 'M', does: 'game menu' },
  { keys: '?', does: 'show these keys' },
];

export interface KeyActions {
  openMenu(): void;
  toggleHelp(): void;
  /** Closes the keys overlay; false when it was not open. */
  closeHelp(): boolean;
}

/** Handles a key on the play screen; returns true when it used it. Keys typed into fields are left alone. */
export function handlePlayKey(event: KeyboardEvent, session: PlaySession, actions: KeyActions): boolean {
  const target = event.target as HTMLElement | null;
  if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' || target.isContentEditable)) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  // Space goes on wherever the focus is (a roll clicked in the log, a choice's button): the caller prevents the
  // key's default, so a focused button is not pressed as well. Enter on a focused button stays that button's.
  if (session.stopped && (event.key === ' ' || (event.key === 'Enter' && target?.tagName !== 'BUTTON'))) {
    void session.goOn();
    return true;
  }
  const move = session.move;
  const step = event.shiftKey ? 0.25 : 1;
  if (move.active) {
    // Table y grows away from the Red baseline, which is "up" on the screen from the default camera.
    const nudges: Record<string, [number, number]> = { ArrowUp: [0, step], ArrowDown: [0, -step], ArrowLeft: [-step, 0], ArrowRight: [step, 0] };
    const nudge = nudges[event.key];
    if (nudge) {
      move.nudge(nudge[0], nudge[1]);
      return true;
    }
    if (event.key === '[') return (move.rotate(-15), true);
    if (event.key === ']') return (move.rotate(15), true);
  }
  switch (event.key) {
    case 'Enter':
      if (target?.tagName === 'BUTTON' || !(move.ready || session.armed)) return false;
      void session.confirm();
      return true;
    case 'Escape':
      // The overlay on top goes first; a plan under it stays until a second Escape.
      if (actions.closeHelp()) return true;
      session.cancel();
      return true;
    case 'n': case 'N': case 'p': case 'P':
      cycleUnit(session, event.key.toLowerCase() === 'n' ? 1 : -1);
      return true;
    case 'g': case 'G':
      return session.planOwnMove(null);
    case 'u': case 'U':
      void session.undo();
      return true;
    case 'i': case 'I':
      session.measure.use('tape');
      return true;
    case 'l': case 'L':
      session.measure.use('sight');
      return true;
    case 'v': case 'V':
      session.sight.toggle(session.selectedUnitId);
      return true;
    case 'k': case 'K':
      session.ai.skip();
      return true;
    case 'm': case 'M':
      actions.openMenu();
      return true;
    case '?':
      actions.toggleHelp();
      return true;
    default: {
      const n = choiceNumber(event);
      if (n === null) return false;
      const listed = [...session.choices.unit, ...session.choices.general];
      const choice = listed[n - 1];
      if (!choice || !session.isHumanDecision) return false;
      void session.choose(choice);
      return true;
    }
  }
}

/** The numbered choice a key takes: 1 – 9 by their digits, 10 – 19 with Shift (read by key position, as Shift changes the character). */
function choiceNumber(event: KeyboardEvent): number | null {
  if (event.shiftKey) {
    const digit = /^Digit(\d)$/.exec(event.code ?? '')?.[1];
    return digit === undefined ? null : 10 + Number(digit);
  }
  const n = Number(event.key);
  return Number.isInteger(n) && n >= 1 && n <= 9 ? n : null;
}

/** The key that takes the choice numbered `n` (from 1), as the choices list shows it; null past 19. */
export function choiceKey(n: number): string | null {
  if (n >= 1 && n <= 9) return String(n);
  if (n >= 10 && n <= 19) return `\u21e7${n - 10}`;
  return null;
}

/** Steps through the units that may act now, or through every unit when none is due. */
function cycleUnit(session: PlaySession, direction: 1 | -1): void {
  const due = session.isHumanDecision ? (session.pending?.unitIds ?? []) : [];
  const ids = due.length > 0 ? due : session.units.map((u) => u.id);
  if (ids.length === 0) return;
  const at = session.selectedUnitId === null ? -1 : ids.indexOf(session.selectedUnitId);
  const next = ids[(at + direction + ids.length) % ids.length]!;
  session.select(next);
}
