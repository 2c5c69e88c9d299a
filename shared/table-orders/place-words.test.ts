import { describe, expect, it } from 'vitest';
import { TerrainIndex } from '../geometry/terrain-index.ts';
import type { TerrainFeature } from '../scenario/schema.ts';
import { placeWords, squarePlaceWords } from './place-words.ts';

const square = (x0: number, y0: number, x1: number, y1: number) => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
const terrain = [
  { id: 'wood', kind: 'area', type: 'woods', polygon: square(0, 0, 10, 10), label: 'birch wood' },
  { id: 'village', kind: 'area', type: 'built-up', polygon: square(20, 20, 40, 40), label: 'Lozovaya village' },
  { id: 'granary', kind: 'building', type: 'wood', x: 30, y: 30, width: 4, depth: 3, rotation: 0, label: 'granary' },
  { id: 'hedge', kind: 'line', type: 'hedge', points: [{ x: 0, y: 15 }, { x: 10, y: 15 }] },
  { id: 'road', kind: 'line', type: 'road', points: [{ x: 50, y: 0 }, { x: 50, y: 48 }], label: 'station road' },
  { id: 'track', kind: 'line', type: 'track', points: [{ x: 60, y: 0 }, { x: 60, y: 48 }], label: 'the Syzran road' },
  { id: 'trench', kind: 'line', type: 'trench', points: [{ x: 0, y: 30 }, { x: 10, y: 30 }], label: 'MG trench' },
  { id: 'height', kind: 'hill', steepness: 'gentle', height: 1, polygon: square(0, 40, 10, 47), label: 'Height 112' },
] as TerrainFeature[];
const index = new TerrainIndex(terrain, { width: 72, height: 48 });

describe('a table point in words', () => {
  it('names the smallest feature holding it', () => {
    expect(placeWords(index, { x: 5, y: 5 })).toBe('in the birch wood');
    expect(placeWords(index, { x: 25, y: 25 })).toBe('in the Lozovaya village');
    expect(placeWords(index, { x: 30, y: 30 })).toBe('in the granary');
    expect(placeWords(index, { x: 50, y: 10 })).toBe('on the station road');
  });

  it('"the" before a common name of ground, capitalised or not; none before a proper name (theName)', () => {
    expect(placeWords(index, { x: 5, y: 30 })).toBe('at the MG trench');
    expect(placeWords(index, { x: 5, y: 44 })).toBe('on Height 112');
  });

  it('takes a label that already begins with "the" as it is, never "the the"', () => {
    expect(placeWords(index, { x: 60, y: 10 })).toBe('on the Syzran road');
  });

  it('else gives the distance and the compass way from the nearest feature, unlabelled ones by their kind', () => {
    // Measured from the edge of the hedge, which is 0.5" wide.
    expect(placeWords(index, { x: 5, y: 18 })).toBe('2.8" north of the hedge');
    expect(placeWords(index, { x: 14, y: 2 })).toBe('4.0" east of the birch wood');
    expect(placeWords(index, { x: 43, y: 43 })).toBe('4.2" north-east of the Lozovaya village');
  });

  it('gives that distance in centimetres for a rule set that measures in them', () => {
    expect(placeWords(index, { x: 14, y: 2 }, 'cm')).toBe('10 cm east of the birch wood');
  });

  it('names the grid square on a table with no terrain', () => {
    expect(placeWords(new TerrainIndex([], { width: 72, height: 48 }), { x: 13, y: 2 })).toBe('in square C1');
  });

  it('names an aiming point by its grid square and the terrain around it, never by its coordinates', () => {
    expect(squarePlaceWords(index, { x: 14, y: 2 })).toBe('C1 (4.0" east of the birch wood)');
    expect(squarePlaceWords(index, { x: 30, y: 30 })).toBe('F6 (in the granary)');
    expect(squarePlaceWords(new TerrainIndex([], { width: 72, height: 48 }), { x: 47, y: 25.3 })).toBe('H5');
  });
});
