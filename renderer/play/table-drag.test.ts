import { describe, expect, it } from 'vitest';
import { attachTableDrag, type DragHost } from './table-drag.ts';

/** A pointer event as the window sees it, dispatched on a target standing for the canvas or a panel. */
function fire(on: EventTarget, type: string, at: { x: number; y: number }, tagName = 'CANVAS'): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.assign(event, { button: 0, clientX: at.x, clientY: at.y });
  Object.defineProperty(event, 'target', { value: { tagName } });
  on.dispatchEvent(event);
  return event;
}

function host(movable: boolean): DragHost & { began: string[]; dragging: boolean } {
  return {
    hovered: { unitId: 'sailors-1' }, began: [], dragging: false,
    canDrag: () => movable,
    beginDrag(id) { this.began.push(id); this.dragging = true; return true; },
    endDrag() { const was = this.dragging; this.dragging = false; return was; },
  };
}

describe('dragging a unit on the table', () => {
  it('plans its move once the pointer travels, keeps the press from the camera, and swallows the closing click', () => {
    const win = new EventTarget();
    const h = host(true);
    const detach = attachTableDrag(h, win as unknown as Window);
    // Stopped at the window, on its way down: the canvas (the camera, the scene's picking) never hears it.
    const press = fire(win, 'pointerdown', { x: 100, y: 100 });
    fire(win, 'pointermove', { x: 102, y: 101 });
    expect(h.began).toEqual([]);
    fire(win, 'pointermove', { x: 130, y: 80 });
    expect(h.began).toEqual(['sailors-1']);
    fire(win, 'pointerup', { x: 130, y: 80 });
    const click = fire(win, 'click', { x: 130, y: 80 });
    expect(press.cancelBubble).toBe(true);
    expect(click.cancelBubble).toBe(true);
    detach();
  });

  it('leaves a plain click, a unit that may not move, and presses off the table alone', () => {
    const win = new EventTarget();
    const fixed = host(false);
    const detach = attachTableDrag(fixed, win as unknown as Window);
    expect(fire(win, 'pointerdown', { x: 100, y: 100 }).cancelBubble).toBe(false);
    fire(win, 'pointermove', { x: 150, y: 100 });
    fire(win, 'pointerup', { x: 150, y: 100 });
    expect(fire(win, 'click', { x: 150, y: 100 }).cancelBubble).toBe(false);
    expect(fixed.began).toEqual([]);
    detach();
    const movable = host(true);
    const detach2 = attachTableDrag(movable, win as unknown as Window);
    fire(win, 'pointerdown', { x: 100, y: 100 }, 'BUTTON');
    fire(win, 'pointermove', { x: 150, y: 100 });
    expect(movable.began).toEqual([]);
    // A press and release in place is a click: it reaches the table and selects as before.
    fire(win, 'pointerdown', { x: 100, y: 100 });
    fire(win, 'pointerup', { x: 100, y: 100 });
    expect(fire(win, 'click', { x: 100, y: 100 }).cancelBubble).toBe(false);
    expect(movable.began).toEqual([]);
    detach2();
  });
});
