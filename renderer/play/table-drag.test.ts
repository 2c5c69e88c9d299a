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

/** A camera that notes when it is held still and let go. */
function camera(): { hold(held: boolean): void; holds: boolean[] } {
  return { holds: [], hold(held) { this.holds.push(held); } };
}

function host(movable: boolean, onGhost = false): DragHost & { began: string[]; dragging: boolean } {
  return {
    hovered: { unitId: 'sailors-1' }, began: [], dragging: false,
    canDrag: () => movable,
    beginDrag(id) { this.began.push(id); this.dragging = true; return true; },
    canDragPlan: () => onGhost,
    beginPlanDrag() { this.began.push('the plan'); this.dragging = true; return true; },
    endDrag() { const was = this.dragging; this.dragging = false; return was; },
  };
}

describe('dragging a unit on the table', () => {
  it('plans its move once the pointer travels, holds the camera still meanwhile, and swallows the closing click', () => {
    const win = new EventTarget();
    const h = host(true);
    const cam = camera();
    const detach = attachTableDrag(h, cam, win as unknown as Window);
    // The press goes on to the canvas (the scene's picking hears it), but the camera is held before it does.
    const press = fire(win, 'pointerdown', { x: 100, y: 100 });
    expect(press.cancelBubble).toBe(false);
    expect(cam.holds).toEqual([true]);
    fire(win, 'pointermove', { x: 102, y: 101 });
    expect(h.began).toEqual([]);
    fire(win, 'pointermove', { x: 130, y: 80 });
    expect(h.began).toEqual(['sailors-1']);
    fire(win, 'pointerup', { x: 130, y: 80 });
    expect(cam.holds).toEqual([true, false]);
    const click = fire(win, 'click', { x: 130, y: 80 });
    expect(click.cancelBubble).toBe(true);
    detach();
  });

  it('a press on the planned move\'s ghost drags the plan, not the camera, even over a unit that may move', () => {
    const win = new EventTarget();
    const h = host(true, true);
    const cam = camera();
    const detach = attachTableDrag(h, cam, win as unknown as Window);
    fire(win, 'pointerdown', { x: 100, y: 100 });
    expect(cam.holds).toEqual([true]);
    fire(win, 'pointermove', { x: 140, y: 100 });
    expect(h.began).toEqual(['the plan']);
    fire(win, 'pointerup', { x: 140, y: 100 });
    expect(cam.holds).toEqual([true, false]);
    expect(fire(win, 'click', { x: 140, y: 100 }).cancelBubble).toBe(true);
    detach();
  });

  it('a press off the ghost and off any unit that may move is the camera\'s', () => {
    const win = new EventTarget();
    const h = { ...host(false, false), hovered: null };
    const cam = camera();
    const detach = attachTableDrag(h, cam, win as unknown as Window);
    fire(win, 'pointerdown', { x: 100, y: 100 });
    fire(win, 'pointermove', { x: 140, y: 100 });
    expect(cam.holds).toEqual([]);
    expect(h.began).toEqual([]);
    detach();
  });

  it('gives the camera back when the press is cancelled', () => {
    const win = new EventTarget();
    const cam = camera();
    const detach = attachTableDrag(host(true), cam, win as unknown as Window);
    fire(win, 'pointerdown', { x: 100, y: 100 });
    fire(win, 'pointercancel', { x: 100, y: 100 });
    expect(cam.holds).toEqual([true, false]);
    detach();
  });

  it('leaves a plain click, a unit that may not move, and presses off the table alone', () => {
    const win = new EventTarget();
    const fixed = host(false);
    const still = camera();
    const detach = attachTableDrag(fixed, still, win as unknown as Window);
    expect(fire(win, 'pointerdown', { x: 100, y: 100 }).cancelBubble).toBe(false);
    // A unit that may not move: a press on it may orbit the camera as a press anywhere on the table.
    expect(still.holds).toEqual([]);
    fire(win, 'pointermove', { x: 150, y: 100 });
    fire(win, 'pointerup', { x: 150, y: 100 });
    expect(fire(win, 'click', { x: 150, y: 100 }).cancelBubble).toBe(false);
    expect(fixed.began).toEqual([]);
    detach();
    const movable = host(true);
    const detach2 = attachTableDrag(movable, camera(), win as unknown as Window);
    fire(win, 'pointerdown', { x: 100, y: 100 }, 'BUTTON');
    fire(win, 'pointermove', { x: 150, y: 100 });
    expect(movable.began).toEqual([]);
    // A press and release in place is a click: press and click both reach the table, which picks the unit.
    expect(fire(win, 'pointerdown', { x: 100, y: 100 }).cancelBubble).toBe(false);
    fire(win, 'pointerup', { x: 100, y: 100 });
    expect(fire(win, 'click', { x: 100, y: 100 }).cancelBubble).toBe(false);
    expect(movable.began).toEqual([]);
    detach2();
  });
});
