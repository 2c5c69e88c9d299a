import { describe, expect, it } from 'vitest';
import { editorCommandForKey } from './editor-keys.ts';

describe('editor keys', () => {
  it('undo with Ctrl+Z, redo with Ctrl+Y or Ctrl+Shift+Z (Cmd on a Mac)', () => {
    expect(editorCommandForKey({ key: 'z', ctrlKey: true }, false)).toEqual({ kind: 'undo' });
    expect(editorCommandForKey({ key: 'Z', ctrlKey: true, shiftKey: true }, false)).toEqual({ kind: 'redo' });
    expect(editorCommandForKey({ key: 'y', metaKey: true }, false)).toEqual({ kind: 'redo' });
  });

  it('leave keys typed into a field alone', () => {
    expect(editorCommandForKey({ key: 'z', ctrlKey: true, target: { tagName: 'input' } }, false)).toBeNull();
    expect(editorCommandForKey({ key: 'Delete', target: { tagName: 'TEXTAREA' } }, false)).toBeNull();
  });

  it('let Backspace take back a drawn point while drawing, and delete otherwise', () => {
    expect(editorCommandForKey({ key: 'Backspace' }, true)).toEqual({ kind: 'draft-back' });
    expect(editorCommandForKey({ key: 'Backspace' }, false)).toEqual({ kind: 'delete' });
  });

  it('nudge only with Shift, leaving plain arrows to the camera', () => {
    expect(editorCommandForKey({ key: 'ArrowUp', shiftKey: true }, false)).toEqual({ kind: 'nudge', dx: 0, dy: 1 });
    expect(editorCommandForKey({ key: 'ArrowUp' }, false)).toBeNull();
    expect(editorCommandForKey({ key: 'w' }, false)).toBeNull();
  });

  it('turn the selection with the bracket keys', () => {
    expect(editorCommandForKey({ key: ']' }, false)).toEqual({ kind: 'rotate', degrees: 15 });
    expect(editorCommandForKey({ key: '{', shiftKey: true }, false)).toEqual({ kind: 'rotate', degrees: -5 });
  });
});
