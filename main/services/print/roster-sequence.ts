import type { Scenario } from '../../../shared/scenario/schema.ts';
import { getRuleset } from '../../../shared/rulesets/registry.ts';
import { rosterBlocks } from './roster-layout.ts';
import { printUnits } from './print-units.ts';
import type { Canvas } from './canvas.ts';

/**
 * A printed roster read in order, for tests: each heading by its text, each unit card by the first text it draws
 * (the unit's name), two columns of 250 points.
 */
export function rosterSequence(s: Scenario): string[] {
  const ruleset = getRuleset(s.ruleset.id);
  const read: string[] = [];
  const canvas: Canvas = { width: 600, height: 800, path: () => {}, circle: () => {}, clipped: (_r, draw) => draw(), text: (t) => { read.push(t); } };
  return rosterBlocks(s, ruleset, printUnits(s, ruleset), 2, 250).flatMap((b) => {
    if (b.kind === 'heading') return [b.text];
    if (b.kind !== 'drawn') return [];
    read.length = 0;
    b.draw(canvas, { x: 0, y: 0, width: 250, height: 200 }, 7.5);
    return [read[0] ?? ''];
  });
}
