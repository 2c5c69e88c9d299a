import type { GameSnapshot } from '../../shared/api.ts';
import type { Choice, UnitView } from '../../shared/engine/ruleset.ts';
import type { Scenario } from '../../shared/scenario/schema.ts';
import type { MoveDraft } from './move-draft.svelte.ts';
import type { MeasureTool } from './measure-tool.svelte.ts';
import type { UnitSight } from './unit-sight.svelte.ts';
import type { RollFocus } from './roll-focus.svelte.ts';
import type { PhaseStop } from './phase-stops.svelte.ts';
import type { TableOverlay, UnitHighlight } from './table-marks.ts';
import type { Overlay } from '../scene/overlays.ts';
import { actorOf, moveStart, pointSlotOf, slotFacing, slotPoint, unitCentre, unitsNamedBy } from './choice-shapes.ts';
import { distance, type Vec } from '../../shared/geometry/vec.ts';
import { distanceText } from '../../shared/core/distance-units.ts';
import { unitRadius } from './unit-radius.ts';
import { commandOverlays } from './command-marks.ts';
import { terrainNames } from './terrain-names.ts';
import { enemiesInSight } from './enemies-in-sight.ts';
import { ghostRadius, plannedPieces } from './planned-ghost.ts';
import { planOverlays } from './plan-overlays.ts';

/** The ring round a unit in sight: sky blue, the colour of a clear sight line. */
const SEEN_COLOUR = '#56B4E9';


/** What the marks are drawn from: the parts of the play session (`PlaySession`) they read. */
export interface MarkedSession {
  readonly snapshot: GameSnapshot;
  readonly scenario: Scenario;
  readonly unitsById: ReadonlyMap<string, UnitView>;
  readonly selectedUnitId: string | null;
  readonly selectedUnit: UnitView | null;
  readonly armed: Choice | null;
  readonly previewed: Choice | null;
  readonly targetIds: ReadonlySet<string>;
  readonly isHumanDecision: boolean;
  readonly move: MoveDraft;
  readonly measure: MeasureTool;
  readonly sight: UnitSight;
  readonly stopped: PhaseStop | null;
  readonly rolls: RollFocus;
}

/** The highlights and overlays for the table, from what the session holds now. */
export interface TableMarks {
  highlights: UnitHighlight[];
  overlays: (TableOverlay | Overlay)[];
}

/** The old list when the new one says the same (plain data, a few dozen entries at most), else the new one. */
export const keepIfSame = <T>(old: T, next: T): T => (JSON.stringify(old) === JSON.stringify(next) ? old : next);

export function tableMarks(session: MarkedSession): TableMarks {
  const highlights: UnitHighlight[] = [];
  const overlays: (TableOverlay | Overlay)[] = [];
  const ids = new Set(session.unitsById.keys());
  // Labels read in the rule set's unit (centimetres for some); the overlays' own numbers stay in table inches.
  const far = (inches: number): string => distanceText(inches, session.snapshot.distanceUnit);
  const lit = new Set<string>();
  const light = (unitId: string, kind: UnitHighlight['kind']): void => {
    if (lit.has(unitId) || !ids.has(unitId)) return;
    lit.add(unitId);
    highlights.push({ unitId, kind });
  };

  if (session.selectedUnitId) light(session.selectedUnitId, 'selected');
  if (session.armed) for (const id of unitsNamedBy(session.armed, ids)) light(id, 'armed-target');
  if (session.previewed) for (const id of unitsNamedBy(session.previewed, ids)) light(id, 'armed-target');
  for (const id of session.targetIds) light(id, 'target');
  if (session.isHumanDecision) for (const id of session.snapshot.pending?.unitIds ?? []) light(id, 'can-act');

  // Where each piece would stand: the planned formation, outlined, with the path and the facing it ends with.
  const plan = (origin: Vec, end: Vec, facing: number | null, action: unknown, actor: string | null): void => {
    overlays.push({ kind: 'path', points: [origin, end], label: far(distance(origin, end)) });
    if (facing !== null) overlays.push({ kind: 'facing', at: end, facing });
    const radius = ghostRadius(actor === null ? undefined : session.unitsById.get(actor));
    for (const at of plannedPieces(action)) overlays.push({ kind: 'circle', centre: at, radius, color: '#ffffff', width: 0.08 });
  };
  const move = session.move;
  if (move.active && move.origin) {
    if (move.reach !== null) overlays.push({ kind: 'reach', centre: move.origin, radius: move.reach, label: `reach ${far(move.reach)}` });
    if (move.point) plan(move.origin, move.point, move.facing, move.action(), move.actor);
  }
  // A preset picked from the list, waiting for Confirm: drawn as the plan it is, from where its unit stands.
  const armedSlot = session.armed ? pointSlotOf(session.armed.action) : null;
  if (session.armed && armedSlot) {
    const { action } = session.armed;
    const actor = actorOf(session.armed);
    const end = slotPoint(action, armedSlot);
    const origin = moveStart(action, armedSlot, actor === null ? undefined : session.unitsById.get(actor)) ?? end;
    plan(origin, end, slotFacing(action, armedSlot), action, actor);
  }

  const m = session.measure;
  if (m.tool === 'tape' && m.from && m.to) overlays.push({ kind: 'tape', from: m.from, to: m.to, label: far(m.length ?? 0) });
  // The sight line is drawn once main has judged it (a few milliseconds): drawing it twice would cost a frame.
  if (m.tool === 'sight' && m.from && m.to && m.verdict) {
    overlays.push({ kind: 'sight', from: m.from, to: m.to, clear: m.verdict.clear, label: m.verdict.clear ? 'clear' : 'blocked' });
  }

  // "What it sees": a ring round each enemy unit the chosen unit can see, as main judged it under the rule set's sight rules.
  if (session.sight.on && session.sight.seen) {
    for (const unit of enemiesInSight(session.sight.seen.unitId, session.sight.seen.verdicts, session.unitsById).inSight) {
      overlays.push({ kind: 'circle', centre: unitCentre(unit), radius: unitRadius(unit), color: SEEN_COLOUR, width: 0.12 });
    }
  }

  // A leader's command distances and units, when he or a unit under him is selected.
  overlays.push(...commandOverlays(session.selectedUnit, session.unitsById, session.scenario.table, terrainNames(session.scenario)));

  // Stopped after a rules step: the units its results name stand out.
  for (const event of session.stopped?.part.events ?? []) {
    if (event.unitId) light(event.unitId, 'last-event');
    if (event.targetUnitId) light(event.targetUnitId, 'last-event');
  }

  // After the battle, each AI side's plan, as arrows on the table it was played on.
  if (session.snapshot.outcome) overlays.push(...planOverlays(session.snapshot.aiPlans));

  const last = session.rolls.newest;
  if (last?.at && last.at.length > 0) {
    overlays.push({ kind: 'event', points: last.at, label: last.roll?.result ?? last.text });
    if (last.unitId) light(last.unitId, 'last-event');
    if (last.targetUnitId) light(last.targetUnitId, 'last-event');
  }
  return { highlights, overlays };
}
