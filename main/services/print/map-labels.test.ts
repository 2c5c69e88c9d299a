import { describe, expect, it } from 'vitest';
import komuchJson from '../../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import kamenkaJson from '../../../scenarios/kamenka-crossroads.tachanka.json' with { type: 'json' };
import stationJson from '../../../scenarios/station-raid.tachanka.json' with { type: 'json' };
import { validateScenario } from '../../../shared/scenario-checks/validate.ts';
import { getRuleset } from '../../../shared/rulesets/registry.ts';
import type { Canvas, Rect, TextStyle } from './canvas.ts';
import { prepareTerrain, type MapContext } from './map-context.ts';
import { printUnits } from './print-units.ts';
import { drawTableMap, OVERVIEW_LOOK } from './table-map.ts';
import { textWidth } from './text-metrics.ts';
import { printSampleScenario } from './sample-scenario.ts';
import type { Scenario } from '../../../shared/scenario/schema.ts';

interface Lettered { text: string; box: Rect }

/** The box a text covers as the canvas is asked to draw it (height: the text size, caps and descenders). */
function boxOf(text: string, at: { x: number; y: number }, style: TextStyle): Rect {
  const width = textWidth(text, style.size, style.bold === true);
  const x = style.align === 'middle' ? at.x - width / 2 : style.align === 'end' ? at.x - width : at.x;
  const h = style.size;
  const y = style.baseline === 'top' ? at.y : style.baseline === 'middle' ? at.y - h / 2 : at.y - h * 0.8;
  return { x, y, width, height: h };
}

/** Every text the briefing map letters over the table, with its box. */
function mapLettering(scenario: Scenario): Lettered[] {
  const lettered: Lettered[] = [];
  const canvas: Canvas = {
    width: 2000, height: 2000, path: () => {}, circle: () => {}, clipped: (_r, draw) => draw(),
    text: (text, at, style) => { lettered.push({ text, box: boxOf(text, at, style) }); },
  };
  // the overview's own scale for a 72" table on A4 landscape, about 7.3 pt an inch
  const frame = { scale: 7.3, left: 40, top: 60, table: scenario.table };
  const ctx: MapContext = { scenario, frame, inkSaving: false, patternScale: 1, ...prepareTerrain(scenario) };
  drawTableMap(canvas, ctx, printUnits(scenario, getRuleset(scenario.ruleset.id)), OVERVIEW_LOOK);
  return lettered;
}

/** Pairs of labels whose boxes overlap by more than a hair. */
function clashes(lettered: readonly Lettered[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lettered.length; i++) {
    for (let j = i + 1; j < lettered.length; j++) {
      const a = lettered[i]!.box, b = lettered[j]!.box;
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (w > 0.5 && h > 0.5) out.push(`"${lettered[i]!.text}" × "${lettered[j]!.text}"`);
    }
  }
  return out;
}

const bundled = (json: unknown): Scenario => {
  const r = validateScenario(json);
  if (!r.ok) throw new Error(r.error[0]!.message);
  return r.value;
};

describe('the briefing map\'s lettering', () => {
  it('places no label over another in the Komuch village, where the village crowds names together', () => {
    const lettered = mapLettering(bundled(komuchJson));
    expect(lettered.map((l) => l.text)).toEqual(expect.arrayContaining(['church', '2nd People\'s Army company', 'Komuch Maxim', 'Objective: Red Army to clear the village']));
    expect(clashes(lettered)).toEqual([]);
  });

  it('places no label over another on the other bundled maps and the print sample', () => {
    for (const s of [bundled(kamenkaJson), bundled(stationJson), printSampleScenario()]) {
      expect(clashes(mapLettering(s)), s.title).toEqual([]);
    }
  });
});
