import { Raycaster, type Object3D, type Ray } from 'three';
import type { IntersectionEvent } from '@threlte/extras';

/** Something picked along the pointer's ray: the unit, and how far from the camera. */
export interface UnitHit {
  unitId: string;
  distance: number;
}

/** The units a set of visible meshes shows along a ray (only those among `candidates`). */
export type VisibleHits = (ray: Ray, candidates: ReadonlySet<string>) => UnitHit[];

/** The unit under the pointer and where the pointer is on the screen (client pixels). */
export interface UnitHover {
  unitId: string;
  x: number;
  y: number;
}

/** How near a second click must land to the first, in screen pixels, to step to the next unit there. */
const SAME_SPOT_PX = 5;

/** Hits on objects that carry `userData.unitIds` (pick hulls and drawn meshes), one unit per instance. */
export function unitHits(intersections: readonly { object: Object3D; instanceId?: number; distance: number }[]): UnitHit[] {
  const out: UnitHit[] = [];
  for (const i of intersections) {
    const ids = i.object.userData.unitIds as readonly string[] | undefined;
    const unitId = i.instanceId === undefined ? undefined : ids?.[i.instanceId];
    if (unitId) out.push({ unitId, distance: i.distance });
  }
  return out;
}

/**
 * The units under the pointer, most likely meant first. Pick boxes are coarse (a box as tall as a base's figures
 * also covers the ground beside a lone figure), so a unit whose drawn figures or base the ray meets comes first,
 * nearest first; units whose boxes alone were hit follow in the order the ray met them.
 */
export function orderPicks(hulls: readonly UnitHit[], visible: readonly UnitHit[]): string[] {
  const order: string[] = [];
  for (const h of [...visible].sort((a, b) => a.distance - b.distance)) if (!order.includes(h.unitId)) order.push(h.unitId);
  for (const h of hulls) if (!order.includes(h.unitId)) order.push(h.unitId);
  return order;
}

/** A second click on the same spot, over the same units, steps to the next of them; any other click starts over. */
export class PickCycle {
  private last: { ids: string; x: number; y: number; index: number } | null = null;

  choose(ids: readonly string[], x: number, y: number): string | undefined {
    if (ids.length === 0) return undefined;
    const key = ids.join('\n');
    const same = this.last && this.last.ids === key && Math.abs(this.last.x - x) <= SAME_SPOT_PX && Math.abs(this.last.y - y) <= SAME_SPOT_PX;
    const index = same ? (this.last!.index + 1) % ids.length : 0;
    this.last = { ids: key, x, y, index };
    return ids[index];
  }
}

/** Raycasts the visible meshes among `objects` that name their units, keeping hits on the candidates. */
export function visibleUnitHits(objects: readonly Object3D[], ray: Ray, candidates: ReadonlySet<string>): UnitHit[] {
  const raycaster = new Raycaster(ray.origin.clone(), ray.direction.clone());
  const shown = objects.filter((o) => o.visible && o.userData.unitIds);
  return unitHits(raycaster.intersectObjects(shown, false)).filter((h) => candidates.has(h.unitId));
}

/**
 * One picker for the whole table: troops, trains and officer markers each put in their pick boxes (the click) and
 * their drawn meshes (the refinement), so a click chooses among everything standing at that spot.
 */
export class TablePicker {
  private readonly sources = new Set<VisibleHits>();
  private readonly cycle = new PickCycle();

  /** The pick box mesh the pointer last hovered a unit on, so leaving another does not hide its tooltip. */
  private hoveredOn: Object3D | null = null;

  constructor(
    private readonly onPick: () => ((unitId: string) => void) | undefined,
    private readonly onHover: () => ((hover: UnitHover | null) => void) | undefined = () => undefined,
  ) {}

  /** Adds a source of drawn-mesh hits; the returned function takes it away again. */
  addSource(source: VisibleHits): () => void {
    this.sources.add(source);
    return () => this.sources.delete(source);
  }

  click = (e: IntersectionEvent<MouseEvent>): void => {
    const ids = this.underPointer(e);
    if (ids.length === 0) return;
    e.stopPropagation();
    const id = this.cycle.choose(ids, e.nativeEvent.clientX, e.nativeEvent.clientY);
    if (id) this.onPick()?.(id);
  };

  /** The pointer moves over a pick box: the unit it is on, for the tooltip. */
  hover = (e: IntersectionEvent<PointerEvent>): void => {
    const id = this.underPointer(e)[0];
    // Not stopped: the table under the unit still hears the pointer (the editor's and the tape's readouts).
    if (!id) return;
    this.hoveredOn = e.eventObject;
    this.onHover()?.({ unitId: id, x: e.nativeEvent.clientX, y: e.nativeEvent.clientY });
  };

  leave = (e: IntersectionEvent<PointerEvent>): void => {
    if (this.hoveredOn !== e.eventObject) return;
    this.hoveredOn = null;
    this.onHover()?.(null);
  };

  private underPointer(e: IntersectionEvent<MouseEvent>): string[] {
    const hulls = unitHits(e.intersections);
    if (hulls.length === 0) return [];
    const candidates = new Set(hulls.map((h) => h.unitId));
    const visible = candidates.size > 1 ? [...this.sources].flatMap((s) => s(e.ray, candidates)) : [];
    return orderPicks(hulls, visible);
  }
}
