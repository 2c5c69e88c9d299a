import { SCENARIO_FORMAT_VERSION, ScenarioSchema, type Scenario, type ScenarioInput } from '../../../shared/scenario/schema.ts';

/**
 * A 72×48 in scenario with every kind of terrain, zone and troop the printouts draw: the print tests, the
 * print benchmark and visual checks use it. Not a playable scenario.
 */
export function printSampleScenario(overrides: Partial<ScenarioInput> = {}): Scenario {
  const line = (x: number, y: number, n: number, dx = 1.2) => Array.from({ length: n }, (_, i) => ({ x: x + i * dx, y, facing: 0 }));
  const south = (x: number, y: number, n: number) => Array.from({ length: n }, (_, i) => ({ x: x + i * 1.2, y, facing: 180 }));
  return ScenarioSchema.parse({
    format: 'tachanka-scenario',
    formatVersion: SCENARIO_FORMAT_VERSION,
    id: 'print-sample',
    title: 'Print sample: the village on the Samara',
    author: 'Tachanka tests',
    description: 'A Komuch garrison and Czech legionaries hold the village by the river crossing. A Red column must clear it before nightfall.',
    table: { width: 72, height: 48 },
    ruleset: { id: 'reds-versus-reds' },
    attacker: 'red',
    turnLimit: 10,
    terrain: [
      { id: 'village', kind: 'area', type: 'built-up', label: 'Ivanovka', polygon: [{ x: 28, y: 28 }, { x: 44, y: 27 }, { x: 46, y: 38 }, { x: 30, y: 40 }] },
      { id: 'b1', kind: 'building', type: 'wood', x: 32, y: 31, width: 3, depth: 2, rotation: 10 },
      { id: 'b2', kind: 'building', type: 'stone', x: 38, y: 34, width: 4, depth: 3, rotation: 0, label: 'Church' },
      { id: 'b3', kind: 'building', type: 'wood', x: 42, y: 30, width: 2.5, depth: 2, rotation: -15 },
      { id: 'hill-1', kind: 'hill', height: 2, steepness: 'gentle', label: 'Hill 112', polygon: [{ x: 4, y: 20 }, { x: 16, y: 18 }, { x: 20, y: 28 }, { x: 12, y: 34 }, { x: 3, y: 30 }] },
      { id: 'hill-2', kind: 'hill', height: 1, steepness: 'steep', polygon: [{ x: 54, y: 8 }, { x: 64, y: 7 }, { x: 66, y: 15 }, { x: 56, y: 16 }] },
      { id: 'woods-1', kind: 'area', type: 'woods', polygon: [{ x: 50, y: 30 }, { x: 62, y: 28 }, { x: 66, y: 40 }, { x: 54, y: 44 }, { x: 48, y: 38 }] },
      { id: 'dense-1', kind: 'area', type: 'dense-woods', polygon: [{ x: 56, y: 34 }, { x: 61, y: 33 }, { x: 62, y: 38 }, { x: 57, y: 39 }] },
      { id: 'scrub-1', kind: 'area', type: 'scrub', polygon: [{ x: 22, y: 8 }, { x: 30, y: 6 }, { x: 32, y: 14 }, { x: 24, y: 15 }] },
      { id: 'fields-1', kind: 'area', type: 'fields', polygon: [{ x: 36, y: 4 }, { x: 48, y: 4 }, { x: 48, y: 16 }, { x: 36, y: 16 }] },
      { id: 'marsh-1', kind: 'area', type: 'marsh', polygon: [{ x: 4, y: 40 }, { x: 14, y: 38 }, { x: 18, y: 46 }, { x: 6, y: 47 }] },
      { id: 'rough-1', kind: 'area', type: 'rough', polygon: [{ x: 64, y: 18 }, { x: 70, y: 18 }, { x: 70, y: 26 }, { x: 64, y: 26 }] },
      { id: 'river', kind: 'line', type: 'river', label: 'Samara', points: [{ x: 0, y: 44 }, { x: 20, y: 42 }, { x: 36, y: 44 }, { x: 50, y: 46 }, { x: 72, y: 45 }] },
      { id: 'stream', kind: 'line', type: 'stream-small', points: [{ x: 20, y: 42 }, { x: 22, y: 30 }, { x: 20, y: 20 }, { x: 24, y: 0 }] },
      { id: 'road', kind: 'line', type: 'road', points: [{ x: 36, y: 0 }, { x: 34, y: 14 }, { x: 36, y: 30 }, { x: 37, y: 48 }] },
      { id: 'track', kind: 'line', type: 'track', points: [{ x: 36, y: 30 }, { x: 50, y: 24 }, { x: 72, y: 22 }] },
      { id: 'rail', kind: 'line', type: 'railway', points: [{ x: 0, y: 12 }, { x: 30, y: 18 }, { x: 72, y: 20 }] },
      { id: 'hedge', kind: 'line', type: 'hedge', points: [{ x: 36, y: 16.5 }, { x: 48, y: 16.5 }] },
      { id: 'wall', kind: 'line', type: 'wall', points: [{ x: 28, y: 27 }, { x: 34, y: 26.5 }] },
      { id: 'trench', kind: 'line', type: 'trench', points: [{ x: 26, y: 25 }, { x: 32, y: 24 }, { x: 40, y: 24.5 }] },
      { id: 'wire', kind: 'line', type: 'wire', points: [{ x: 26, y: 22.5 }, { x: 40, y: 22.5 }] },
      { id: 'bridge', kind: 'point', type: 'bridge', x: 36.6, y: 44 },
      { id: 'ford', kind: 'point', type: 'ford', x: 10, y: 43 },
      { id: 'station', kind: 'point', type: 'station', x: 52, y: 19.5, label: 'Halt 14' },
      { id: 'entry', kind: 'point', type: 'entry', x: 0.5, y: 12 },
      { id: 'objective', kind: 'point', type: 'objective', x: 20, y: 28, label: 'Hill 112 crest' },
    ],
    sides: {
      red: {
        name: 'Reds', baseline: 'south', briefing: 'Take the village. The commissars will see to anyone who hangs back.',
        units: [
          { id: 'red-cmd', name: 'Commander Antonov', troopType: 'commander', bases: [{ x: 34, y: 3 }] },
          { id: 'red-com-1', name: 'Commissar Pavlova', troopType: 'commissar', bases: [{ x: 28, y: 3 }] },
          { id: 'sailors-1', name: '1st Sailors', troopType: 'sailors', bases: line(24, 5, 8) },
          { id: 'red-inf-1', name: '1st Rifle Company', troopType: 'red-infantry', bases: [...line(40, 3, 9)].map((b, i) => (i === 4 ? { ...b, weapon: 'lewis-gun' } : b)), officers: [{ id: 'lt-1', name: 'Lt Orlov', rank: 'junior' }] },
          { id: 'red-mg', name: 'Maxim team', troopType: 'maxim-mg', bases: [{ x: 52, y: 4, figures: 3 }] },
          { id: 'red-cav', name: 'Budyonny squadron', troopType: 'cavalry', bases: line(60, 3, 4, 1.6), reinforcement: { turn: 3, entry: { x: 71, y: 6 } } },
          { id: 'red-tachanka', name: 'Tachanka', troopType: 'tachanka', bases: [{ x: 14, y: 4 }] },
        ],
      },
      white: {
        name: 'Komuch and Czechs', baseline: 'north', briefing: 'Hold Ivanovka. The Czechs will fall back if the Reds enter the village.',
        units: [
          { id: 'white-cmd', name: 'Colonel Kappel', troopType: 'commander', bases: [{ x: 38, y: 42 }] },
          { id: 'komuch-1', name: 'People\'s Army 1', troopType: 'komuch-infantry', bases: south(30, 36, 8) },
          { id: 'czech-1', name: 'Czech Legion 1', troopType: 'czech-legion', bases: south(46, 43, 8) },
          { id: 'white-gun', name: 'Field gun', troopType: 'field-gun', bases: [{ x: 24, y: 44, facing: 180, figures: 4 }] },
          { id: 'white-obs', name: 'Artillery observer', troopType: 'artillery-observer', bases: [{ x: 12, y: 30, facing: 180 }], hidden: true },
          { id: 'white-train', name: 'Armoured train "Orlik"', troopType: 'armoured-train-engine', bases: [{ x: 62, y: 20.8, facing: 90 }] },
          { id: 'white-ac', name: 'Armoured car', troopType: 'armoured-car', bases: [{ x: 44, y: 26, facing: 180 }] },
        ],
      },
    },
    deployment: [
      { id: 'red-zone', side: 'red', polygon: [{ x: 0, y: 0 }, { x: 72, y: 0 }, { x: 72, y: 8 }, { x: 0, y: 8 }] },
      { id: 'white-zone', side: 'white', label: 'Czech deployment (6" from the north edge)', polygon: [{ x: 0, y: 42 }, { x: 72, y: 42 }, { x: 72, y: 48 }, { x: 0, y: 48 }] },
    ],
    victory: [
      { type: 'clear-area', winner: 'red', areaId: 'village' },
      { type: 'turn-limit', winner: 'white' },
    ],
    specialRules: [
      { id: 'czech-withdraw', title: 'Czech withdrawal', units: { side: 'white', unitIds: ['czech-1'] }, trigger: { type: 'enemy-enters-area', areaId: 'village' }, behaviour: { type: 'withdraw', toward: 'baseline' }, description: 'The Czechs fall back to their baseline once Reds enter the village; they return fire but start no fights.' },
    ],
    ...overrides,
  });
}
