import { describe, expect, it } from 'vitest';
import { EditorDocument, UNDO_LIMIT } from './editor-document.svelte.ts';
import { setTableSize } from './feature-edits.ts';
import { editorTestScenario } from './test-scenario.ts';

describe('the editor document', () => {
  it('undoes and redoes every edit, restoring the very same snapshots', () => {
    const first = editorTestScenario();
    const doc = new EditorDocument(first);
    expect(doc.apply('Resize the table', (s) => setTableSize(s, 48, 48))).toBe(true);
    const second = doc.scenario;
    doc.apply('Rename', (s) => ({ ...s, title: 'Renamed' }));
    expect(doc.undoLabel).toBe('Rename');
    expect(doc.undo()).toBe('Rename');
    expect(doc.scenario).toBe(second);
    expect(doc.undo()).toBe('Resize the table');
    expect(doc.scenario).toBe(first);
    expect(doc.undo()).toBeNull();
    expect(doc.redo()).toBe('Resize the table');
    expect(doc.scenario).toBe(second);
    expect(doc.revision).toBe(5);
  });

  it('records nothing for an edit that changes nothing, and a new edit clears redo', () => {
    const doc = new EditorDocument(editorTestScenario());
    expect(doc.apply('Nothing', (s) => s)).toBe(false);
    expect(doc.canUndo).toBe(false);
    doc.apply('A', (s) => ({ ...s, title: 'A' }));
    doc.undo();
    expect(doc.canRedo).toBe(true);
    doc.apply('B', (s) => ({ ...s, title: 'B' }));
    expect(doc.canRedo).toBe(false);
  });

  it('refuses edits when read-only (a bundled scenario)', () => {
    const doc = new EditorDocument(editorTestScenario(), { readOnly: true });
    expect(doc.apply('A', (s) => ({ ...s, title: 'A' }))).toBe(false);
    expect(doc.scenario.title).toBe('Test');
  });

  it('keeps at most the undo limit', () => {
    const doc = new EditorDocument(editorTestScenario());
    for (let i = 0; i < UNDO_LIMIT + 20; i++) doc.apply(`edit ${i}`, (s) => ({ ...s, turnLimit: (i % 100) + 1 }));
    let undone = 0;
    while (doc.undo()) undone++;
    expect(undone).toBe(UNDO_LIMIT);
  });
});
