import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { armTool, calibrateTopView, clickTable, commitField } from './editor-helpers.ts';

// The editor needs room for its side panels and a table big enough to click on precisely.
test.use({ viewport: { width: 1280, height: 800 } });

const run = promisify(execFile);

/** Waits until the library screen has read the library: before that it shows no cards, so a count would read 0. */
const libraryRead = (page: Page) => expect(page.getByTestId('library')).toHaveAttribute('data-loaded', 'true');

async function openLibrary(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Editor' }).click();
  await libraryRead(page);
  // The bundled scenarios are copied in when the library opens.
  await expect(page.getByTestId('library-card').filter({ hasText: 'The Komuch village' })).toBeVisible();
}

const validationPanel = (page: Page) => page.getByTestId('validation-panel');

test('build a Komuch-like scenario on an empty table, save it, reopen it after a reload, export it and validate the file', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openLibrary(page);
  await page.getByTestId('new-scenario').click();
  await expect(page.getByTestId('editor')).toBeVisible();
  await commitField(page, 'scenario-title', 'Komuch test village');
  const at = await calibrateTopView(page);

  // The village: a built-up area closed by clicking its first corner again, with a church and a house in it.
  await armTool(page, 'Built-up area');
  await clickTable(page, at, [{ x: 29, y: 27 }, { x: 44, y: 27 }, { x: 44, y: 38 }, { x: 29, y: 38 }, { x: 29, y: 27 }]);
  await commitField(page, 'feature-label', 'the village');
  await armTool(page, 'Stone building');
  await clickTable(page, at, [{ x: 32, y: 34 }]);
  await armTool(page, 'Wooden building');
  await clickTable(page, at, [{ x: 40, y: 30 }]);
  await page.keyboard.press(']');

  // The Samara road from edge to edge (the ends snap onto the table's edges), finished with Enter.
  await armTool(page, 'Road');
  await clickTable(page, at, [{ x: 36, y: 0.4 }, { x: 36, y: 47.6 }]);
  await page.keyboard.press('Enter');

  // A birch wood and a hill three inches high.
  await armTool(page, 'Woods');
  await clickTable(page, at, [{ x: 8, y: 18 }, { x: 20, y: 17 }, { x: 22, y: 27 }, { x: 10, y: 29 }]);
  await page.keyboard.press('Enter');
  await armTool(page, 'Hill');
  await clickTable(page, at, [{ x: 52, y: 30 }, { x: 64, y: 30 }, { x: 64, y: 42 }, { x: 52, y: 42 }]);
  await page.keyboard.press('Enter');
  await commitField(page, 'hill-height', '3');

  // Undo and redo the hill's height, to prove both keys.
  await page.getByTestId('editor-canvas').focus();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('hill-height')).toHaveValue('2');
  await page.keyboard.press('Control+y');
  await expect(page.getByTestId('hill-height')).toHaveValue('3');

  // Both forces, in zones along their baselines.
  await page.locator('#editor-tab-forces').click();
  await page.getByTestId('zone-strip-red').click();
  await page.getByTestId('zone-strip-white').click();
  await page.getByTestId('roster-side-red').check();
  await page.getByTestId('place-red-commander').click();
  await page.getByTestId('place-red-sailors').click();
  await page.getByTestId('place-red-infantry').click();
  await page.getByTestId('roster-side-white').check();
  await page.getByTestId('place-komuch-commander').click();
  await page.getByTestId('place-peoples-army').click();
  await page.getByTestId('place-czech-legion').click();
  await commitField(page, 'unit-tags', 'czech');

  // Red wins by clearing the village; White by holding out to the last turn.
  await page.locator('#editor-tab-victory').click();
  await page.getByTestId('victory-new-type').selectOption('clear-area');
  await page.getByTestId('victory-add').click();
  await expect(page.getByTestId('victory-0')).toContainText('clearing the village');
  await page.getByTestId('victory-new-type').selectOption('turn-limit');
  await page.getByTestId('victory-add').click();
  await page.getByTestId('victory-1').getByRole('combobox', { name: 'Winner' }).selectOption('white');

  // The Czechs withdraw once a Red figure enters the village.
  await page.locator('#editor-tab-rules').click();
  await page.getByTestId('rule-add').click();
  await commitField(page, 'rule-title-0', 'The Czechs fall back');
  await expect(page.getByTestId('rule-side-0')).toHaveValue('white');
  await commitField(page, 'rule-tags-0', 'czech');
  await page.getByTestId('rule-trigger-0').selectOption('enemy-enters-area');
  await page.getByTestId('rule-behaviour-0').selectOption('withdraw');

  await expect(validationPanel(page)).toHaveAttribute('data-checking', 'false');
  await expect(validationPanel(page)).toHaveAttribute('data-errors', '0');
  await expect(validationPanel(page)).toHaveAttribute('data-warnings', '0');
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');

  // Reload, and the scenario is in the library with a picture.
  await page.reload();
  await page.getByRole('button', { name: 'Editor' }).click();
  const card = page.getByTestId('library-card').filter({ hasText: 'Komuch test village' });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.locator('#editor-tab-forces').click();
  await expect(page.getByRole('list', { name: 'Red units' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'White units' }).getByRole('listitem')).toHaveCount(3);

  // Export downloads the file; the command line accepts it.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('komuch-test-village.tachanka.json');
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const validated = await run('node', ['bin/tachanka.mjs', 'validate', file]);
  expect(validated.stdout).toMatch(/^ok {3}/);
  const saved = JSON.parse(await readFile(file, 'utf8')) as { terrain: { kind: string; type?: string; label?: string; height?: number }[]; specialRules: { behaviour: { type: string } }[] };
  expect(saved.terrain.map((f) => `${f.kind}:${f.type ?? ''}`).sort()).toEqual(['area:built-up', 'area:woods', 'building:stone', 'building:wood', 'hill:', 'line:road']);
  expect(saved.terrain.find((f) => f.kind === 'hill')?.height).toBe(3);
  expect(saved.specialRules[0]?.behaviour.type).toBe('withdraw');
  expect(errors).toEqual([]);
});

test('a problem in the validation panel shows its place, and deleting from the library can be undone', async ({ page }) => {
  await openLibrary(page);
  await page.getByTestId('new-scenario').click();
  await commitField(page, 'scenario-title', 'Throwaway');
  await page.locator('#editor-tab-forces').click();
  await page.getByTestId('zone-strip-red').click();
  await page.getByTestId('place-red-infantry').click();
  await page.getByTestId('place-red-infantry').click();
  // Two units on one spot: move the second onto the first through the inspector.
  const first = await page.getByRole('list', { name: 'Red units' }).getByRole('button').first().textContent();
  expect(first).toMatch(/Red Army infantry 1/);
  await page.getByRole('list', { name: 'Red units' }).getByRole('button').first().click();
  const inspector = page.getByTestId('inspector');
  const x = await inspector.getByRole('spinbutton', { name: /^x/ }).inputValue();
  const y = await inspector.getByRole('spinbutton', { name: /^y/ }).inputValue();
  await page.getByRole('list', { name: 'Red units' }).getByRole('button').nth(1).click();
  await inspector.getByRole('spinbutton', { name: /^x/ }).fill(x);
  await inspector.getByRole('spinbutton', { name: /^x/ }).press('Tab');
  await inspector.getByRole('spinbutton', { name: /^y/ }).fill(y);
  await inspector.getByRole('spinbutton', { name: /^y/ }).press('Tab');
  const overlap = validationPanel(page).getByRole('button', { name: /overlap/ }).first();
  await expect(overlap).toBeVisible();
  await page.getByTestId('editor-canvas').click({ position: { x: 5, y: 5 } });
  await overlap.click();
  await expect(page.getByTestId('inspector').getByRole('heading')).toHaveText(/Red Army infantry/);

  await page.getByTestId('editor-back').click();
  const cards = page.getByTestId('library-card');
  // Count the cards only once the library is read and shows the new scenario.
  await libraryRead(page);
  await expect(cards.filter({ hasText: 'Throwaway' })).toBeVisible();
  const before = await cards.count();
  await cards.filter({ hasText: 'Throwaway' }).getByTestId('delete-entry').click();
  await expect(cards).toHaveCount(before - 1);
  await expect(page.getByTestId('toast')).toContainText('Deleted "Throwaway"');
  await page.getByTestId('toast-action').click();
  await expect(cards).toHaveCount(before);
});

test('importing corrupt or hostile files shows their problems and leaves the library untouched', async ({ page }) => {
  await openLibrary(page);
  const cards = page.getByTestId('library-card');
  const before = await cards.count();
  const komuch = await readFile('scenarios/komuch-village.tachanka.json', 'utf8');
  const files: [string, string, RegExp][] = [
    ['broken.tachanka.json', '{"format": "tachanka-scenario", ', /not valid JSON/],
    ['future.tachanka.json', komuch.replace('"formatVersion": 3', '"formatVersion": 9'), /newer Tachanka/],
    ['unknown.tachanka.json', komuch.replace('"troopType": "red-sailors"', '"troopType": "red-zeppelin"'), /unknown troop type "red-zeppelin"/],
    ['deep.tachanka.json', '['.repeat(100) + ']'.repeat(100), /nests 100 levels deep/],
  ];
  for (const [name, text, message] of files) {
    const choosing = page.waitForEvent('filechooser');
    await page.getByTestId('import').click();
    await (await choosing).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    const dialog = page.getByTestId('file-problems');
    await expect(dialog).toContainText(message);
    await expect(dialog).toContainText('Nothing was changed in the library');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(cards).toHaveCount(before);
  }
  // A sound file is taken in.
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('import').click();
  await (await choosing).setFiles({ name: 'komuch.tachanka.json', mimeType: 'application/json', buffer: Buffer.from(komuch) });
  await expect(cards).toHaveCount(before + 1);
});

test('each side\'s roster offers its own army, a unit taken off the table is one named error, and a new condition starts on the village', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openLibrary(page);
  await page.getByTestId('new-scenario').click();
  await expect(page.getByTestId('editor')).toBeVisible();
  await commitField(page, 'scenario-title', 'Rosters and errors');

  // A wood first, then the village: the first area drawn is not the one a battle is fought over.
  const at = await calibrateTopView(page);
  await armTool(page, 'Woods');
  await clickTable(page, at, [{ x: 8, y: 18 }, { x: 20, y: 17 }, { x: 22, y: 27 }, { x: 10, y: 29 }]);
  await page.keyboard.press('Enter');
  await armTool(page, 'Built-up area');
  await clickTable(page, at, [{ x: 30, y: 28 }, { x: 42, y: 28 }, { x: 42, y: 38 }, { x: 30, y: 38 }, { x: 30, y: 28 }]);
  await commitField(page, 'feature-label', 'the village');

  // Each side's army: its roster then offers only its own troops and its allies', headed by the army's name.
  await page.locator('#editor-tab-forces').click();
  await page.getByTestId('side-army-red').selectOption({ label: 'Red Army' });
  await page.getByTestId('side-army-white').selectOption({ label: 'Komuch People\'s Army' });
  await page.getByTestId('roster-side-white').check();
  await expect(page.getByTestId('roster-army')).toHaveText(['Komuch People\'s Army', 'Czech Legion']);
  await expect(page.getByTestId('place-czech-legion')).toBeVisible();
  await expect(page.getByTestId('place-red-infantry')).toHaveCount(0);
  await page.getByTestId('roster-side-red').check();
  await expect(page.getByTestId('roster-army')).toHaveText(['Red Army']);
  await expect(page.getByTestId('place-peoples-army')).toHaveCount(0);
  await page.getByTestId('zone-strip-red').click();
  await page.getByTestId('place-red-infantry').click();
  await page.screenshot({ path: testInfo.outputPath('roster-by-army.png') });

  // Take the unit off the table: one error, naming the unit and how far off it stands.
  const inspector = page.getByTestId('inspector');
  await expect(inspector.getByRole('heading')).toHaveText(/Red Army infantry 1/);
  // the inspector's troop types are the side's own too
  const troopType = inspector.getByRole('combobox', { name: 'Troop type' });
  await expect(troopType.locator('option', { hasText: 'Red sailors' })).toHaveCount(1);
  await expect(troopType.locator('option', { hasText: 'People\'s Army' })).toHaveCount(0);
  await inspector.getByRole('spinbutton', { name: /^x/ }).fill('-6');
  await inspector.getByRole('spinbutton', { name: /^x/ }).press('Tab');
  const errors = validationPanel(page).locator('button.error');
  await expect(errors).toHaveCount(1);
  await expect(errors).toContainText(/Red Army infantry 1 is off the 72"×48" table: \d+ of its \d+ bases, up to [\d.]+" past the west edge/);
  await page.screenshot({ path: testInfo.outputPath('off-table-error.png') });

  // A new victory condition starts on the village, not on the wood drawn first.
  await page.locator('#editor-tab-victory').click();
  await page.getByTestId('victory-new-type').selectOption({ label: 'Clear an area' });
  await page.getByTestId('victory-add').click();
  await expect(page.getByTestId('victory-0').locator('.summary')).toHaveText('Red wins by clearing the village');
  // The area list names every area the condition can be judged on, village first, by name and kind, never by id.
  const area = page.getByTestId('victory-0').getByTestId('victory-area');
  await expect(area.locator('option')).toHaveText(['the village (built-up area)', 'Woods']);
  await expect(page.getByTestId('victory-0').getByTestId('victory-area-hint')).toContainText('A hill, an objective marker or a deployment zone is held by drawing an area over it');
  await page.screenshot({ path: testInfo.outputPath('victory-areas.png') });
});

test('the Wargame Wednesdays roster is headed by the armies\' names', async ({ page }, testInfo) => {
  await openLibrary(page);
  const card = page.getByTestId('library-card').filter({ hasText: 'The crossroads at Kamenka' });
  await card.getByRole('button', { name: 'View' }).click();
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.locator('#editor-tab-forces').click();
  await expect(page.getByTestId('roster-army')).toHaveText(['Red Army']);
  await page.getByTestId('roster-side-white').check();
  await expect(page.getByTestId('roster-army')).toHaveText(['White Army', 'Cossacks']);
  await page.screenshot({ path: testInfo.outputPath('ww-roster-headings.png') });
});

test('every bundled scenario has a library picture before it is first opened: the map of its table', async ({ page }, testInfo) => {
  await openLibrary(page);
  const bundled = page.getByTestId('library-card').filter({ hasText: 'ships with Tachanka' });
  await expect(bundled).toHaveCount(5);
  await expect(bundled.getByText('no picture yet')).toHaveCount(0);
  for (const img of await bundled.locator('.picture img').all()) {
    expect(await img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    // Drawn, not a broken image.
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  await page.screenshot({ path: testInfo.outputPath('library-pictures.png') });
});

test('a scenario kept in the library is offered by New game, and starts at the table', async ({ page }) => {
  await openLibrary(page);
  const bundled = page.getByTestId('library-card').filter({ hasText: 'The Komuch village' });
  await bundled.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByTestId('library-card').filter({ hasText: 'The Komuch village (copy)' })).toBeVisible();

  await page.goto('/');
  await page.click('#tab-new');
  const select = page.getByTestId('scenario-select');
  await expect(select.locator('optgroup[label="Your library"] option', { hasText: 'The Komuch village (copy)' })).toHaveCount(1);
  const value = await select.locator('option', { hasText: 'The Komuch village (copy)' }).getAttribute('value');
  await select.selectOption(value!);
  await page.getByRole('radio', { name: /Red Army/ }).check();
  await page.getByTestId('table-mode-toggle').check();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('table-mode')).toBeVisible();
  await expect(page.getByTestId('table-turn')).toContainText('you roll the dice');
});
