import { describe, expect, it } from 'vitest';
import { row, rvrScenario, stateOf, unitOf } from '../test-fixtures.ts';
import { sighting } from './sighting.ts';

const box = (id: string, type: 'woods' | 'built-up', x0: number, y0: number, x1: number, y1: number) =>
  ({ id, kind: 'area' as const, type, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] });

/** Reds at the south, a wood 10" deep across the middle, Whites beyond it, inside its near edge and in the open. */
function wood() {
  return stateOf(rvrScenario(
    [{ id: 'reds', troopType: 'red-infantry', at: row(3, 20, 5) }],
    [
      { id: 'beyond', troopType: 'peoples-army', at: row(3, 20, 30) },
      { id: 'edge', troopType: 'peoples-army', at: row(2, 30, 13) },
      { id: 'open', troopType: 'peoples-army', at: row(2, 4, 5) },
    ],
    { terrain: [box('wood', 'woods', 0, 12, 48, 22)] },
  ));
}

describe('Reds versus Reds fog of war: what a side knows', () => {
  it('"Scrub or Open Woods: Line of sight is blocked by 4 inches": troops beyond 10″ of wood are not seen, those 1″ inside it are', () => {
    const s = wood();
    expect(sighting(s, 'red')).toEqual({ seen: ['edge', 'open'], markers: [] });
    expect(sighting(s, 'white').seen).toEqual(['reds']);
  });

  it('"Any line of sight passing through more than 3 inches of the terrain piece is blocked": a village hides what stands deep in it', () => {
    const s = stateOf(rvrScenario(
      [{ id: 'reds', troopType: 'red-infantry', at: row(2, 20, 5) }],
      [{ id: 'deep', troopType: 'peoples-army', at: row(2, 20, 16) }, { id: 'rim', troopType: 'peoples-army', at: row(2, 30, 11) }],
      { terrain: [box('village', 'built-up', 10, 10, 40, 30)] },
    ));
    expect(sighting(s, 'red').seen).toEqual(['rim']);
  });

  it('"The whole of a routed unit is immediately removed from the table": routed and destroyed units are known as lost, wherever they stood', () => {
    const s = wood();
    const beyond = unitOf(s, 'beyond');
    beyond.status = 'routed';
    beyond.figures = [];
    expect(sighting(s, 'red').seen).toEqual(['beyond', 'edge', 'open']);
  });
});
