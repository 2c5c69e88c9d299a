import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { holdUntil, openBattleLog, startScenario, waitForPlayer } from './play-helpers.ts';

// Fog of war on the play screen (issue 31): the station raid as the Reds against the AI. The Whites' Plastun platoon
// starts hidden in the birch wood; until it is revealed the screen neither draws, lists nor names it, and the Api
// sends the page nothing of it. The Volunteers and the MG platoon start under position markers.
test.use({ viewport: { width: 1200, height: 760 } });
test.setTimeout(300_000);

const GAME_ANSWERS = new Set(['newGame', 'getGame', 'act', 'aiAct', 'undo', 'gameOptions', 'checkAction', 'unitSight', 'lineOfSight', 'tableDecisions']);

/**
 * The Api's answers about the game the page received since it began: its snapshots, choices and sight (the rule
 * sets' rosters it also asks for name troop types, "Plastuns" among them, and the whole log the autosave writes is
 * the umpire's record by design; neither is drawn from as a unit).
 */
function apiAnswers(page: Page): { texts: string[] } {
  const seen = { texts: [] as string[], on: false };
  page.on('response', async (response) => {
    const url = response.url();
    const method = /\/api\/(\w+)/.exec(url)?.[1];
    if (!method || response.request().method() !== 'POST') return;
    if (method === 'newGame') seen.on = true;
    if (!seen.on || !GAME_ANSWERS.has(method)) return;
    seen.texts.push(`${method}: ${await response.text()}`);
  });
  return seen;
}

/** The buff of a position marker's painted face (marker-pictures.ts), which floats over its counter on the table. */
const FACE = [0xd9, 0xc7, 0x9a] as const;

/** Where the floating faces of position markers are on the page: the middle of each face's lower edge, in pixels. */
async function markerFacesOnScreen(page: Page): Promise<{ x: number; y: number }[]> {
  const image = PNG.sync.read(await page.screenshot());
  const boxes: { x0: number; y0: number; x1: number; y1: number; n: number }[] = [];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      if (FACE.some((c, k) => Math.abs(image.data[i + k]! - c) > 6)) continue;
      const near = boxes.find((b) => x >= b.x0 - 8 && x <= b.x1 + 8 && y >= b.y0 - 8 && y <= b.y1 + 8);
      if (near) Object.assign(near, { x0: Math.min(near.x0, x), x1: Math.max(near.x1, x), y1: Math.max(near.y1, y), n: near.n + 1 });
      else boxes.push({ x0: x, y0: y, x1: x, y1: y, n: 1 });
    }
  }
  return boxes.filter((b) => b.n >= 40).map((b) => ({ x: (b.x0 + b.x1) / 2, y: b.y1 }));
}

/**
 * Moves the pointer over the table just below each marker's floating face, where its counter lies in the top view,
 * until the tooltip says `what`.
 */
async function hoverUntilTooltip(page: Page, what: RegExp): Promise<string> {
  const tooltip = page.getByTestId('unit-tooltip');
  let found = '';
  await expect.poll(async () => {
    for (const face of await markerFacesOnScreen(page)) {
      for (let ring = 0; ring <= 4; ring++) {
        for (let dx = -ring; dx <= ring; dx++) {
          for (let dy = -ring; dy <= ring; dy++) {
            if (Math.max(Math.abs(dx), Math.abs(dy)) !== ring) continue;
            await page.mouse.move(face.x + dx * 3, face.y + 4 + dy * 3);
            const text = (await tooltip.count()) > 0 ? ((await tooltip.textContent()) ?? '') : '';
            if (what.test(text)) return (found = text);
          }
        }
      }
    }
    return '';
  }, { timeout: 60_000 }).toMatch(what);
  return found;
}

/** Holds (or takes the first choice) with every Red unit it is asked about until the battle log says `until`. */
async function holdUntilLog(page: Page, until: RegExp, maxDecisions = 60): Promise<void> {
  const log = page.getByTestId('battle-log');
  await holdUntil(page, async () => until.test((await log.textContent()) ?? ''), `the battle log never said ${until}`, maxDecisions);
}

test('the station raid under fog of war: the hidden Plastun platoon is neither drawn, listed nor named until it is revealed', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const answers = apiAnswers(page);
  await page.goto('/');
  // Fog of war is the new game's default: the open table is not ticked.
  await page.click('#tab-new');
  await expect(page.getByTestId('open-table-toggle')).not.toBeChecked();
  await startScenario(page, { scenarioId: 'station-raid', side: /Reds/, seed: 2, aiSpeed: 'instant' });
  await waitForPlayer(page);
  await openBattleLog(page);

  // Before the reveal: the Whites list what the Reds can see, the Plastuns not among them, and the position markers
  // apart from the units, by number only.
  const units = page.getByRole('navigation', { name: 'Units' });
  await expect(units).toContainText('Armoured engine');
  await expect(page.getByTestId('position-markers')).toHaveText('Position markers');
  await expect(page.getByTestId('position-marker').first()).toContainText(/^Position marker \d/);
  await expect(page.getByTestId('position-marker').first()).toContainText('not known what stands under it');
  const markerCount = await page.getByTestId('position-marker').count();
  expect(markerCount).toBeGreaterThan(0);
  // A marker is never a unit: no unit button of the Whites is a marker, and none names what a marker hides.
  await expect(units.locator('button', { hasText: /marker/i })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/Plastun|plastun/);
  await expect(units).not.toContainText('Volunteer');
  await page.screenshot({ path: test.info().outputPath('fog-before-the-reveal.png') });

  // On the table a marker is a counter the pointer finds: its tooltip names it by number and no more.
  await page.getByRole('button', { name: 'Top' }).click();
  const tip = await hoverUntilTooltip(page, /Position marker \d/);
  expect(tip).toContain('what stands under it is not known');
  expect(tip).not.toMatch(/Volunteer|company|bases|figures/);
  await page.screenshot({ path: test.info().outputPath('fog-marker-hovered.png') });
  await page.getByRole('button', { name: 'Top' }).click();
  const before = answers.texts.join('\n');
  expect(before).toContain('"fogged":true');
  expect(before).not.toMatch(/Plastun|w-plastuns/);

  // Play on, holding, until the Plastuns give themselves away; the log says where, in words.
  await holdUntilLog(page, /Plastun platoon is revealed/);
  const log = page.getByTestId('battle-log');
  const reveal = log.locator('li', { hasText: 'Plastun platoon is revealed' }).locator('span:not(.turn)');
  await expect(reveal).toHaveCount(1);
  await expect(reveal).toContainText('Plastun platoon is revealed in the birch wood');
  // Words, not ids or numbers: no "w-plastuns", no grid square, no coordinates.
  await expect(reveal).not.toContainText(/w-plastuns|square [A-Z]\d|\d/);
  await expect(units.locator('[data-unit-id="w-plastuns"]')).toContainText('Plastun platoon');
  expect(answers.texts.join('\n')).toContain('"id":"w-plastuns"');

  // Its card says what is seen of it.
  await units.locator('[data-unit-id="w-plastuns"]').click();
  await expect(page.getByTestId('unit-card')).toContainText('Plastun platoon');
  await page.screenshot({ path: test.info().outputPath('fog-after-the-reveal.png') });
  expect(errors).toEqual([]);
});
