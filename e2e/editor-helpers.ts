import { expect, type Page } from '@playwright/test';

export interface TablePoint {
  x: number;
  y: number;
}

/** Screen position of a table point in the editor's top-down view, measured from the pointer readout. */
export type TableToScreen = (p: TablePoint) => { x: number; y: number };

async function tableUnder(page: Page, sx: number, sy: number): Promise<TablePoint> {
  await page.mouse.move(sx, sy);
  // The readout follows the pointer once the move is handled and drawn: read it after two frames, not before
  // (it would still show where the pointer was).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))));
  const readout = page.getByTestId('pointer-readout');
  await expect(readout).not.toHaveAttribute('data-x', '');
  return { x: Number(await readout.getAttribute('data-x')), y: Number(await readout.getAttribute('data-y')) };
}

/**
 * The top-down view maps the table to the screen by a scale and an offset on each axis (y flipped). Two
 * probes with the pointer, read back from the editor's pointer readout, give both.
 */
export async function calibrateTopView(page: Page): Promise<TableToScreen> {
  const box = await page.getByTestId('editor-canvas').boundingBox();
  if (!box) throw new Error('no editor canvas');
  const a = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.3 };
  const b = { x: box.x + box.width * 0.7, y: box.y + box.height * 0.7 };
  const ta = await tableUnder(page, a.x, a.y);
  const tb = await tableUnder(page, b.x, b.y);
  const kx = (b.x - a.x) / (tb.x - ta.x);
  const ky = (b.y - a.y) / (tb.y - ta.y);
  return (p) => ({ x: a.x + (p.x - ta.x) * kx, y: a.y + (p.y - ta.y) * ky });
}

/** How far off, in inches, the pointer may read from the point a click is meant for (the grid snaps it). */
const POINTER_SLACK = 0.5;

/**
 * Clicks the table at each point in turn (the editor snaps them to its grid). The pointer is first put there and
 * its readout checked, so no click lands where the pointer was a moment before; where the pointer does not read
 * the point (the view has re-fitted since `at` was measured), the mapping is measured again.
 */
export async function clickTable(page: Page, at: TableToScreen, points: readonly TablePoint[]): Promise<void> {
  let map = at;
  for (const p of points) {
    let s = map(p);
    let under = await tableUnder(page, s.x, s.y);
    if (Math.hypot(under.x - p.x, under.y - p.y) > POINTER_SLACK) {
      map = await calibrateTopView(page);
      s = map(p);
      under = await tableUnder(page, s.x, s.y);
    }
    if (Math.hypot(under.x - p.x, under.y - p.y) > POINTER_SLACK) throw new Error(`the pointer reads (${under.x}, ${under.y}) on the table, not (${p.x}, ${p.y})`);
    await page.mouse.down();
    await page.mouse.up();
  }
}

/** Arms a terrain tool from the Table panel's palette. */
export async function armTool(page: Page, label: string): Promise<void> {
  await page.locator('#editor-tab-table').click();
  await page.getByRole('group', { name: /Areas|Buildings and hills|Lines|Points/ }).getByRole('button', { name: label, exact: true }).click();
}

/** Fills a field that commits on change (one undo step), and leaves it so the change lands. */
export async function commitField(page: Page, testId: string, value: string): Promise<void> {
  const field = page.getByTestId(testId);
  await field.fill(value);
  await field.press('Tab');
}
