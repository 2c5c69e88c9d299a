import type { Canvas } from './canvas.ts';
import { rect } from './canvas.ts';
import type { GroundScale } from './ground-scale.ts';
import { MUTED_TEXT, TEXT_COLOUR } from './map-style.ts';
import { inUnit, unitName, type DistanceUnit } from '../../../shared/core/distance-units.ts';

const NICE_INCHES = [48, 36, 24, 18, 12, 6, 3, 2, 1];
const NICE_CM = [100, 60, 50, 40, 30, 20, 10, 5, 2];
const NICE_METRES = [5000, 2500, 2000, 1000, 500, 250, 200, 100, 50, 25, 20, 10, 5];

/** The longest "nice" length whose bar fits in `maxWidth` points at `pointsPerUnit`. */
export function niceLength(candidates: readonly number[], pointsPerUnit: number, maxWidth: number): number | null {
  return candidates.find((c) => c * pointsPerUnit <= maxWidth) ?? null;
}

/**
 * Scale bars at (x, y), up to `maxWidth` wide: one in the rule set's table unit (inches, or centimetres for a rule
 * set that measures in them) and, when the rule set has a ground scale, one in metres of ground under it, with a
 * line naming the scale and where it comes from. Returns the height used.
 */
export function drawScaleBars(canvas: Canvas, x: number, y: number, maxWidth: number, ptPerInch: number, ground: GroundScale | null, size: number, unit: DistanceUnit = 'in'): number {
  const barH = size * 0.55;
  // Leave room after the bar for its unit.
  const room = maxWidth - size * 3.5;
  let at = y;
  const ptPerUnit = ptPerInch / inUnit(1, unit);
  const length = niceLength(unit === 'cm' ? NICE_CM : NICE_INCHES, ptPerUnit, room);
  if (length !== null) {
    const preferred = unit === 'cm' ? (length >= 50 ? 10 : length >= 10 ? 5 : 1) : length >= 12 ? 6 : length >= 3 ? 1 : length / 2;
    const step = tickStep(length, preferred, ptPerUnit, size);
    drawBar(canvas, x, at + size * 1.2, ptPerUnit, length, step, barH, size, unitName(unit));
    at += size * 1.2 + barH + size * 0.4;
  }
  if (ground) {
    const ptPerMetre = ptPerInch / ground.metresPerInch;
    const metres = niceLength(NICE_METRES, ptPerMetre, room);
    if (metres !== null) {
      const step = tickStep(metres, metres / (metres % 4 === 0 ? 4 : metres % 5 === 0 ? 5 : 2), ptPerMetre, size);
      drawBar(canvas, x, at + size * 1.2, ptPerMetre, metres, step, barH, size, 'metres');
      at += size * 1.2 + barH + size * 0.4;
    }
  }
  const note = ground ? `Ground scale: ${ground.note}.` : `Ground scale: the rule set gives none; distances are in table ${unitName(unit)}.`;
  canvas.text(note, { x, y: at + size * 0.2 }, { size: size * 0.85, italic: true, colour: MUTED_TEXT, baseline: 'top' });
  return at + size * 1.3 - y;
}

/** The preferred tick step, doubled (while it still divides the bar) until the tick labels stand clear of each other. */
export function tickStep(total: number, preferred: number, ptPerUnit: number, size: number): number {
  let step = preferred;
  while (step * ptPerUnit < size * 2.6 && step < total && total % (step * 2) === 0) step *= 2;
  return step * ptPerUnit < size * 2.6 ? total : step;
}

function drawBar(canvas: Canvas, x: number, y: number, ptPerUnit: number, total: number, step: number, h: number, size: number, unit: string): void {
  const segments = Math.round(total / step);
  for (let i = 0; i < segments; i++) {
    rect(canvas, { x: x + i * step * ptPerUnit, y, width: step * ptPerUnit, height: h }, {
      fill: { colour: i % 2 === 0 ? TEXT_COLOUR : '#ffffff' }, stroke: { colour: TEXT_COLOUR, width: 0.5 },
    });
  }
  const labelAt = (v: number) => x + v * ptPerUnit;
  for (let i = 0; i <= segments; i++) {
    canvas.text(format(i * step), { x: labelAt(i * step), y: y - size * 0.25 }, { size: size * 0.85, colour: TEXT_COLOUR, align: 'middle' });
  }
  canvas.text(unit, { x: labelAt(total) + size * 0.6, y: y + h / 2 }, { size: size * 0.85, colour: TEXT_COLOUR, baseline: 'middle' });
}

const format = (v: number): string => (Number.isInteger(v) ? String(v) : v.toFixed(1));
