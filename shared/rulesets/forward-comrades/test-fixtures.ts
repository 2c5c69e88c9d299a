import scenarioJson from '../../../scenarios/lipki-station.tachanka.json' with { type: 'json' };
import { SCENARIO_FORMAT_VERSION, ScenarioSchema, type Scenario, type ScenarioInput } from '../../scenario/schema.ts';
import { validateScenario } from '../../scenario-checks/validate.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import { type FcState, type Phase, initialState } from './state.ts';

export interface UnitSpec {
  id: string;
  troopType: string;
  /** The leader's id (leaders themselves name none). */
  leader?: string;
  x: number;
  y: number;
  stands?: number;
  figures?: number;
  facing?: number;
  characteristics?: string[];
  /** Attached weapons, each on a base of its own behind the unit. */
  weapons?: { weapon: string; figures: number }[];
}

type TerrainInput = ScenarioInput['terrain'];

/** A test scenario: stands in a line 1.6" apart from x; Reds on the south baseline facing north, Whites facing south. */
export function fcScenario(red: UnitSpec[], white: UnitSpec[], terrain: TerrainInput = [], overrides: Partial<ScenarioInput> = {}): Scenario {
  const unit = (u: UnitSpec, facing: number) => ({
    id: u.id, name: u.id, troopType: u.troopType, tags: u.leader ? [`leader.${u.leader}`] : [], characteristics: u.characteristics ?? [],
    bases: [
      ...Array.from({ length: u.stands ?? 1 }, (_, i) => ({ x: u.x + i * 1.6, y: u.y, facing: u.facing ?? facing, figures: u.figures ?? 4 })),
      ...(u.weapons ?? []).map((w, i) => ({ x: u.x + i * 1.6, y: u.y + (facing === 0 ? -1.2 : 1.2), facing: u.facing ?? facing, figures: w.figures, weapon: w.weapon })),
    ],
  });
  return ScenarioSchema.parse({
    format: 'tachanka-scenario', formatVersion: SCENARIO_FORMAT_VERSION, id: 'fc-test', title: 'Forward Comrades test',
    table: { width: 72, height: 48 }, ruleset: { id: 'forward-comrades', options: {} }, attacker: 'white', turnLimit: 6, terrain,
    sides: {
      red: { name: 'Reds', baseline: 'south', units: red.map((u) => unit(u, 0)) },
      white: { name: 'Whites', baseline: 'north', units: white.map((u) => unit(u, 180)) },
    },
    victory: [{ type: 'turn-limit', winner: 'red' }],
    ...overrides,
  });
}

/** The state at turn 1 in the given phase, every unit as drawn, no dice rolled yet (leadership as the test sets it). */
export function stateAt(scenario: Scenario, phase: Phase = 'movement', toAct: SideId = 'white'): FcState {
  const state = initialState(scenario);
  state.turn = 1;
  state.phase = phase;
  state.toAct = toAct;
  return state;
}

export function unitOf(state: FcState, id: string) {
  const u = state.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

export function leaderOf(state: FcState, id: string) {
  const l = state.leaders.find((x) => x.id === id);
  if (!l) throw new Error(`no leader ${id}`);
  return l;
}

/** The bundled Lipki station battle, as `tachanka` loads it. */
export function lipki(): Scenario {
  const parsed = validateScenario(scenarioJson);
  if (!parsed.ok) throw new Error('the bundled Lipki station does not load');
  return parsed.value;
}

export const area = (id: string, type: 'woods' | 'built-up' | 'marsh', x0: number, y0: number, x1: number, y1: number): TerrainInput[number] => ({
  id, kind: 'area', type, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }],
});

export const line = (id: string, type: 'road' | 'railway' | 'trench' | 'wire' | 'river', points: [number, number][]): TerrainInput[number] => ({
  id, kind: 'line', type, points: points.map(([x, y]) => ({ x, y })),
});
