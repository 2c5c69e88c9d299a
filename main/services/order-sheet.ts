import PDFDocument from 'pdfkit';
import type { ApiResult, GameSnapshot } from '../../shared/api.ts';
import type { UnitView } from '../../shared/engine/ruleset.ts';
import { squareAt } from '../../shared/table-orders/grid.ts';
import { compassWord } from '../../shared/table-orders/compass.ts';

/**
 * One decision as the order sheet prints it: its instructions for the miniatures and the AI's reason (empty if
 * unknown, and for the results of the player's own action, whose lines say so: "After your move: …").
 */
export interface SheetOrder {
  side: 'red' | 'white';
  reason: string;
  lines: string[];
}

/** A4 portrait in points, with 15 mm margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 42.5 };
const SIZES = [11, 10, 9, 8, 7, 6] as const;

const centre = (u: UnitView) => ({ x: u.bases.reduce((a, b) => a + b.x, 0) / u.bases.length, y: u.bases.reduce((a, b) => a + b.y, 0) / u.bases.length });

/**
 * Where each unit on the table stands, by grid square and facing, side by side. Under fog of war the snapshot's table
 * is the player's side's (`buildSnapshot`): an enemy unit it has not seen is not on it, one seen once stands where it
 * was last seen (said so, with the turn), and the enemy's position markers are listed as markers, by their keys.
 */
export function positionRows(snapshot: Pick<GameSnapshot, 'view' | 'scenario'>): { side: 'red' | 'white'; text: string }[] {
  const units = snapshot.view.units
    .filter((u) => u.bases.length > 0)
    .map((u) => ({
      side: u.side,
      text: `${u.name}: ${squareAt(centre(u), snapshot.scenario.table)}, facing ${compassWord(u.bases[0]!.facing)}, ${u.strength.now} of ${u.strength.start} ${u.strength.start === 1 ? u.strength.unit.slice(0, -1) : u.strength.unit}${u.status === 'active' ? '' : ` (${u.status})`}${u.lastSeen ? ` (last seen on turn ${u.lastSeen.turn})` : ''}`,
    }));
  const markers = (snapshot.view.markers ?? []).map((m) => ({
    side: m.side,
    text: `${m.key} (${m.label}): ${squareAt(m.at, snapshot.scenario.table)}, facing ${compassWord(m.facing)}`,
  }));
  return [...units, ...markers];
}

/**
 * The printable order sheet: the orders for the turn (the AI's, and the results of the player's own actions) and
 * where every unit stands by grid square, on one A4 page for a player who keeps the tablet away from the table. The text shrinks until it fits on the page.
 */
export async function orderSheetPdf(snapshot: GameSnapshot, orders: readonly SheetOrder[]): Promise<Uint8Array> {
  const positions = positionRows(snapshot);
  const title = `${snapshot.scenario.title}: orders for turn ${snapshot.view.turn} of ${snapshot.view.turnLimit}`;
  const key = 'Squares as on the printed mat: 6" squares, columns lettered from the west edge, rows numbered from the south edge. Distances between the middles of a unit\'s bases, to the nearest inch; directions and facings to the nearest compass point, north being the mat\'s top edge.';
  const doc = new PDFDocument({ size: [PAGE.width, PAGE.height], margin: PAGE.margin, autoFirstPage: false, info: { Title: title, Creator: 'Tachanka', Producer: 'Tachanka (pdfkit)' } });
  const chunks: Uint8Array[] = [];
  const done = new Promise<void>((resolve, reject) => {
    doc.on('data', (c: Uint8Array) => chunks.push(c));
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.addPage();
  const width = PAGE.width - 2 * PAGE.margin;
  const room = PAGE.height - 2 * PAGE.margin - 30;
  const fits = (s: number, shown: readonly SheetOrder[]) => contentHeight(doc, s, width, shown, positions, key) <= room;
  const size = SIZES.find((s) => fits(s, orders)) ?? SIZES.at(-1)!;
  // Past the smallest size, the earliest orders give way (they were carried out first), and the sheet says so.
  let from = 0;
  while (from < orders.length && !fits(size, orders.slice(from))) from++;
  const shown = orders.slice(from);
  doc.font('Helvetica-Bold').fontSize(size + 5).text(title, { width });
  doc.font('Helvetica').fontSize(size - 1).fillColor('#444').text(key, { width }).fillColor('#000').moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(size + 2).text('Orders for the table', { width }).moveDown(0.2);
  if (orders.length === 0) doc.font('Helvetica').fontSize(size).text('No orders yet this turn.', { width });
  if (from > 0) doc.font('Helvetica-Oblique').fontSize(size).text(`The first ${from} orders of the turn do not fit on the page; the app lists them.`, { width });
  for (const [j, order] of shown.entries()) {
    const i = from + j;
    const side = snapshot.scenario.sides[order.side].name;
    const lines = order.lines.length > 0 ? order.lines : [`${side}: nothing to move`];
    for (const line of lines) doc.font('Helvetica-Bold').fontSize(size).text(`${i + 1}. ${line}`, { width });
    if (order.reason) doc.font('Helvetica-Oblique').fontSize(size - 1).text(`   Why: ${order.reason}`, { width });
    doc.moveDown(0.3);
  }
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(size + 2).text('Where every unit stands', { width }).moveDown(0.2);
  for (const sideId of ['red', 'white'] as const) {
    doc.font('Helvetica-Bold').fontSize(size).text(snapshot.scenario.sides[sideId].name, { width });
    for (const row of positions.filter((p) => p.side === sideId)) doc.font('Helvetica').fontSize(size).text(`  ${row.text}`, { width });
    doc.moveDown(0.3);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The height the sheet's text takes at a font size, so the sheet can pick the largest that fits one page. */
function contentHeight(doc: PDFKit.PDFDocument, size: number, width: number, orders: readonly SheetOrder[], positions: { text: string }[], key: string): number {
  const h = (font: string, s: number, text: string) => doc.font(font).fontSize(s).heightOfString(text, { width });
  let total = h('Helvetica-Bold', size + 5, 'Title') + h('Helvetica', size - 1, key) + 2 * h('Helvetica-Bold', size + 2, 'Heading') + 6 * size;
  for (const o of orders) {
    for (const line of o.lines.length > 0 ? o.lines : ['nothing to move']) total += h('Helvetica-Bold', size, `00. ${line}`);
    total += (o.reason ? h('Helvetica-Oblique', size - 1, `   Why: ${o.reason}`) : 0) + 0.3 * size;
  }
  for (const p of positions) total += h('Helvetica', size, `  ${p.text}`);
  return total + 2 * h('Helvetica-Bold', size, 'Side') + size;
}

/** The Api's order sheet: the live game's table as its player sees it, with the orders the renderer kept. */
export async function orderSheetFile(snapshot: ApiResult<GameSnapshot>, orders: readonly SheetOrder[]): Promise<ApiResult<{ fileName: string; mime: string; base64: string }>> {
  if (!snapshot.ok) return snapshot;
  const bytes = await orderSheetPdf(snapshot.value, orders);
  const fileName = `${snapshot.value.scenario.id}-turn-${snapshot.value.view.turn}-orders.pdf`;
  return { ok: true, value: { fileName, mime: 'application/pdf', base64: Buffer.from(bytes).toString('base64') } };
}
