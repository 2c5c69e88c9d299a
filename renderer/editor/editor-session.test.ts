import { describe, expect, it } from 'vitest';
import { EditorDocument } from './editor-document.svelte.ts';
import { EditorSession } from './editor-session.svelte.ts';
import { findFeature, findUnit } from './selection.ts';
import { RIFLES, editorTestScenario } from './test-scenario.ts';

function session(readOnly = false): EditorSession {
  const s = new EditorSession(new EditorDocument(editorTestScenario(), { readOnly }));
  s.troopTypes = [RIFLES];
  return s;
}

describe('an editing session', () => {
  it('draws an area corner by corner on the grid and closes it on the first corner, as one undo step', () => {
    const ed = session();
    ed.setTool({ kind: 'area', type: 'marsh' });
    for (const p of [{ x: 40.2, y: 30.3 }, { x: 50.1, y: 29.8 }, { x: 49.7, y: 40.4 }]) ed.click(p);
    expect(ed.draft).toHaveLength(3);
    ed.click({ x: 40.4, y: 30.1 });
    expect(ed.draft).toEqual([]);
    const marsh = findFeature(ed.scenario, 'marsh-1');
    expect(marsh?.kind === 'area' && marsh.polygon).toEqual([{ x: 40, y: 30 }, { x: 50, y: 30 }, { x: 50, y: 40 }]);
    expect(ed.selection).toEqual({ kind: 'feature', id: 'marsh-1' });
    ed.perform({ kind: 'undo' });
    expect(findFeature(ed.scenario, 'marsh-1')).toBeUndefined();
    expect(ed.selection).toBeNull();
  });

  it('finishes a road with Enter, its end joined to the existing road', () => {
    const ed = session();
    ed.setTool({ kind: 'line', type: 'track' });
    ed.click({ x: 0.4, y: 24.2 });
    ed.click({ x: 35.5, y: 24.3 });
    ed.perform({ kind: 'finish' });
    const track = findFeature(ed.scenario, 'track-1');
    expect(track?.kind === 'line' && track.points).toEqual([{ x: 0, y: 24 }, { x: 36, y: 24.3 }]);
  });

  it('moves what is dragged on release only, as one undo step, with a ghost meanwhile', () => {
    const ed = session();
    expect(ed.press({ x: 50, y: 30 })).toBe(true);
    ed.drag({ x: 52.2, y: 33.1 });
    expect(ed.preview).not.toBeNull();
    expect(findFeature(ed.scenario, 'house')).toMatchObject({ x: 50, y: 30 });
    expect(ed.liveOverlays.length).toBeGreaterThan(0);
    ed.release({ x: 52.2, y: 33.1 }, true);
    expect(findFeature(ed.scenario, 'house')).toMatchObject({ x: 52, y: 33 });
    expect(ed.preview).toBeNull();
    ed.perform({ kind: 'undo' });
    expect(findFeature(ed.scenario, 'house')).toMatchObject({ x: 50, y: 30 });
  });

  it('selects with a click and deselects with a click on open ground', () => {
    const ed = session();
    ed.release({ x: 15, y: 18 }, false);
    expect(ed.selection).toEqual({ kind: 'feature', id: 'wood' });
    expect(ed.press({ x: 60, y: 40 })).toBe(false);
    ed.release({ x: 60, y: 40 }, false);
    expect(ed.selection).toBeNull();
  });

  it('places a unit from the keyboard in its side\'s zone, then turns, nudges, duplicates and deletes it', () => {
    const ed = session();
    ed.placeUnit('red', 'rifles');
    expect(ed.selection).toEqual({ kind: 'unit', side: 'red', id: 'rifles-1' });
    const placed = findUnit(ed.scenario, 'rifles-1')!.unit;
    expect(placed.bases.every((b) => b.y > 0 && b.y < 12)).toBe(true);
    ed.perform({ kind: 'rotate', degrees: 15 });
    expect(findUnit(ed.scenario, 'rifles-1')!.unit.bases[0]!.facing).toBe(15);
    ed.perform({ kind: 'nudge', dx: 1, dy: 0 });
    ed.perform({ kind: 'duplicate' });
    expect(ed.selection).toEqual({ kind: 'unit', side: 'red', id: 'rifles-2' });
    ed.perform({ kind: 'delete' });
    expect(findUnit(ed.scenario, 'rifles-2')).toBeUndefined();
    expect(ed.selection).toBeNull();
  });

  it('puts a unit placed by Place where the table is clicked next, not left stacked in the zone', () => {
    const ed = session();
    ed.placeUnit('red', 'rifles');
    ed.placeUnit('red', 'rifles');
    const centre = (id: string) => {
      const bases = findUnit(ed.scenario, id)!.unit.bases;
      return { x: bases.reduce((a, b) => a + b.x, 0) / bases.length, y: bases.reduce((a, b) => a + b.y, 0) / bases.length };
    };
    // the second Place found a free spot beside the first
    expect(centre('rifles-2')).not.toEqual(centre('rifles-1'));
    // a click on open ground in the zone takes the new unit there, as one undo step, still selected
    ed.click({ x: 60.2, y: 5.9 });
    expect(centre('rifles-2')).toEqual({ x: 60, y: 6 });
    expect(ed.selection).toEqual({ kind: 'unit', side: 'red', id: 'rifles-2' });
    ed.perform({ kind: 'undo' });
    expect(centre('rifles-2')).not.toEqual({ x: 60, y: 6 });
    // once it has gone where clicked, a click on open ground only deselects
    ed.placeUnit('red', 'rifles');
    ed.click({ x: 50, y: 6 });
    const third = centre('rifles-3');
    ed.click({ x: 30, y: 4 });
    expect(centre('rifles-3')).toEqual(third);
    expect(ed.selection).toBeNull();
  });

  it('ends Place\'s wait for a click once something else is done', () => {
    const ed = session();
    ed.placeUnit('red', 'rifles');
    const before = findUnit(ed.scenario, 'rifles-1')!.unit.bases;
    ed.perform({ kind: 'rotate', degrees: 15 });
    const turned = findUnit(ed.scenario, 'rifles-1')!.unit.bases;
    expect(turned).not.toEqual(before);
    ed.click({ x: 60, y: 6 });
    expect(findUnit(ed.scenario, 'rifles-1')!.unit.bases).toEqual(turned);
  });

  it('refuses every edit of a read-only scenario and says why', () => {
    const ed = session(true);
    ed.setTool({ kind: 'building', type: 'stone' });
    ed.click({ x: 30, y: 30 });
    expect(ed.scenario.terrain).toHaveLength(4);
    expect(ed.status).toMatch(/read-only: duplicate it to edit/);
    expect(ed.press({ x: 50, y: 30 })).toBe(false);
  });
});
