import type { KeyLike } from '../scene/camera-keys.ts';

/** What a key does in the editor, before the camera gets a look at it. */
export type EditorCommand =
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'duplicate' }
  | { kind: 'delete' }
  | { kind: 'draft-back' }
  | { kind: 'cancel' }
  | { kind: 'finish' }
  | { kind: 'rotate'; degrees: number }
  | { kind: 'nudge'; dx: number; dy: number }
  | { kind: 'select-tool' }
  | { kind: 'cycle-grid' };

export interface EditorKeyLike extends KeyLike {
  shiftKey?: boolean;
}

/** The editor's keys, for its help list. */
export const EDITOR_KEYS: readonly { keys: string; does: string }[] = [
  { keys: 'Ctrl+Z / Ctrl+Y', does: 'Undo / redo' },
  { keys: 'Delete', does: 'Remove the selection' },
  { keys: 'Ctrl+D', does: 'Duplicate the selection' },
  { keys: '[ / ]', does: 'Turn the selection 15° (with Shift, 5°)' },
  { keys: 'Shift+arrows', does: 'Nudge the selection one grid step' },
  { keys: 'Enter / Esc', does: 'Finish / cancel a drawing' },
  { keys: 'Backspace', does: 'Remove the last point drawn' },
  { keys: 'V', does: 'Select tool' },
  { keys: 'G', does: 'Grid: 1", 6", off' },
];

function isTyping(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const t = target as { tagName?: unknown; isContentEditable?: unknown };
  return t.isContentEditable === true || (typeof t.tagName === 'string' && ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName.toUpperCase()));
}

/** The editor command for a key press, or null (the key is the camera's, or is being typed into a field). */
export function editorCommandForKey(e: EditorKeyLike, drafting: boolean): EditorCommand | null {
  if (isTyping(e.target)) return null;
  const ctrl = e.ctrlKey === true || e.metaKey === true;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (ctrl) {
    if (key === 'z') return e.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
    if (key === 'y') return { kind: 'redo' };
    if (key === 'd') return { kind: 'duplicate' };
    return null;
  }
  if (e.altKey) return null;
  switch (key) {
    case 'Delete': return { kind: 'delete' };
    case 'Backspace': return drafting ? { kind: 'draft-back' } : { kind: 'delete' };
    case 'Escape': return { kind: 'cancel' };
    case 'Enter': return { kind: 'finish' };
    case '[': return { kind: 'rotate', degrees: -15 };
    case ']': return { kind: 'rotate', degrees: 15 };
    case '{': return { kind: 'rotate', degrees: -5 };
    case '}': return { kind: 'rotate', degrees: 5 };
    case 'v': return { kind: 'select-tool' };
    case 'g': return { kind: 'cycle-grid' };
  }
  if (e.shiftKey) {
    switch (key) {
      case 'ArrowUp': return { kind: 'nudge', dx: 0, dy: 1 };
      case 'ArrowDown': return { kind: 'nudge', dx: 0, dy: -1 };
      case 'ArrowLeft': return { kind: 'nudge', dx: -1, dy: 0 };
      case 'ArrowRight': return { kind: 'nudge', dx: 1, dy: 0 };
    }
  }
  return null;
}
