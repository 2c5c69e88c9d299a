import type { ApiResult, LineOfSightVerdict } from '../../shared/api.ts';
import type { GameSession } from '../../shared/engine/session.ts';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import type { Scenario } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { TerrainIndex } from '../../shared/geometry/terrain-index.ts';
import { lineOfSight } from '../../shared/geometry/line-of-sight.ts';

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
  const result = lineOfSight(terrainOf(scenario), from, to, rules);
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  const through = result.crossings.map((c) => `${c.length.toFixed(1)}" of ${c.type}`).join(', ');
  const reason = result.clear
    ? through ? `clear, through ${through}` : 'clear'
    : result.reason ?? 'blocked';
  return { ok: true, value: { clear: result.clear, distance, reason } };
}
