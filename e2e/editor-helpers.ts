import { expect, type Page } from '@playwright/test';

export interface TablePoint {
  x: number;
  y: number;
}

/** Screen position of a table point in the editor's top-down view, measured from the pointer readout. */
export type TableToScreen = (p: TablePoint) => { x: number; y: number };

async function tableUnder(page: Page, sx: number, sy: number): Promise<TablePoint> {
  await page.mouse.move(sx, sy);
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

/** Clicks the table at each point in turn (the editor snaps them to its grid). */
export async function clickTable(page: Page, at: TableToScreen, points: readonly TablePoint[]): Promise<void> {
  for (const p of points) {
    const s = at(p);
    await page.mouse.click(s.x, s.y);
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
