import type { Scenario } from '../../../shared/scenario/schema.ts';
import type { AnyRuleset } from '../../../shared/rulesets/registry.ts';
import type { Canvas, Rect } from './canvas.ts';
import { line } from './canvas.ts';
import { groundScale } from './ground-scale.ts';
import { drawEdgeCaptions, drawGridMarginLabels } from './grid-drawing.ts';
import { legendBlock, legendEntries } from './legend.ts';
import type { MapContext, PreparedTerrain } from './map-context.ts';
import type { MapFrame } from './map-frame.ts';
import { MUTED_TEXT, SIDE_COLOURS, TEXT_COLOUR } from './map-style.ts';
import { paperPt, type Orientation, type PaperSize, type Size } from './paper.ts';
import type { PrintUnit } from './print-units.ts';
import { drawScaleBars } from './scale-bar.ts';
import { commandHeading, describeSpecialRule, describeVictory, orderOfBattleLine, rulesetCredit, scenarioFacts, sideHeading } from './scenario-text.ts';
import { commandGroups } from '../../../shared/engine/command-groups.ts';
import { fitBlocks, flowBlocks, paintFlowed, sizeLadder, type Block } from './text-flow.ts';
import { drawTableMap, OVERVIEW_LOOK } from './table-map.ts';
import { fitText } from './text-metrics.ts';

const MARGIN = 24;
const TITLE_H = 44;
const GAP = 14;
const SCALE_BAR_H = 46;
/** Room around the table for grid letters and edge captions. */
const PAD = { left: 30, right: 30, top: 28, bottom: 28 };

export interface OverviewPlan {
  orientation: Orientation;
  page: Size;
  frame: MapFrame;
  scaleBar: Rect;
  textColumns: Rect[];
}

/** Text sizes the briefing may take, largest first; below `READABLE` the layout gives the text more room. */
const TEXT_SIZES = sizeLadder(8, 5);
const READABLE = 6.5;

/**
 * Lays the page out both ways and keeps the orientation that prints the table larger. In each, the text gets
 * the smallest share of the page at which it still fits at a readable size.
 */
export function planOverview(table: { width: number; height: number }, paper: PaperSize, blocks: readonly Block[] = []): OverviewPlan {
  const choose = (orientation: Orientation) => {
    const shares = [0.2, 0.24, 0.28, 0.32, 0.36];
    for (const share of shares) {
      const plan = planOriented(table, paper, orientation, share);
      if (flowBlocks(blocks, plan.textColumns, READABLE).leftOver === 0) return plan;
    }
    return planOriented(table, paper, orientation, shares[shares.length - 1]!);
  };
  const portrait = choose('portrait');
  const landscape = choose('landscape');
  const close = Math.abs(portrait.frame.scale - landscape.frame.scale) / Math.max(portrait.frame.scale, landscape.frame.scale) < 0.02;
  if (close) return table.width >= table.height ? landscape : portrait;
  return portrait.frame.scale > landscape.frame.scale ? portrait : landscape;
}

function planOriented(table: { width: number; height: number }, paper: PaperSize, orientation: Orientation, textShare: number): OverviewPlan {
  const page = paperPt(paper, orientation);
  const top = MARGIN + TITLE_H;
  const contentW = page.width - 2 * MARGIN;
  const contentH = page.height - MARGIN - top;
  if (orientation === 'landscape') {
    const sideW = Math.max(170, contentW * textShare);
    const scale = Math.min((contentW - sideW - GAP - PAD.left - PAD.right) / table.width, (contentH - SCALE_BAR_H - PAD.top - PAD.bottom) / table.height);
    const usedW = table.width * scale + PAD.left + PAD.right;
    const frame = { scale, left: MARGIN + PAD.left, top: top + PAD.top, table };
    const sidebar = { x: MARGIN + usedW + GAP, y: top, width: contentW - usedW - GAP, height: contentH };
    const scaleBar = { x: frame.left, y: top + PAD.top + table.height * scale + PAD.bottom, width: table.width * scale, height: SCALE_BAR_H };
    return { orientation, page, frame, scaleBar, textColumns: columnsOf(sidebar, sidebar.width > 380 ? 2 : 1) };
  }
  const textH = Math.max(150, contentH * textShare);
  const scale = Math.min((contentW - PAD.left - PAD.right) / table.width, (contentH - textH - SCALE_BAR_H - PAD.top - PAD.bottom) / table.height);
  const mapW = table.width * scale;
  const frame = { scale, left: MARGIN + (contentW - mapW) / 2, top: top + PAD.top, table };
  const scaleBar = { x: frame.left, y: top + PAD.top + table.height * scale + PAD.bottom, width: mapW, height: SCALE_BAR_H };
  const textTop = scaleBar.y + SCALE_BAR_H;
  const textBox = { x: MARGIN, y: textTop, width: contentW, height: page.height - MARGIN - textTop };
  return { orientation, page, frame, scaleBar, textColumns: columnsOf(textBox, contentW > 700 ? 3 : 2) };
}

function columnsOf(box: Rect, count: number): Rect[] {
  const w = (box.width - GAP * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => ({ x: box.x + i * (w + GAP), y: box.y, width: w, height: box.height }));
}

export interface OverviewInput {
  scenario: Scenario;
  ruleset: AnyRuleset | undefined;
  units: readonly PrintUnit[];
  terrain: PreparedTerrain;
  inkSaving: boolean;
}

/** The briefing map: title, the table with legend and scale, and the briefing and order of battle beside it. */
export function drawOverview(canvas: Canvas, input: OverviewInput, plan: OverviewPlan): void {
  const { scenario } = input;
  const ctx: MapContext = { scenario, frame: plan.frame, inkSaving: input.inkSaving, patternScale: 1, ...input.terrain };
  drawTitle(canvas, input, plan.page);
  drawTableMap(canvas, ctx, input.units, OVERVIEW_LOOK);
  drawGridMarginLabels(canvas, ctx, 6.5, 8);
  drawEdgeCaptions(canvas, ctx, 7, 20);
  const ruleset = input.ruleset;
  drawScaleBars(canvas, plan.scaleBar.x, plan.scaleBar.y, Math.min(plan.scaleBar.width, 320), plan.frame.scale, groundScale(ruleset), 7, ruleset?.distanceUnit);
  const fitted = fitBlocks(briefingBlocks(input), plan.textColumns, TEXT_SIZES);
  paintFlowed(canvas, fitted.flowed, plan.textColumns, fitted.size);
  if (fitted.flowed.leftOver > 0) {
    const last = plan.textColumns[plan.textColumns.length - 1]!;
    canvas.text('(continued on the roster sheets)', { x: last.x, y: last.y + last.height }, { size: fitted.size, italic: true, colour: MUTED_TEXT });
  }
}

function drawTitle(canvas: Canvas, input: OverviewInput, page: Size): void {
  const width = page.width - 2 * MARGIN;
  canvas.text(fitText(input.scenario.title, 18, width, true), { x: MARGIN, y: MARGIN }, { size: 18, bold: true, colour: TEXT_COLOUR, baseline: 'top' });
  // The table and length first: a long rule set credit is what gets cut when the line is too long.
  const sub = `${scenarioFacts(input.scenario, input.ruleset?.distanceUnit)} · ${rulesetCredit(input.scenario, input.ruleset)}`;
  canvas.text(fitText(sub, 8.5, width), { x: MARGIN, y: MARGIN + 24 }, { size: 8.5, colour: MUTED_TEXT, baseline: 'top' });
  line(canvas, { x: MARGIN, y: MARGIN + TITLE_H - 8 }, { x: page.width - MARGIN, y: MARGIN + TITLE_H - 8 }, { colour: TEXT_COLOUR, width: 0.8 });
}

export function briefingBlocks(input: OverviewInput): Block[] {
  const { scenario: s, units } = input;
  const blocks: Block[] = [{ kind: 'heading', text: 'Legend' }, legendBlock(legendEntries(s, units), input.inkSaving)];
  if (s.description.trim()) blocks.push({ kind: 'heading', text: 'Situation' }, { kind: 'paragraph', text: s.description });
  for (const side of ['red', 'white'] as const) {
    blocks.push({ kind: 'heading', text: sideHeading(s, side), colour: SIDE_COLOURS[side] });
    if (s.sides[side].briefing.trim()) blocks.push({ kind: 'paragraph', text: s.sides[side].briefing, italic: true });
    for (const group of commandGroups(units.filter((x) => x.side === side))) {
      if (group.name !== null) blocks.push({ kind: 'paragraph', text: `${commandHeading(group.name)}:`, italic: true });
      for (const u of group.units) blocks.push({ kind: 'bullet', text: orderOfBattleLine(u), colour: SIDE_COLOURS[side] });
    }
  }
  if (s.victory.length > 0) {
    blocks.push({ kind: 'heading', text: 'Victory' });
    for (const v of s.victory) blocks.push({ kind: 'bullet', text: describeVictory(s, v), colour: SIDE_COLOURS[v.winner] });
  }
  if (s.specialRules.length > 0) {
    blocks.push({ kind: 'heading', text: 'Special rules' });
    for (const r of s.specialRules) blocks.push({ kind: 'bullet', text: describeSpecialRule(r) });
  }
  const r = input.ruleset;
  blocks.push({ kind: 'heading', text: 'Rule set' }, {
    kind: 'paragraph', muted: true,
    text: r ? `${r.title}${r.author ? ` by ${r.author}` : ''}, as automated by Tachanka (rules version ${r.version}). ${r.scale && r.scale !== 'none' ? `Scale: ${r.scale}.` : ''}` : `${s.ruleset.id} (unknown rule set)`,
  });
  return blocks;
}
