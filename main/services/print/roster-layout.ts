import type { Scenario } from '../../../shared/scenario/schema.ts';
import type { AnyRuleset } from '../../../shared/rulesets/registry.ts';
import type { Canvas, Rect } from './canvas.ts';
import { line } from './canvas.ts';
import { MUTED_TEXT, SIDE_COLOURS, TEXT_COLOUR } from './map-style.ts';
import { paperPt } from './paper.ts';
import { PdfBook } from './pdf-writer.ts';
import { MIME_TYPES, printFileName, type PrintFile, type PrintOptions } from './print-options.ts';
import type { PrintUnit } from './print-units.ts';
import { commandHeading, describeSpecialRule, describeVictory, rulesetCredit, sideHeading } from './scenario-text.ts';
import { tableBlocks } from './table-block.ts';
import { flowBlocks, type Block } from './text-flow.ts';
import { fitText, wrapText } from './text-metrics.ts';
import { unitCardBlock } from './unit-card.ts';
import { commandGroups } from '../../../shared/engine/command-groups.ts';
import { sizeText } from '../../../shared/core/distance-units.ts';

const MARGIN = 36;
const HEADER = 22;
const FOOTER = 18;
const GAP = 14;
const TEXT_SIZE = 7.5;
const MAX_PAGES = 80;

/** Roster sheets: a page (or more) per side with a card per unit, then the rule set's quick-reference tables. */
export async function renderRoster(scenario: Scenario, ruleset: AnyRuleset | undefined, units: readonly PrintUnit[], options: PrintOptions): Promise<PrintFile> {
  const page = paperPt(options.paper, 'portrait');
  const perPage = page.width > 700 ? 3 : 2;
  const columnW = (page.width - 2 * MARGIN - GAP * (perPage - 1)) / perPage;
  const columns: Rect[] = [];
  for (let p = 0; p < MAX_PAGES; p++) {
    for (let c = 0; c < perPage; c++) {
      columns.push({ x: MARGIN + c * (columnW + GAP), y: MARGIN + HEADER, width: columnW, height: page.height - 2 * MARGIN - HEADER - FOOTER });
    }
  }
  const flowed = flowBlocks(rosterBlocks(scenario, ruleset, units, perPage, columnW), columns, TEXT_SIZE);
  const pageCount = Math.max(1, Math.ceil(flowed.columnsUsed / perPage));
  const book = new PdfBook({ title: `${scenario.title}: rosters`, author: scenario.author, subject: 'Roster sheets and quick reference' });
  for (let p = 0; p < pageCount; p++) {
    const canvas = book.addPage(page.width, page.height);
    drawFrame(canvas, scenario, ruleset, p, pageCount);
    for (const item of flowed.placed) {
      if (Math.floor(item.column / perPage) === p) item.paint(canvas, columns[item.column]!, item.y, TEXT_SIZE);
    }
    if (p === pageCount - 1 && flowed.leftOver > 0) {
      canvas.text(`(${flowed.leftOver} more items did not fit in ${MAX_PAGES} pages)`, { x: MARGIN, y: page.height - MARGIN - FOOTER }, { size: TEXT_SIZE, italic: true, colour: MUTED_TEXT });
    }
  }
  return { fileName: printFileName(scenario, 'roster', 'pdf'), mime: MIME_TYPES.pdf, bytes: await book.finish() };
}

function drawFrame(canvas: Canvas, scenario: Scenario, ruleset: AnyRuleset | undefined, index: number, count: number): void {
  const width = canvas.width - 2 * MARGIN;
  canvas.text(fitText(`${scenario.title} · ${rulesetCredit(scenario, ruleset)}`, 8, width * 0.8, true), { x: MARGIN, y: MARGIN }, { size: 8, bold: true, colour: TEXT_COLOUR, baseline: 'top' });
  canvas.text(`Page ${index + 1} of ${count}`, { x: canvas.width - MARGIN, y: canvas.height - MARGIN }, { size: 7, colour: MUTED_TEXT, align: 'end' });
  line(canvas, { x: MARGIN, y: MARGIN + 12 }, { x: canvas.width - MARGIN, y: MARGIN + 12 }, { colour: TEXT_COLOUR, width: 0.6 });
}

function titleBlock(text: string, colour: string): Block {
  const lines = (width: number, size: number) => wrapText(text, size * 1.8, width, true);
  return {
    kind: 'drawn',
    height: (width, size) => lines(width, size).length * size * 2.2 + size * 0.6,
    draw: (canvas, at, size) => {
      const all = lines(at.width, size);
      all.forEach((t, i) => canvas.text(t, { x: at.x, y: at.y + i * size * 2.2 }, { size: size * 1.8, bold: true, colour, baseline: 'top' }));
      const underline = at.y + all.length * size * 2.2 + size * 0.1;
      line(canvas, { x: at.x, y: underline }, { x: at.x + at.width, y: underline }, { colour, width: 1 });
    },
  };
}

export function rosterBlocks(s: Scenario, ruleset: AnyRuleset | undefined, units: readonly PrintUnit[], perPage: number, columnW: number): Block[] {
  const blocks: Block[] = [];
  for (const side of ['red', 'white'] as const) {
    blocks.push({ kind: 'break', every: perPage }, titleBlock(`${sideHeading(s, side)}: roster`, SIDE_COLOURS[side]));
    if (s.sides[side].briefing.trim()) blocks.push({ kind: 'paragraph', text: s.sides[side].briefing, italic: true });
    const ownVictory = s.victory.filter((v) => v.winner === side);
    if (ownVictory.length > 0) {
      blocks.push({ kind: 'heading', text: 'To win' });
      for (const v of ownVictory) blocks.push({ kind: 'bullet', text: describeVictory(s, v), colour: SIDE_COLOURS[side] });
    }
    blocks.push({ kind: 'heading', text: 'Units' });
    const own = units.filter((u) => u.side === side);
    if (own.length === 0) blocks.push({ kind: 'paragraph', text: 'No units.', muted: true });
    // Rule sets that move units by commands (Wargame Wednesdays) print each command's cards under its name.
    for (const group of commandGroups(own)) {
      if (group.name !== null) blocks.push({ kind: 'heading', text: commandHeading(group.name), colour: SIDE_COLOURS[side] });
      for (const u of group.units) blocks.push(unitCardBlock(u));
    }
  }
  if (s.specialRules.length > 0) {
    blocks.push({ kind: 'heading', text: 'Special rules' });
    for (const r of s.specialRules) blocks.push({ kind: 'bullet', text: describeSpecialRule(r) });
  }
  blocks.push({ kind: 'break', every: perPage }, titleBlock(ruleset ? `Quick reference: ${ruleset.title}` : 'Quick reference', TEXT_COLOUR));
  if (!ruleset) {
    blocks.push({ kind: 'paragraph', text: `The rule set "${s.ruleset.id}" is not known to this copy of Tachanka.`, muted: true });
    return blocks;
  }
  blocks.push({ kind: 'paragraph', text: `${ruleset.title}${ruleset.author ? ` by ${ruleset.author}` : ''} (as automated by Tachanka, rules version ${ruleset.version}). ${ruleset.summary}`, muted: true });
  const used = new Set(units.map((u) => u.troopTypeId));
  const types = ruleset.troopTypes.filter((t) => used.has(t.id));
  if (types.length > 0) {
    blocks.push({ kind: 'heading', text: 'Troop types in this scenario' });
    const keys = [...new Set(types.flatMap((t) => Object.keys(t.stats)))];
    blocks.push(...tableBlocks(['Troop type', 'Bases', ...keys], types.map((t) => [t.name, sizeText(t.base.width, t.base.depth, ruleset.distanceUnit ?? 'in'), ...keys.map((k) => t.stats[k] ?? '–')]), columnW, TEXT_SIZE));
  }
  if (ruleset.tables.length === 0) blocks.push({ kind: 'paragraph', text: 'This rule set has no tables to print.', muted: true });
  for (const table of ruleset.tables) {
    blocks.push({ kind: 'heading', text: table.title }, { kind: 'paragraph', text: table.rule, muted: true, italic: true });
    blocks.push(...tableBlocks(table.columns, table.rows, columnW, TEXT_SIZE));
  }
  if (ruleset.notes.length > 0) {
    blocks.push({ kind: 'heading', text: 'Where the rules were silent' });
    for (const n of ruleset.notes) blocks.push({ kind: 'bullet', text: `${n.topic}: ${n.decision}` });
  }
  return blocks;
}
