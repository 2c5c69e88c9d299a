import type { Page } from '@playwright/test';
import { withAppInChromium } from './app-in-chromium.ts';
import { armClock, waitForQuiet } from './frame-clock.ts';
import { type Figure, median } from './figure.ts';

/**
 * How long the editor takes to show an edit on the table (issue: each edit rebuilt the whole 3D table, 2–3 s in
 * software WebGL). Builds the renderer into a temporary folder, serves it with the real services on a free port,
 * opens an editable copy of the Komuch village in Debian's Chromium and nudges, with Shift+arrow keys, a unit, a
 * house and the birch wood (a wood also repaints the felt and replants its trees, so it is allowed more). Each
 * sample runs from the key going down to the frame after the edit finished drawing; as TOOLCHAIN.md asks, it is
 * reported as a ratio to a redraw that changes nothing but the camera (a key that pans the view), taken in the
 * same run and interleaved with the edits, since absolute times swing with the machine.
 */
const SAMPLES = 12;

export async function run(): Promise<Figure[]> {
  return withAppInChromium('editor', { width: 1280, height: 800 }, async (page) => {
    await openEditableKomuch(page);
    await armClock(page, ['keydown']);
    const camera: number[] = [];
    const sample = async (times: number[], keys: readonly [string, string]) => {
      for (let i = 0; i < SAMPLES; i++) {
        camera.push(await sampleKey(page, i % 2 === 0 ? 'a' : 'd', false));
        times.push(await sampleKey(page, keys[i % 2]!, true));
      }
    };
    const unit: number[] = [], house: number[] = [], wood: number[] = [];
    await selectFirstUnit(page);
    await sample(unit, ['Shift+ArrowRight', 'Shift+ArrowLeft']);
    await selectFeature(page, 'house-1', { x: 31, y: 29.8 });
    await sample(house, ['Shift+ArrowUp', 'Shift+ArrowDown']);
    await selectFeature(page, 'birch wood', { x: 15, y: 23 });
    await sample(wood, ['Shift+ArrowUp', 'Shift+ArrowDown']);
    const plain = median(camera);
    console.log(`  medians in software WebGL: camera-only redraw ${plain.toFixed(0)} ms, unit nudge ${median(unit).toFixed(0)} ms, ` +
      `house nudge ${median(house).toFixed(0)} ms, wood nudge ${median(wood).toFixed(0)} ms`);
    return [
      { name: `unit nudged → table redrawn, over a camera-only redraw (median of ${unit.length})`, value: median(unit) / plain, unit: '×', limit: { max: 1.5 } },
      { name: `house nudged → table redrawn, over a camera-only redraw (median of ${house.length})`, value: median(house) / plain, unit: '×', limit: { max: 1.5 } },
      { name: `wood nudged (felt repainted) → table redrawn, over a camera-only redraw (median of ${wood.length})`, value: median(wood) / plain, unit: '×', limit: { max: 2 } },
    ];
  });
}

/** The bundled Komuch village is read-only: the editor's own "Duplicate to edit" gives a copy to change. */
async function openEditableKomuch(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Editor' }).click();
  const card = page.getByTestId('library-card').filter({ hasText: 'The Komuch village' });
  await card.waitFor({ timeout: 60_000 });
  await card.getByRole('button', { name: 'View' }).click();
  await page.getByTestId('duplicate-to-edit').click();
  await page.getByText('This scenario ships with Tachanka').waitFor({ state: 'detached', timeout: 60_000 });
  await page.getByTestId('editor-canvas').locator('canvas').waitFor({ timeout: 60_000 });
}

async function selectFirstUnit(page: Page): Promise<void> {
  await page.locator('#editor-tab-forces').click();
  await page.getByRole('list', { name: /units$/ }).first().getByRole('button').first().click();
}

/** Clicks a table point in the top-down view; two probes with the pointer readout give the screen mapping. */
async function selectFeature(page: Page, name: string, at: { x: number; y: number }): Promise<void> {
  const box = await page.getByTestId('editor-canvas').boundingBox();
  if (!box) throw new Error('no editor canvas');
  const probe = async (sx: number, sy: number) => {
    await page.mouse.move(sx, sy);
    const readout = page.getByTestId('pointer-readout');
    for (const started = Date.now(); (await readout.getAttribute('data-x')) === ''; await page.waitForTimeout(20)) {
      if (Date.now() - started > 10_000) throw new Error('the pointer readout stayed empty');
    }
    return { x: Number(await readout.getAttribute('data-x')), y: Number(await readout.getAttribute('data-y')) };
  };
  const a = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.3 }, b = { x: box.x + box.width * 0.7, y: box.y + box.height * 0.7 };
  const ta = await probe(a.x, a.y), tb = await probe(b.x, b.y);
  const sx = a.x + (at.x - ta.x) * ((b.x - a.x) / (tb.x - ta.x)), sy = a.y + (at.y - ta.y) * ((b.y - a.y) / (tb.y - ta.y));
  await page.mouse.click(sx, sy);
  await page.getByTestId('inspector').getByRole('heading', { name }).waitFor({ timeout: 10_000 });
}

/**
 * Presses a key and times, inside the page, from the key going down to the end of the frame after its answer:
 * for an edit, the answer is the editor's revision changing; for a camera key, the key itself. The first animation
 * frame after the answer issues the draw; the second starts once it is finished. The page code goes as text: tsx
 * would wrap functions passed as functions in helpers the page lacks.
 */
async function sampleKey(page: Page, key: string, edits: boolean): Promise<number> {
  await waitForQuiet(page, 700, 30_000);
  await page.evaluate(`(() => {
    window.timed = null;
    window.watchFrom = performance.now();
    const editor = document.querySelector('[data-testid="editor"]');
    const from = editor.dataset.revision;
    const finish = () => requestAnimationFrame(() => requestAnimationFrame(() => { window.timed = performance.now() - window.inputAt; }));
    if (${edits}) {
      const watch = new MutationObserver(() => {
        if (window.inputAt > window.watchFrom && editor.dataset.revision !== from) { watch.disconnect(); finish(); }
      });
      watch.observe(editor, { attributes: true, attributeFilter: ['data-revision'] });
    } else window.addEventListener('keydown', () => setTimeout(finish), { once: true });
  })()`);
  await page.keyboard.press(key);
  for (const started = Date.now(); Date.now() - started < 30_000; await page.waitForTimeout(10)) {
    const t = (await page.evaluate('window.timed')) as number | null;
    if (t !== null) return t;
  }
  throw new Error(`${key} never reached the screen`);
}
