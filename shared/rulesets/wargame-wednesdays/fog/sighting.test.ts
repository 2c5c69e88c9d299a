import { describe, expect, it } from 'vitest';
import { deployedState, unitOf, woods, wwScenario } from '../test-fixtures.ts';
import { sighting } from './sighting.ts';

/** Reds south of a wood 10" deep; Whites deep in it, at its near edge, and in the open to the west. */
function wooded() {
  return deployedState(wwScenario(
    [{ id: 'reds', troopType: 'red-infantry', command: 'a', x: 30, y: 5, stands: 2 }],
    [
      { id: 'deep', troopType: 'white-infantry', command: 'a', x: 30, y: 20, stands: 2 },
      { id: 'edge', troopType: 'white-infantry', command: 'a', x: 40, y: 12.5, stands: 2 },
      { id: 'open', troopType: 'white-infantry', command: 'b', x: 5, y: 5, stands: 2 },
    ], [woods('wood', 0, 12, 72, 22)]));
}

describe('Wargame Wednesdays fog of war: what a side knows', () => {
  it('"Units under cover may fire out of cover, if they are at he edge of that cover": the wood\'s edge is seen, its depths are not', () => {
    const s = wooded();
    expect(sighting(s, 'red')).toEqual({ seen: ['edge', 'open'], markers: [] });
    expect(sighting(s, 'white').seen).toEqual(['reds']);
  });

  it('an enemy within 2" is always known (Tachanka\'s decision), deep in the wood too', () => {
    const s = wooded();
    const reds = unitOf(s, 'reds');
    reds.stands = reds.stands.map((st) => ({ ...st, y: 17.5 }));
    expect(sighting(s, 'red').seen).toContain('deep');
    reds.stands = reds.stands.map((st) => ({ ...st, y: 16.5 }));
    expect(sighting(s, 'red').seen).not.toContain('deep');
  });

  it('"First player sets out one whole command": a command not yet set up is not known; routed off and destroyed units are known as lost', () => {
    const s = wooded();
    unitOf(s, 'open').status = 'undeployed';
    expect(sighting(s, 'red').seen).toEqual(['edge']);
    unitOf(s, 'deep').status = 'routed';
    expect(sighting(s, 'red').seen).toEqual(['deep', 'edge']);
  });
});
