import { SCENARIO_FORMAT_VERSION, ScenarioSchema, type Scenario } from '../../shared/scenario/schema.ts';

/**
 * A table with every kind of terrain the scene draws, for screenshots and eyeballing: hills gentle and
 * steep, woods, dense woods, scrub, a village with a church and grown houses, fields, marsh, rough ground,
 * a road and a track, a railway with a station, a river with a bridge and a ford, a stream, hedges, a
 * wall, a trench line with wire, objectives and an entry point.
 */
export function showcaseScenario(): Scenario {
  const p = (x: number, y: number) => ({ x, y });
  return ScenarioSchema.parse({
    format: 'tachanka-scenario',
    formatVersion: SCENARIO_FORMAT_VERSION,
    id: 'showcase',
    title: 'Showcase',
    table: { width: 72, height: 48 },
    ruleset: { id: 'duel-test' },
    attacker: 'red',
    turnLimit: 10,
    terrain: [
      { id: 'hill-ne', kind: 'hill', height: 2, steepness: 'gentle', polygon: [p(50, 26), p(64, 25), p(69, 33), p(62, 40), p(50, 38), p(46, 31)] },
      { id: 'hill-w', kind: 'hill', height: 1.2, steepness: 'steep', polygon: [p(4, 22), p(14, 20), p(16, 28), p(8, 31), p(3, 28)] },
      { id: 'wood', kind: 'area', type: 'woods', polygon: [p(2, 33), p(14, 32), p(18, 40), p(12, 45), p(3, 44)] },
      { id: 'dense', kind: 'area', type: 'dense-woods', polygon: [p(52, 28), p(60, 28), p(62, 34), p(55, 36)] },
      { id: 'scrub', kind: 'area', type: 'scrub', polygon: [p(60, 10), p(70, 9), p(70, 18), p(62, 19)] },
      { id: 'village', kind: 'area', type: 'built-up', label: 'Ivanovka', polygon: [p(24, 26), p(42, 25), p(44, 38), p(26, 40)] },
      { id: 'fields', kind: 'area', type: 'fields', polygon: [p(20, 8), p(34, 7), p(35, 17), p(21, 18)] },
      { id: 'marsh', kind: 'area', type: 'marsh', polygon: [p(40, 8), p(50, 8), p(51, 14), p(42, 16)] },
      { id: 'rough', kind: 'area', type: 'rough', polygon: [p(4, 8), p(13, 7), p(15, 14), p(6, 15)] },
      { id: 'church', kind: 'building', type: 'stone', x: 21, y: 37, width: 3.5, depth: 5, rotation: 0, label: 'Church' },
      { id: 'road', kind: 'line', type: 'road', points: [p(0, 31), p(20, 31.5), p(46, 31), p(72, 33)] },
      { id: 'track', kind: 'line', type: 'track', points: [p(34, 0), p(34.5, 18), p(33, 25), p(34, 31)] },
      { id: 'rail', kind: 'line', type: 'railway', points: [p(0, 45), p(72, 43)] },
      { id: 'station', kind: 'point', type: 'station', x: 44, y: 41.5, label: 'Station' },
      { id: 'river', kind: 'line', type: 'river', points: [p(0, 20), p(16, 19), p(30, 21), p(46, 19), p(72, 21)] },
      { id: 'bridge', kind: 'point', type: 'bridge', x: 34.3, y: 20.6 },
      { id: 'ford', kind: 'point', type: 'ford', x: 58, y: 20 },
      { id: 'brook', kind: 'line', type: 'stream-small', points: [p(64, 48), p(66, 40), p(64, 30), p(66, 21)] },
      { id: 'hedge', kind: 'line', type: 'hedge', points: [p(20, 18.2), p(35, 17.2)] },
      { id: 'wall', kind: 'line', type: 'wall', points: [p(24, 25), p(42, 24)] },
      { id: 'trench', kind: 'line', type: 'trench', points: [p(46, 24), p(50, 23.5), p(54, 24.5), p(60, 23.8)] },
      { id: 'wire', kind: 'line', type: 'wire', points: [p(46, 22.3), p(60, 22.2)] },
      { id: 'obj-village', kind: 'point', type: 'objective', x: 30, y: 32, label: 'Village square' },
      { id: 'obj-hill', kind: 'point', type: 'objective', x: 60, y: 36, label: 'Windmill hill' },
      { id: 'entry', kind: 'point', type: 'entry', x: 0.8, y: 10, label: 'Reinforcements' },
    ],
    sides: {
      red: { name: 'Reds', baseline: 'south', units: [] },
      white: { name: 'Whites', baseline: 'north', units: [] },
    },
    victory: [{ type: 'turn-limit', winner: 'white' }],
  });
}
