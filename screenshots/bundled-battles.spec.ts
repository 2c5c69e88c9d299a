import { mkdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startScenario, waitForPlayer } from '../e2e/play-helpers.ts';
import { countColours } from '../e2e/screenshot-colours.ts';

// The docs' pictures of each bundled battle, at the opening view and close up, in the size a player's window has.
test.use({ viewport: { width: 1280, height: 800 } });

const DIR = 'docs/screenshots';

/** The bundled battles: file name, and the side played (its name as the new-game form offers it). */
const BATTLES = ['komuch-village', 'station-raid', 'kamenka-crossroads', 'lipki-station', 'tsaritsyn-wire'].map((id) => {
  const scenario = JSON.parse(readFileSync(`scenarios/${id}.tachanka.json`, 'utf8')) as { title: string; sides: { red: { name: string } } };
  return { id, title: scenario.title, red: scenario.sides.red.name };
});

for (const battle of BATTLES) {
  test(`${battle.title}: the opening view and a close-up`, async ({ page }) => {
    await mkdir(DIR, { recursive: true });
    await page.goto('/');
    await startScenario(page, { scenarioId: battle.id, side: new RegExp(`^${battle.red.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), seed: 1, aiSpeed: 'instant' });
    await waitForPlayer(page, 180_000);
    // Let the table settle (models built, the camera at its opening pose).
    await page.waitForTimeout(1500);
    const opening = await page.screenshot({ path: `${DIR}/${battle.id}-opening.png` });
    expect(countColours(opening).distinct).toBeGreaterThan(200);
    // Close up: the wheel toward the middle of the Red side.
    const canvas = (await page.getByTestId('table-canvas').locator('canvas').boundingBox())!;
    await page.mouse.move(canvas.x + canvas.width * 0.5, canvas.y + canvas.height * 0.72);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -200);
    await page.waitForTimeout(1000);
    const close = await page.screenshot({ path: `${DIR}/${battle.id}-close.png` });
    expect(countColours(close).distinct).toBeGreaterThan(200);
  });
}
