import { describe, expect, it } from 'vitest';
import { sketchArrows } from './plan-sketch.ts';

describe("the AI's plan on the end summary's map", () => {
  it('draws each arrow north up through its points, its head at the aim pointing along the last leg', () => {
    const [arrow] = sketchArrows({
      side: 'red', title: 'Plan of Colonel Makhin (cautious): attack the village',
      arrows: [{ part: 'main', label: 'Main effort: 1st Company, straight at the village', points: [{ x: 10, y: 4 }, { x: 10, y: 34 }] }],
    }, { width: 48, height: 48 });
    // Table y 4 (near the south edge) is SVG y 44, near the bottom.
    expect(arrow!.path).toBe('M10 44 L10 14');
    // Heading north (up the SVG): the head's tip is at the aim, its base 2.2" below it.
    expect(arrow!.head).toBe('10,14 11.1,16.2 8.9,16.2');
    expect(arrow!.label).toBe('Main effort: 1st Company, straight at the village');
  });
});
