import type { Scenario } from '../../../shared/scenario/schema.ts';
import type { SideId } from '../../../shared/scenario/terrain-kinds.ts';
import type { Canvas, Rect } from './canvas.ts';
import { rect, rectPath } from './canvas.ts';
import { fillPattern } from './area-patterns.ts';
import { strokeWidth } from './line-drawing.ts';
import { AREA_ORDER, AREA_STYLES, BUILDING_STYLES, HILL_STYLE, LINE_ORDER, LINE_STYLES, POINT_LABELS, SIDE_COLOURS, TEXT_COLOUR } from './map-style.ts';
import { drawPointSymbol, starPoints } from './point-drawing.ts';
import type { PrintUnit } from './print-units.ts';
import { type SymbolKind, drawUnitSymbol, symbolKindOf, TROOP_CLASS_LABELS } from './unit-symbols.ts';
import type { Block } from './text-flow.ts';
import { fitText } from './text-metrics.ts';

/** One legend row: a small sample drawn in a swatch box and what it means. */
interface LegendEntry {
  label: string;
  swatch: (canvas: Canvas, box: Rect, inkSaving: boolean) => void;
}

/** Legend entries for what this map actually shows, in the order a reader meets them. */
export function legendEntries(scenario: Scenario, units: readonly PrintUnit[]): LegendEntry[] {
  const entries: LegendEntry[] = [];
  const terrain = scenario.terrain;
  if (terrain.some((f) => f.kind === 'hill')) entries.push({ label: HILL_STYLE.label, swatch: hillSwatch });
  for (const type of AREA_ORDER) {
    if (!terrain.some((f) => f.kind === 'area' && f.type === type)) continue;
    const style = AREA_STYLES[type];
    entries.push({
      label: style.label,
      swatch: (c, box, ink) => {
        if (!ink) rect(c, box, { fill: { colour: style.fill } });
        fillPattern(c, [rectPath(box)], ink ? (style.inkPattern ?? style.pattern) : style.pattern, 0.8);
        rect(c, box, { stroke: { colour: style.edge, width: 0.6 } });
      },
    });
  }
  for (const type of ['stone', 'wood'] as const) {
    if (!terrain.some((f) => f.kind === 'building' && f.type === type)) continue;
    const style = BUILDING_STYLES[type];
    entries.push({ label: style.label, swatch: (c, box, ink) => rect(c, { x: box.x + box.width * 0.25, y: box.y + 1, width: box.width * 0.5, height: box.height - 2 }, { ...(ink ? {} : { fill: { colour: style.fill } }), stroke: { colour: style.edge, width: 0.6 } }) });
  }
  for (const type of LINE_ORDER) {
    if (!terrain.some((f) => f.kind === 'line' && f.type === type)) continue;
    const style = LINE_STYLES[type];
    entries.push({
      label: style.label,
      swatch: (c, box, ink) => {
        const path = [{ x: box.x, y: box.y + box.height / 2 }, { x: box.x + box.width, y: box.y + box.height / 2 }];
        for (const s of style.strokes) {
          if ((s.fillOnly && ink) || (s.inkOnly && !ink)) continue;
          c.path([path], false, { stroke: { colour: s.colour, width: Math.min(strokeWidth(s, box.height * 0.6), box.height), ...(s.dash ? { dash: s.dash } : {}), ...(s.cap ? { cap: s.cap } : {}) } });
        }
        if (style.marks) c.path([[{ x: box.x + box.width / 2, y: box.y + box.height / 2 }, { x: box.x + box.width / 2, y: box.y + box.height / 2 + 3 }]], false, { stroke: { colour: style.marks.colour, width: 0.6 } });
      },
    });
  }
  for (const type of ['ford', 'bridge', 'station', 'train', 'entry'] as const) {
    if (!terrain.some((f) => f.kind === 'point' && f.type === type)) continue;
    entries.push({ label: POINT_LABELS[type], swatch: (c, box, ink) => drawPointSymbol(c, type, centre(box), box.height * 0.45, { reach: 0, along: { x: 1, y: 0 }, inkSaving: ink }) });
  }
  if (scenario.victory.some((v) => v.type === 'clear-area' || v.type === 'hold-area') || terrain.some((f) => f.kind === 'point' && f.type === 'objective')) {
    entries.push({ label: 'Objective', swatch: (c, box, ink) => c.path([starPoints(centre(box), box.height * 0.55, box.height * 0.23)], true, { fill: { colour: ink ? '#ffffff' : '#f2c230' }, stroke: { colour: '#7a1020', width: 0.7 } }) });
  }
  for (const side of ['red', 'white'] as const) {
    if (scenario.deployment.some((z) => z.side === side)) entries.push({ label: `${scenario.sides[side].name} deployment zone`, swatch: deploymentSwatch(side) });
  }
  const classes = new Map<SymbolKind, SideId>();
  for (const u of units) if (!classes.has(symbolKindOf(u))) classes.set(symbolKindOf(u), u.side);
  for (const [troopClass, side] of classes) {
    entries.push({ label: TROOP_CLASS_LABELS[troopClass], swatch: (c, box, ink) => drawUnitSymbol(c, centre(box), box.height * 1.3, troopClass, side, { inkSaving: ink }) });
  }
  return entries;
}

const centre = (box: Rect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

function hillSwatch(c: Canvas, box: Rect, ink: boolean): void {
  const ring = (k: number) => {
    const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
    return Array.from({ length: 16 }, (_, i) => {
      const a = (i * Math.PI) / 8;
      return { x: cx + Math.cos(a) * (box.width / 2) * k, y: cy + Math.sin(a) * (box.height / 2) * k };
    });
  };
  c.path([ring(1)], true, { ...(ink ? {} : { fill: { colour: HILL_STYLE.fill } }), stroke: { colour: HILL_STYLE.contour, width: 0.8 } });
  c.path([ring(0.6), ring(0.25)], true, { stroke: { colour: HILL_STYLE.contour, width: 0.45 } });
}

function deploymentSwatch(side: SideId) {
  return (c: Canvas, box: Rect) => {
    fillPattern(c, [rectPath(box)], { kind: 'hatch', angle: side === 'red' ? 45 : -45, spacing: 3, colour: SIDE_COLOURS[side], width: 0.4 }, 1);
    rect(c, box, { stroke: { colour: SIDE_COLOURS[side], width: 0.9, dash: [3, 2] } });
  };
}

/** The legend as a flowing block: rows of swatch and label, in two columns when the column is wide enough. */
export function legendBlock(entries: readonly LegendEntry[], inkSaving: boolean): Block {
  const layout = (width: number, size: number) => {
    const columns = width > size * 30 ? 2 : 1;
    const rowH = size * 1.7;
    return { columns, rowH, rows: Math.ceil(entries.length / columns) };
  };
  return {
    kind: 'drawn',
    height: (width, size) => layout(width, size).rows * layout(width, size).rowH,
    draw: (canvas, at, size) => {
      const { columns, rowH, rows } = layout(at.width, size);
      const colW = at.width / columns;
      entries.forEach((e, i) => {
        const col = Math.floor(i / rows);
        const row = i % rows;
        const box = { x: at.x + col * colW, y: at.y + row * rowH + size * 0.2, width: size * 2.4, height: size * 1.3 };
        e.swatch(canvas, box, inkSaving);
        const room = colW - box.width - size * 1.2;
        canvas.text(fitText(e.label, size, room), { x: box.x + box.width + size * 0.6, y: box.y + box.height / 2 }, { size, colour: TEXT_COLOUR, baseline: 'middle' });
      });
    },
  };
}
