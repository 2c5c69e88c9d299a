import type { Choice, UnitView } from '../../shared/engine/ruleset.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { choicesNaming, unitCentre } from './choice-shapes.ts';
import type { MoveDraft } from './move-draft.svelte.ts';
import type { Notice } from './play-deps.ts';

/** What a click on the 3D table needs of the play session. */
export interface PickHost {
  readonly unitsById: ReadonlyMap<string, UnitView>;
  readonly targetIds: ReadonlySet<string>;
  readonly choices: { unit: Choice[] };
  readonly measure: { tool: string; pick(point: Vec): void };
  readonly move: MoveDraft;
  armed: Choice | null;
  previewed: Choice | null;
  notice: Notice | null;
  select(unitId: string | null): void;
  planOwnMove(point: Vec | null): boolean;
}

/** A unit clicked on the table: a tape or move end, a target of the selected unit (arming that choice), or a selection. */
export function pickUnit(host: PickHost, unitId: string): void {
  const unit = host.unitsById.get(unitId);
  if (host.measure.tool !== 'none' && unit) {
    host.measure.pick(unitCentre(unit));
    return;
  }
  if (host.move.active && unit) {
    host.move.place(unitCentre(unit));
    return;
  }
  if (host.targetIds.has(unitId)) {
    const aimed = choicesNaming(host.choices.unit, host.unitsById, unitId);
    if (aimed.length === 1) {
      host.armed = aimed[0]!;
      host.notice = null;
      return;
    }
    host.notice = { tone: 'info', text: `${aimed.length} ways to act against ${unit?.name ?? unitId}: pick one in the list.` };
    host.previewed = aimed[0] ?? null;
    return;
  }
  host.select(unitId);
}

/** A point clicked on the table: a tape or sight end, a move's end, or the end of the selected unit's only move. */
export function pickTable(host: PickHost, point: Vec): void {
  if (host.measure.tool !== 'none') {
    host.measure.pick(point);
    return;
  }
  if (host.move.active) {
    host.move.place(point);
    return;
  }
  host.planOwnMove(point);
}
