import type { Point, Scenario } from '../../shared/scenario/schema.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import type { TroopType } from '../../shared/engine/ruleset.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { polygonCentroid } from '../../shared/geometry/polygon.ts';
import { FALLBACK_BASE_SIZE } from '../../shared/scenario-checks/validate.ts';
import type { Overlay } from '../scene/overlays.ts';
import { EditorDocument } from './editor-document.svelte.ts';
import { canFinish, finishShape, placeAt, withoutRepeats, type Placed } from './draw-commit.ts';
import { cursorOverlay, draftOverlays, locatorOverlay, selectionOutline, selectionOverlays, zoneOverlays } from './editor-overlays.ts';
import { dragResult, grabAt, removeVertex, type Grab } from './gestures.ts';
import type { EditorCommand } from './editor-keys.ts';
import { deleteSelection, describeSelection, duplicateSelection, rotateSelection, translateSelection } from './selection-edits.ts';
import { selectionExists, type Selection } from './selection.ts';
import { GRID_LEVELS, gridSteps, snapPoint, snapToGrid, type GridLevel, type GridStep } from './snapping.ts';
import type { DistanceUnit } from '../../shared/core/distance-units.ts';
import { SELECT, drawsPolygon, drawsShape, snapOptionsFor, toolLabel, type Tool } from './tools.ts';
import { facingFromBaseline, freeSpot, placeInZone, translateUnit, unitCentre, updateUnit, type BaseSize } from './unit-edits.ts';
import type { EditorPanel } from './problem-place.ts';

/** A drawing closes when a click lands this near its first corner, inches. */
const CLOSE_REACH = 0.8;
const GHOST_COLOUR = '#ffffff';

/**
 * One editing session of one scenario: the document with its undo history, the selection, the armed tool,
 * the drawing in progress, the grid, and the pointer. Pointer handlers take table points (the scene turns
 * screen positions into them); every change to the scenario goes through `doc.apply`, so each is undoable.
 */
export class EditorSession {
  readonly doc: EditorDocument;
  selection = $state.raw<Selection | null>(null);
  tool = $state.raw<Tool>(SELECT);
  draft = $state.raw<Point[]>([]);
  gridLevel = $state<GridLevel>('fine');
  /** The unit the scenario's rule set reads distances in: the grid, the pointer and the fields follow it. */
  distanceUnit = $state<DistanceUnit>('in');
  /** The table point under the pointer, unsnapped; null off the table. */
  pointer = $state.raw<Vec | null>(null);
  /** The scenario as a drag in progress would leave it; drawn as a ghost until the drag ends. */
  preview = $state.raw<Scenario | null>(null);
  /** A short note for the status line (what just happened, or why nothing did). */
  status = $state<string>('');
  /** Where the validation panel last pointed. */
  locator = $state.raw<Vec | null>(null);
  panel = $state<EditorPanel>('table');
  troopTypes = $state.raw<readonly TroopType[]>([]);
  #grab: { grab: Grab; start: Vec } | null = null;
  /** What the drag in progress holds, for its ghost. */
  #grabbed = $state.raw<Selection | null>(null);

  constructor(doc: EditorDocument) {
    this.doc = doc;
  }

  get scenario(): Scenario {
    return this.doc.scenario;
  }

  /** The snapping grid's step in table inches. */
  get grid(): GridStep {
    return gridSteps(this.distanceUnit)[this.gridLevel];
  }

  baseSize = (troopType: string): BaseSize => this.troopTypes.find((t) => t.id === troopType)?.base ?? FALLBACK_BASE_SIZE;

  /** Where a click at p would land with the armed tool (snapped). */
  snap(p: Vec, excludeId?: string): Vec {
    return snapPoint(this.scenario, p, snapOptionsFor(this.tool, this.grid, excludeId)).point;
  }

  /** What the editor draws over the table that changes with the scenario and the selection. */
  readonly overlays: Overlay[] = $derived.by(() => {
    const s = this.doc.scenario;
    const out: Overlay[] = [...zoneOverlays(s), ...selectionOverlays(s, this.selection, this.baseSize)];
    if (this.locator) out.push(...locatorOverlay(this.locator));
    return out;
  });

  /**
   * What follows the pointer: the drawing in progress, the snapped cursor, a dragged thing's ghost. Kept apart
   * so a pointer move rebuilds only these few shapes (and none at all with the select tool when not dragging).
   */
  readonly liveOverlays: Overlay[] = $derived.by(() => {
    const out: Overlay[] = [];
    if (this.preview && this.#grabbed) out.push(...selectionOutline(this.preview, this.#grabbed, this.baseSize, GHOST_COLOUR));
    if (this.tool.kind === 'select') return out;
    const at = this.pointer ? this.snap(this.pointer) : null;
    if (drawsShape(this.tool)) out.push(...draftOverlays(this.draft, at, drawsPolygon(this.tool)));
    if (at) out.push(cursorOverlay(at));
    return out;
  });

  edit(label: string, change: (s: Scenario) => Scenario): boolean {
    if (this.doc.readOnly) {
      this.status = 'This scenario ships with Tachanka and is read-only: duplicate it to edit.';
      return false;
    }
    const done = this.doc.apply(label, change);
    if (done) this.status = label;
    // Any edit after Place ends its wait for a click on the table.
    if (done) this.#placing = null;
    if (!selectionExists(this.doc.scenario, this.selection)) this.selection = null;
    return done;
  }

  setTool(tool: Tool): void {
    this.#placing = null;
    this.tool = tool;
    this.draft = [];
    this.status = tool.kind === 'select' ? '' : `${toolLabel(tool)}: ready`;
  }

  select(selection: Selection | null): void {
    this.selection = selection;
    this.locator = null;
  }

  hover(p: Vec | null): void {
    this.pointer = p;
  }

  /** A press on the table. With the select tool it may take hold of something; returns whether it did. */
  press(p: Vec, shift = false): boolean {
    if (this.tool.kind !== 'select' || this.doc.readOnly) return false;
    const grab = grabAt(this.scenario, this.selection, p, this.baseSize);
    if (!grab) return false;
    if (shift && grab.kind === 'vertex') {
      this.edit('Remove a corner', (s) => removeVertex(s, grab.selection, grab.index));
      return true;
    }
    this.selection = grab.selection;
    this.#grab = { grab, start: p };
    this.#grabbed = grab.selection;
    return true;
  }

  drag(p: Vec): void {
    this.pointer = p;
    const held = this.#grab;
    if (!held) return;
    this.preview = dragResult(this.scenario, held.grab, held.start, p, this.#snapFor(held.grab));
  }

  /** The end of a press: a drag commits one undoable move; a press that did not move is a click. */
  release(p: Vec, moved: boolean): void {
    const held = this.#grab;
    this.#grab = null;
    this.#grabbed = null;
    this.preview = null;
    if (held && moved) {
      const label = held.grab.kind === 'move' ? `Move ${describeSelection(this.scenario, held.grab.selection)}` : 'Reshape the outline';
      this.edit(label, (s) => dragResult(s, held.grab, held.start, p, this.#snapFor(held.grab)));
      return;
    }
    if (!moved) this.click(p);
  }

  /**
   * How a drag snaps: a whole thing moves on the grid; a line's vertex also joins other lines and the table
   * edge, and an outline's corner holds to the edge, as when drawing them.
   */
  #snapFor(grab: Grab): (q: Vec) => Vec {
    const s = this.scenario;
    const sel = grab.selection;
    let tool: Tool = SELECT;
    if (grab.kind !== 'move') {
      const f = sel.kind === 'feature' ? s.terrain.find((t) => t.id === sel.id) : undefined;
      if (f?.kind === 'line') tool = { kind: 'line', type: f.type };
      else if (f?.kind === 'area') tool = { kind: 'area', type: f.type };
      else if (sel.kind === 'zone' || f?.kind === 'hill') tool = { kind: 'hill' };
    }
    const options = snapOptionsFor(tool, this.grid, sel.kind === 'feature' ? sel.id : undefined);
    return (q) => snapPoint(s, q, options).point;
  }

  click(p: Vec): void {
    const tool = this.tool;
    if (tool.kind === 'select' && this.#placing) {
      const { unitId, side } = this.#placing;
      this.#placing = null;
      const hit = grabAt(this.scenario, null, p, this.baseSize);
      if (!hit || hit.selection.id === unitId) {
        this.#moveUnitTo(unitId, side, placeInZone(this.scenario, side, snapToGrid(p, this.grid)));
        return;
      }
    }
    if (tool.kind === 'select') {
      if (!this.#selectionWasGrabbedAt(p)) this.select(grabAt(this.scenario, null, p, this.baseSize)?.selection ?? null);
      return;
    }
    const at = this.snap(p);
    if (drawsShape(tool)) {
      const first = this.draft[0];
      if (drawsPolygon(tool) && first && this.draft.length >= 3 && Math.hypot(first.x - at.x, first.y - at.y) <= CLOSE_REACH) {
        this.finishDraft();
        return;
      }
      this.draft = [...this.draft, { x: at.x, y: at.y }];
      return;
    }
    this.#commit(`Add ${toolLabel(tool).toLowerCase()}`, placeAt(this.scenario, tool, at, this.troopTypes));
    if (tool.kind === 'unit' || tool.kind === 'entry') this.setTool(SELECT);
  }

  #selectionWasGrabbedAt(p: Vec): boolean {
    // A click on the selection keeps it (press already selected what was under the pointer).
    const hit = grabAt(this.scenario, this.selection, p, this.baseSize);
    return hit !== null && this.selection !== null && hit.selection.id === this.selection.id;
  }

  #commit(label: string, placed: Placed | null): void {
    if (!placed) return;
    if (this.edit(label, () => placed.scenario)) this.selection = placed.selection;
  }

  finishDraft(): void {
    const tool = this.tool;
    if (!drawsShape(tool)) return;
    if (!canFinish(tool, this.draft)) {
      this.status = drawsPolygon(tool) ? 'An outline needs at least three corners.' : 'A line needs at least two points.';
      return;
    }
    const placed = finishShape(this.scenario, tool, withoutRepeats(this.draft));
    this.draft = [];
    this.#commit(`Add ${toolLabel(tool).toLowerCase()}`, placed);
  }

  /**
   * Places a unit of a troop type: at `at` (a click or a drop), or, from the keyboard, at the free spot nearest
   * the middle of its side's zone (or baseline).
   */
  placeUnit(side: SideId, troopType: string, at?: Vec): void {
    const type = this.troopTypes.find((t) => t.id === troopType);
    const facing = facingFromBaseline(this.scenario.sides[side].baseline);
    const spot = at ? snapToGrid(at, this.grid)
      : type ? freeSpot(this.scenario, side, type, this.#defaultSpot(side), facing, this.baseSize)
      : this.#defaultSpot(side);
    this.#commit('Add a unit', placeAt(this.scenario, { kind: 'unit', side, troopType }, spot, this.troopTypes));
    // The new unit is selected; a terrain tool left armed would turn the next click into terrain.
    if (this.tool.kind !== 'select') this.setTool(SELECT);
    // Put in a free spot of its zone by Place, it goes where the table is clicked next (on nothing else).
    if (!at && this.selection?.kind === 'unit') {
      this.#placing = { unitId: this.selection.id, side };
      this.status = 'Unit placed in its zone: click the table where it should stand instead.';
    }
  }

  /** The unit put down by Place, waiting for a click on the table to go there; null once anything else is done. */
  #placing: { unitId: string; side: SideId } | null = null;

  #moveUnitTo(unitId: string, side: SideId, at: Vec): void {
    this.edit('Move a unit', (s) => updateUnit(s, unitId, (u) => {
      const centre = unitCentre(u);
      return translateUnit(u, { x: at.x - centre.x, y: at.y - centre.y });
    }));
    this.select({ kind: 'unit', side, id: unitId });
  }

  #defaultSpot(side: SideId): Vec {
    const s = this.scenario;
    const zone = s.deployment.find((z) => z.side === side);
    if (zone) return polygonCentroid(zone.polygon);
    const { width: w, height: h } = s.table;
    const inset = 4;
    switch (s.sides[side].baseline) {
      case 'south': return { x: w / 2, y: Math.min(h / 2, inset) };
      case 'north': return { x: w / 2, y: Math.max(h / 2, h - inset) };
      case 'west': return { x: Math.min(w / 2, inset), y: h / 2 };
      case 'east': return { x: Math.max(w / 2, w - inset), y: h / 2 };
    }
  }

  /** Shows where a problem is: selects what it names and rings the spot. */
  locate(place: { selection: Selection | null; point: Vec | null; panel: EditorPanel | null }): void {
    this.selection = place.selection;
    this.locator = place.point;
    if (place.panel) this.panel = place.panel;
  }

  /** Carries out a keyboard command; returns whether it applied (so the key is not also a camera move). */
  perform(command: EditorCommand): boolean {
    const sel = this.selection;
    switch (command.kind) {
      case 'undo': return this.#history(this.doc.undo(), 'Undid');
      case 'redo': return this.#history(this.doc.redo(), 'Redid');
      case 'duplicate': {
        if (!sel) return false;
        this.#commit('Duplicate', duplicateSelection(this.scenario, sel));
        return true;
      }
      case 'delete': {
        if (!sel) return false;
        const name = describeSelection(this.scenario, sel);
        this.edit(`Delete ${name}`, (s) => deleteSelection(s, sel));
        return true;
      }
      case 'draft-back':
        this.draft = this.draft.slice(0, -1);
        return true;
      case 'cancel':
        if (this.draft.length > 0) this.draft = [];
        else if (this.tool.kind !== 'select') this.setTool(SELECT);
        else this.select(null);
        return true;
      case 'finish':
        if (!drawsShape(this.tool)) return false;
        this.finishDraft();
        return true;
      case 'rotate':
        if (!sel) return false;
        this.edit(`Turn ${describeSelection(this.scenario, sel)}`, (s) => rotateSelection(s, sel, command.degrees));
        return true;
      case 'nudge': {
        if (!sel) return false;
        const step = this.grid === 0 ? 0.25 : this.grid;
        this.edit(`Move ${describeSelection(this.scenario, sel)}`, (s) => translateSelection(s, sel, { x: command.dx * step, y: command.dy * step }));
        return true;
      }
      case 'select-tool':
        this.setTool(SELECT);
        return true;
      case 'cycle-grid':
        this.gridLevel = GRID_LEVELS[(GRID_LEVELS.indexOf(this.gridLevel) + 1) % GRID_LEVELS.length]!;
        return true;
    }
  }

  #history(label: string | null, verb: string): boolean {
    if (label === null) return false;
    this.status = `${verb}: ${label}`;
    if (!selectionExists(this.scenario, this.selection)) this.selection = null;
    return true;
  }
}
