import type { ApiResult, LineOfSightVerdict, UnitSightVerdict } from '../../shared/api.ts';
import type { GameSession } from '../../shared/engine/session.ts';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import type { Scenario } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { TerrainIndex } from '../../shared/geometry/terrain-index.ts';
import { lineOfSight, lineOfSightClear } from '../../shared/geometry/line-of-sight.ts';
import { distanceText } from '../../shared/core/distance-units.ts';

const indexes = new WeakMap<Scenario, TerrainIndex>();

/** The terrain index of a game's scenario, built once per scenario object. */
function terrainOf(scenario: Scenario): TerrainIndex {
  let index = indexes.get(scenario);
  if (!index) {
    index = TerrainIndex.fromScenario(scenario);
    indexes.set(scenario, index);
  }
  return index;
}

/** Whether `from` sees `to` on this game's table, under its rule set's sight rules (the geometry measures, the rules decide). */
export function lineOfSightVerdict(session: GameSession<unknown, BaseAction>, from: Vec, to: Vec): ApiResult<LineOfSightVerdict> {
  const rules = session.ruleset.sightRules;
  if (!rules) return { ok: false, error: { message: `${session.ruleset.title} gives no line-of-sight rules` } };
  const scenario = session.log.scenario;
  const unit = session.ruleset.distanceUnit ?? 'in';
  const result = lineOfSight(terrainOf(scenario), from, to, rules, unit);
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  const through = result.crossings.map((c) => `${distanceText(c.length, unit)} of ${c.type}`).join(', ');
  const reason = result.clear
    ? through ? `clear, through ${through}` : 'clear'
    : result.reason ?? 'blocked';
  return { ok: true, value: { clear: result.clear, distance, reason } };
}

/** Units whose place is on the table (not waiting off it, gone or destroyed). */
const ON_TABLE = new Set(['active', 'routed', 'hidden']);

/**
 * What a unit can see: for every other unit on the table, whether some base of the one sees some base of the
 * other under the rule set's sight rules, nearest pairs first; a unit off the table sees none. Units the rule set
 * hides from view are not in its view, so they are not reported.
 */
export function unitSightVerdicts(session: GameSession<unknown, BaseAction>, unitId: string): ApiResult<UnitSightVerdict[]> {
  const rules = session.ruleset.sightRules;
  if (!rules) return { ok: false, error: { message: `${session.ruleset.title} gives no line-of-sight rules` } };
  const units = session.ruleset.view(session.state.game).units;
  const viewer = units.find((u) => u.id === unitId);
  if (!viewer) return { ok: false, error: { message: `no unit "${unitId}" in this game` } };
  // A unit off the table (waiting to come on, gone) sees nothing on it.
  if (!ON_TABLE.has(viewer.status) || viewer.bases.length === 0) return { ok: true, value: [] };
  const index = terrainOf(session.log.scenario);
  const verdicts: UnitSightVerdict[] = [];
  for (const other of units) {
    if (other.id === unitId || !ON_TABLE.has(other.status) || other.bases.length === 0) continue;
    const pairs = viewer.bases.flatMap((a) => other.bases.map((b) => ({ a, b, d: Math.hypot(b.x - a.x, b.y - a.y) }))).sort((p, q) => p.d - q.d);
    const seen = pairs.some(({ a, b }) => lineOfSightClear(index, a, b, rules));
    verdicts.push({ unitId: other.id, clear: seen, distance: pairs[0]!.d });
  }
  return { ok: true, value: verdicts };
}
