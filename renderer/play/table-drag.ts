/** What the drag needs of the play session. */
export interface DragHost {
  /** The unit under the pointer on the table (the tooltip's), if any. */
  readonly hovered: { unitId: string } | null;
  canDrag(unitId: string): boolean;
  beginDrag(unitId: string): boolean;
  /** Whether the pointer rests on the planned move's ghost. */
  canDragPlan(): boolean;
  /** Drags the planned move's end (its ghost) from where it is. */
  beginPlanDrag(): boolean;
  endDrag(): boolean;
}

/** The table's camera, held still while a press on a unit may become a drag. */
export interface HeldCamera {
  hold(held: boolean): void;
}

/** Pixels the pointer must travel with the button down before a press on a unit becomes a drag (less is a click). */
const DRAG_START_PX = 5;

/**
 * Moving a unit by dragging it on the table, or its planned move by dragging the plan's ghost. A press on the
 * ghost, or on a unit that may move, holds the camera still (it would orbit) but still reaches the scene, so a
 * press and release in place is a click like any other (selecting the unit, or ending a planned move there);
 * once the pointer has travelled a few pixels the unit's own move is planned (or the plan taken hold of), and the
 * table under the pointer sets its end (the scene's pointer moves reach `hoverTable`). Letting go leaves the
 * plan for the rules' check and Confirm; the click that ends the drag is swallowed, so it does not also pick
 * what lies under it.
 */
export function attachTableDrag(host: DragHost, camera: HeldCamera, target: Window): () => void {
  /** The press that may become a drag: of a unit, or (null) of the planned move's ghost. */
  let pressed: { unitId: string | null; x: number; y: number } | null = null;
  let swallowClick = false;

  const down = (e: PointerEvent): void => {
    if (e.button !== 0 || (e.target as Element | null)?.tagName !== 'CANVAS') return;
    const unitId = host.hovered?.unitId;
    // The ghost first: it is drawn over whatever stands where the move would end.
    if (host.canDragPlan()) pressed = { unitId: null, x: e.clientX, y: e.clientY };
    else if (unitId && host.canDrag(unitId)) pressed = { unitId, x: e.clientX, y: e.clientY };
    else return;
    camera.hold(true);
  };
  const move = (e: PointerEvent): void => {
    if (!pressed) return;
    if (Math.hypot(e.clientX - pressed.x, e.clientY - pressed.y) < DRAG_START_PX) return;
    const { unitId } = pressed;
    pressed = null;
    if (unitId === null) host.beginPlanDrag();
    else host.beginDrag(unitId);
  };
  const up = (): void => {
    pressed = null;
    camera.hold(false);
    if (host.endDrag()) swallowClick = true;
  };
  const click = (e: MouseEvent): void => {
    if (!swallowClick) return;
    swallowClick = false;
    e.stopPropagation();
  };
  target.addEventListener('pointerdown', down, { capture: true });
  target.addEventListener('pointermove', move, { capture: true });
  target.addEventListener('pointerup', up, { capture: true });
  target.addEventListener('pointercancel', up, { capture: true });
  target.addEventListener('click', click, { capture: true });
  return () => {
    target.removeEventListener('pointerdown', down, { capture: true });
    target.removeEventListener('pointermove', move, { capture: true });
    target.removeEventListener('pointerup', up, { capture: true });
    target.removeEventListener('pointercancel', up, { capture: true });
    target.removeEventListener('click', click, { capture: true });
  };
}
