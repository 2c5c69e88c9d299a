import scenarioJson from '../../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import type { Scenario, ScenarioInput } from '../../scenario/schema.ts';
import { bundledScenario, testScenario } from '../../testing/scenario-fixture.ts';
import { type RvrState, findUnit, initialState } from './state.ts';

/** Helpers for this rule set's tests: small scenarios with figures exactly where a test wants them. */
export interface UnitSpec {
  id: string;
  troopType: string;
  at: [number, number][];
  facing?: number;
  tags?: string[];
  weapons?: Record<number, string>;
}

export function unitsFrom(specs: readonly UnitSpec[]) {
  return specs.map((u) => ({
    id: u.id, name: u.id, troopType: u.troopType, tags: u.tags ?? [],
    bases: u.at.map(([x, y], i) => ({ x, y, facing: u.facing ?? 0, ...(u.weapons?.[i] ? { weapon: u.weapons[i] } : {}) })),
  }));
}

export function rvrScenario(red: readonly UnitSpec[], white: readonly UnitSpec[], overrides: Partial<ScenarioInput> = {}): Scenario {
  return testScenario({
    id: 'rvr-test', title: 'Reds versus Reds test', table: { width: 48, height: 48 }, ruleset: { id: 'reds-versus-reds' },
    attacker: 'red', victory: [{ type: 'turn-limit', winner: 'white' }],
  }, unitsFrom(red), unitsFrom(white), overrides);
}

/** A row of figures: n figures from (x, y), `gap` inches apart centre to centre, along x. */
export const row = (n: number, x: number, y: number, gap = 1.5): [number, number][] =>
  Array.from({ length: n }, (_, i) => [x + i * gap, y] as [number, number]);

export function stateOf(scenario: Scenario, patch: Partial<RvrState> = {}): RvrState {
  return { ...initialState(scenario), ...patch };
}

export function unitOf(state: RvrState, id: string) {
  const u = findUnit(state, id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

export function figureOf(state: RvrState, id: string) {
  const f = state.units.flatMap((u) => u.figures).find((g) => g.id === id);
  if (!f) throw new Error(`no figure ${id}`);
  return f;
}

/** Marks a figure as having moved this turn from `from`. */
export function movedFrom(state: RvrState, figureId: string, from: [number, number]): void {
  const f = figureOf(state, figureId);
  f.start = { x: from[0], y: from[1], facing: f.facing };
  f.moved = true;
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}


/** The bundled Komuch village scenario, validated. */
export const komuchVillage = (): Scenario => bundledScenario(scenarioJson, 'Komuch village');

/** The Komuch village with the Red start line moved 14" forward, so the first turns already bring fire and close combat. */
export function komuchVillageClose(): Scenario {
  const base = komuchVillage();
  const red = base.sides.red;
  return { ...base, sides: { ...base.sides, red: { ...red, units: red.units.map((u) => ({ ...u, bases: u.bases.map((b) => ({ ...b, y: b.y + 14 })) })) } } };
}
