import { expect, test } from '@playwright/test';
import { type BenchPage, openBenchPage } from '../bench/render.bench.ts';

// The bench's shelled showcase on the 3D table, saved for a person to look at: the towed battery trailing its lorry, the
// dense wood burning inside its own outline, and the shelled ground's words near their ground and clear of each other.
test.setTimeout(300_000);

interface Driver {
  setCase(name: string): Promise<void>;
  screenOf(x: number, y: number, height?: number): { x: number; y: number };
}
const driver = 'tachankaBench';

test('the shelled showcase: towed battery, burning wood, shelled words', async () => {
  let session: BenchPage | null = null;
  try {
    session = await openBenchPage('?scenario=showcase', { width: 1200, height: 760 });
    const { page } = session;
    await page.evaluate((d) => (window as unknown as Record<string, Driver>)[d]!.setCase('showcase-shelled'), driver);
    await page.screenshot({ path: 'test-results/art2-shelled-opening.png' });
    const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.locator('canvas').first().focus();
    await page.keyboard.press('t');
    await frames();
    await page.screenshot({ path: 'test-results/art2-shelled-top.png' });
    await page.keyboard.press('t');
    await frames();
    // close on the White lorry towing its battery (table x 36, y 3), zoomed toward it with the wheel
    const at = await page.evaluate((d) => (window as unknown as Record<string, Driver>)[d]!.screenOf(34.5, 3), driver);
    await page.mouse.move(at.x, at.y);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -250);
    await frames();
    await page.screenshot({ path: 'test-results/art2-towed-close.png' });
    expect(await page.locator('canvas').count()).toBeGreaterThan(0);
  } finally {
    await session?.close();
  }
});
