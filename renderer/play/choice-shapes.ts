import type { BaseAction, Choice, UnitView } from '../../shared/engine/ruleset.ts';
import type { Vec } from '../../shared/geometry/vec.ts';

/**
 * How the play screen reads a rule set's choices without knowing the rule set. Every choice is offered as a
 * button; these helpers only find shortcuts in it: a table point the player may pick by clicking (a move's
 * destination), a facing, and other units it names (a shot's target). Nothing here judges legality.
 */

const isVec = (value: unknown): value is Vec =>
  typeof value === 'object' && value !== null && typeof (value as Vec).x === 'number' && typeof (value as Vec).y === 'number';

/**
 * Where an action holds the table point a player may pick:
 * - `field`: one property is a point (`to: {x, y}`);
 * - `top`: the action itself carries `x` and `y` (a strike's aiming point);
 * - `formation`: one property lists placed pieces (`figures: [{id, x, y, facing}]`); a pick moves them all
 *   together so their centre lands on the point, keeping their shape.
 */
export type PointSlot = { kind: 'field'; key: string } | { kind: 'top' } | { kind: 'formation'; key: string };

export function pointSlotOf(action: BaseAction): PointSlot | null {
  const record = action as unknown as Record<string, unknown>;
  if (typeof record.x === 'number' && typeof record.y === 'number') return { kind: 'top' };
  for (const [key, value] of Object.entries(record)) {
    if (isVec(value)) return { kind: 'field', key };
    if (Array.isArray(value) && value.length > 0 && value.every(isVec)) return { kind: 'formation', key };
  }
  return null;
}

/**
 * Whether a choice puts something on the table (a move's end, a placement, a strike's aiming point): such a preset
 * is shown as a plan on the table first and carried out on Confirm, as a move of the player's own is.
 */
export const placesOnTable = (choice: Choice): boolean => pointSlotOf(choice.action) !== null;

/** The facing a choice ends with, when it names one (on the action, or on its formation's first piece). */
export function slotFacing(action: BaseAction, slot: PointSlot): number | null {
  if (!slotTakesFacing(action, slot)) return null;
  const record = action as unknown as Record<string, unknown>;
  return slot.kind === 'formation' ? ((record[slot.key] as { facing: number }[])[0]!.facing) : (record.facing as number);
}

/** Where the pieces a formation names stand now, by id (from the table view's bases), when the view says. */
export type PieceStarts = ReadonlyMap<string, Vec>;

export const NO_PIECE_STARTS: PieceStarts = new Map();

export function pieceStartsOf(unit: UnitView | undefined): PieceStarts {
  const starts = new Map<string, Vec>();
  for (const b of unit?.bases ?? []) if (b.id !== undefined) starts.set(b.id, { x: b.x, y: b.y });
  return starts;
}

/** The formation's pieces at their current places, when every one of them is known; else as the choice proposes. */
function formationPieces(pieces: readonly (Vec & Record<string, unknown>)[], starts: PieceStarts): (Vec & Record<string, unknown>)[] {
  const known = pieces.every((p) => typeof p.id === 'string' && starts.has(p.id));
  return known ? pieces.map((p) => ({ ...p, ...starts.get(p.id as string)! })) : [...pieces];
}

/** Where a formation's pieces stand now, as one point (the centre a picked move starts from); null for other slots. */
export function formationOrigin(action: BaseAction, slot: PointSlot, starts: PieceStarts): Vec | null {
  if (slot.kind !== 'formation') return null;
  return centreOf(formationPieces((action as unknown as Record<string, (Vec & Record<string, unknown>)[]>)[slot.key] ?? [], starts));
}

/**
 * Where a picked move starts: the formation's pieces where they stand now, else the middle of the unit's bases
 * (a move to a point field starts where the unit is, not at the point the choice proposes); null without either.
 */
export function moveStart(action: BaseAction, slot: PointSlot, unit: UnitView | undefined): Vec | null {
  return formationOrigin(action, slot, pieceStartsOf(unit)) ?? (unit && unit.bases.length > 0 ? unitCentre(unit) : null);
}

/** The point the action proposes now: the field, the action's own x/y, or the formation's centre. */
export function slotPoint(action: BaseAction, slot: PointSlot): Vec {
  const record = action as unknown as Record<string, unknown>;
  switch (slot.kind) {
    case 'top':
      return { x: record.x as number, y: record.y as number };
    case 'field':
      return { ...(record[slot.key] as Vec) };
    case 'formation':
      return centreOf(record[slot.key] as Vec[]);
  }
}

/** Whether the player may choose a facing: the action (or each piece of the formation) has one. */
export function slotTakesFacing(action: BaseAction, slot: PointSlot): boolean {
  const record = action as unknown as Record<string, unknown>;
  if (slot.kind === 'formation') return (record[slot.key] as Record<string, unknown>[]).every((p) => typeof p.facing === 'number');
  return typeof record.facing === 'number';
}

/**
 * The action with its point replaced by the player's pick (and the facing, where the action takes one).
 * A formation keeps the shape its pieces have now (`starts`), so each piece moves exactly as far as its centre.
 */
export function withSlotPoint(action: BaseAction, slot: PointSlot, point: Vec, facing: number | null, starts: PieceStarts = new Map()): BaseAction {
  const record = action as unknown as Record<string, unknown>;
  const next: Record<string, unknown> = { ...record };
  const face = facing !== null && slotTakesFacing(action, slot) ? Math.round(facing) : null;
  switch (slot.kind) {
    case 'top':
      next.x = round(point.x);
      next.y = round(point.y);
      if (face !== null) next.facing = face;
      break;
    case 'field':
      next[slot.key] = { x: round(point.x), y: round(point.y) };
      if (face !== null) next.facing = face;
      break;
    case 'formation': {
      const pieces = formationPieces(record[slot.key] as (Vec & Record<string, unknown>)[], starts);
      const centre = centreOf(pieces);
      next[slot.key] = pieces.map((p) => ({
        ...p, x: round(p.x + point.x - centre.x), y: round(p.y + point.y - centre.y), ...(face === null ? {} : { facing: face }),
      }));
      break;
    }
  }
  return next as unknown as BaseAction;
}

function centreOf(points: readonly Vec[]): Vec {
  const n = Math.max(1, points.length);
  return { x: points.reduce((a, p) => a + p.x, 0) / n, y: points.reduce((a, p) => a + p.y, 0) / n };
}

/** Points travel as hundredths of an inch: finer than any table, and logs stay short. */
const round = (n: number): number => Math.round(n * 100) / 100;

/** The unit a choice belongs to: its own `unitId`, or the action's. */
export function actorOf(choice: Choice): string | null {
  if (choice.unitId) return choice.unitId;
  const fromAction = (choice.action as unknown as Record<string, unknown>).unitId;
  return typeof fromAction === 'string' ? fromAction : null;
}

/** Other units a choice names (targets of a shot or charge, a unit to rally), found among the action's strings. */
export function unitsNamedBy(choice: Choice, unitIds: ReadonlySet<string>): string[] {
  const actor = actorOf(choice);
  const found = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      // A piece of a unit may be named as "<unit id>/<n>" (a figure): it names its unit.
      const unitId = unitIds.has(value) ? value : value.includes('/') ? value.slice(0, value.lastIndexOf('/')) : null;
      if (unitId !== null && unitId !== actor && unitIds.has(unitId)) found.add(unitId);
    } else if (Array.isArray(value) && depth < 3) {
      for (const v of value) visit(v, depth + 1);
    } else if (typeof value === 'object' && value !== null && depth < 3) {
      for (const v of Object.values(value)) visit(v, depth + 1);
    }
  };
  const carrier = choice as unknown as Record<string, unknown>;
  if (typeof carrier.targetUnitId === 'string' && unitIds.has(carrier.targetUnitId)) found.add(carrier.targetUnitId);
  for (const [key, value] of Object.entries(choice.action)) if (key !== 'unitId' && key !== 'side' && key !== 'type') visit(value, 0);
  return [...found];
}

/** Choices for one unit first, then those that belong to no unit (end the phase, pass…). */
export function choicesFor(options: readonly Choice[], unitId: string | null): { unit: Choice[]; general: Choice[] } {
  const unit: Choice[] = [];
  const general: Choice[] = [];
  for (const choice of options) {
    const actor = actorOf(choice);
    if (actor === null) general.push(choice);
    else if (actor === unitId) unit.push(choice);
  }
  return { unit, general };
}

/** The centre of a unit's bases, where paths and tapes start. */
export function unitCentre(unit: UnitView): Vec {
  const n = Math.max(1, unit.bases.length);
  let x = 0;
  let y = 0;
  for (const b of unit.bases) {
    x += b.x;
    y += b.y;
  }
  return { x: x / n, y: y / n };
}

/** A reach the choice states for itself (a rolled move distance), if its rule set attaches one. */
export function reachOf(choice: Choice): number | null {
  const carrier = choice as unknown as Record<string, unknown>;
  const action = choice.action as unknown as Record<string, unknown>;
  for (const value of [carrier.reach, action.reach, action.maxDistance]) if (typeof value === 'number' && value > 0) return value;
  const inLabel = /(\d+(?:\.\d+)?)\s*(?:"|″|in\b|inches)/.exec(choice.label);
  return inLabel ? Number(inLabel[1]) : null;
}

/** Units by id, for the lookups the screen makes on every redraw. */
export function indexUnits(units: readonly UnitView[]): ReadonlyMap<string, UnitView> {
  return new Map(units.map((u) => [u.id, u]));
}

/** Every unit the choices name: the eligible targets of the selected unit. */
export function targetsOf(choices: readonly Choice[], units: ReadonlyMap<string, UnitView>): ReadonlySet<string> {
  const ids = new Set(units.keys());
  return new Set(choices.flatMap((c) => unitsNamedBy(c, ids)));
}

/** The choices that name a given unit. */
export function choicesNaming(choices: readonly Choice[], units: ReadonlyMap<string, UnitView>, unitId: string): Choice[] {
  const ids = new Set(units.keys());
  return choices.filter((c) => unitsNamedBy(c, ids).includes(unitId));
}

/** The distinct units the choices belong to. */
export function actorsOf(choices: readonly Choice[]): string[] {
  return [...new Set(choices.map(actorOf).filter((id): id is string => id !== null))];
}

/** Among choices that take a table point, the one placing the most pieces: the fullest template for a move of one's own. */
export function bestTemplate(choices: readonly Choice[]): { choice: Choice; slot: PointSlot } | null {
  let best: { choice: Choice; slot: PointSlot; pieces: number } | null = null;
  for (const choice of choices) {
    const slot = pointSlotOf(choice.action);
    if (!slot) continue;
    const pieces = slot.kind === 'formation' ? ((choice.action as unknown as Record<string, unknown[]>)[slot.key]?.length ?? 0) : 1;
    if (!best || pieces > best.pieces) best = { choice, slot, pieces };
  }
  return best && { choice: best.choice, slot: best.slot };
}
