import type { Scenario, VictoryCondition } from '../scenario/schema.ts';
import { otherSide, type SideId } from '../scenario/terrain-kinds.ts';
import type { Outcome, TableView, UnitView } from './ruleset.ts';
import { hasAnyTag, isOnTable, unitInArea } from './scenario-units.ts';

/**
 * Scenario victory conditions, judged from the table as every rule set draws it (TableView).
 * Conditions that can end a game at once are checked every step; hold-area and turn-limit only once
 * the last turn has been played (`view.turn > scenario.turnLimit`). No condition met at the end is a draw.
 */
export function evaluateVictory(scenario: Scenario, view: TableView): Outcome | null {
  for (const condition of scenario.victory) {
    const reason = immediate(scenario, view, condition);
    if (reason) return { winner: condition.winner, reason };
  }
  if (view.turn <= scenario.turnLimit) return null;
  for (const condition of scenario.victory) {
    const reason = atTheEnd(scenario, view, condition);
    if (reason) return { winner: condition.winner, reason };
  }
  return { winner: null, reason: `the last turn (${scenario.turnLimit}) has been played and no side met its victory conditions` };
}

function immediate(scenario: Scenario, view: TableView, c: VictoryCondition): string | null {
  const enemy = otherSide(c.winner);
  const sideName = (s: SideId) => scenario.sides[s].name;
  switch (c.type) {
    case 'clear-area': {
      const defenders = view.units.filter((u) => u.side === enemy && isOnTable(u) && hasAnyTag(scenario, u.id, c.tags));
      if (defenders.some((u) => unitInArea(scenario, u, c.areaId))) return null;
      return `no unit of ${sideName(enemy)} is left in ${areaName(scenario, c.areaId)}`;
    }
    case 'destroy-units': {
      const standing = c.unitIds.filter((id) => view.units.some((u) => u.id === id && (isOnTable(u) || u.status === 'reserve')));
      return standing.length === 0 ? `${c.unitIds.length === 1 ? 'the target unit has' : 'all target units have'} been destroyed or routed` : null;
    }
    case 'exit-units': {
      const out = c.unitIds.every((id) => view.units.some((u) => u.id === id && u.status === 'withdrawn'));
      return out ? `the units have left by the ${c.edge} edge` : null;
    }
    case 'break-army': {
      const lost = strengthLost(view.units.filter((u) => u.side === enemy));
      // Side names are singular ("Red Army") or plural ("Reds"): the words agree with either.
      return lost >= c.fraction ? `the losses of ${sideName(enemy)} reach ${Math.round(lost * 100)}% of the starting strength (the side breaks at ${Math.round(c.fraction * 100)}%)` : null;
    }
    case 'hold-area':
    case 'turn-limit':
      return null;
  }
}

function atTheEnd(scenario: Scenario, view: TableView, c: VictoryCondition): string | null {
  switch (c.type) {
    case 'hold-area': {
      const inside = (s: SideId) => view.units.some((u) => u.side === s && isOnTable(u) && unitInArea(scenario, u, c.areaId));
      return inside(c.winner) && !inside(otherSide(c.winner)) ? `${scenario.sides[c.winner].name} holds ${areaName(scenario, c.areaId)} at the end` : null;
    }
    case 'turn-limit':
      return `${scenario.sides[c.winner].name} held out to the end of turn ${scenario.turnLimit}`;
    case 'clear-area':
    case 'destroy-units':
    case 'exit-units':
    case 'break-army':
      return null;
  }
}

/** Share of starting strength gone: routed, destroyed and withdrawn units count as wholly lost. */
export function strengthLost(units: readonly UnitView[]): number {
  let start = 0;
  let now = 0;
  for (const u of units) {
    start += u.strength.start;
    if (isOnTable(u) || u.status === 'reserve') now += u.strength.now;
  }
  return start === 0 ? 0 : 1 - now / start;
}

function areaName(scenario: Scenario, areaId: string): string {
  const f = scenario.terrain.find((t) => t.id === areaId);
  return f && 'label' in f && f.label ? f.label : areaId;
}
