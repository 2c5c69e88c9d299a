import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { ScenarioFiles } from './scenario-files.ts';
import { openScenarioFile, saveScenarioAs, scenarioFileName, type FileDialogs } from './scenario-file-dialogs.ts';

let dir: string;
beforeAll(async () => { dir = await mkdtemp(join(tmpdir(), 'tachanka-dialogs-')); });
afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

const dialogsAnswering = (save: string | null, open: string | null = null): FileDialogs & { asked: string[] } => {
  const asked: string[] = [];
  return { asked, chooseSavePath: async (name) => { asked.push(name); return save; }, chooseOpenPath: async () => open };
};
const text = JSON.stringify(scenarioFixture());

describe('native scenario file dialogs', () => {
  it('suggest a file name made from the title', () => {
    expect(scenarioFileName('The Komuch village!')).toBe('the-komuch-village.tachanka.json');
    expect(scenarioFileName('Ижевск')).toBe('izhevsk.tachanka.json');
    expect(scenarioFileName('???')).toBe('scenario.tachanka.json');
  });

  it('save to the chosen path atomically, keeping the previous file as .bak', async () => {
    const path = join(dir, 'mine');
    await writeFile(`${path}.tachanka.json`, 'old');
    const dialogs = dialogsAnswering(path);
    const r = await saveScenarioAs(new ScenarioFiles(dir), dialogs, { text, suggestedName: 'Fixture' });
    expect(r).toEqual({ ok: true, value: { outcome: 'saved', fileName: 'mine.tachanka.json' } });
    expect(dialogs.asked).toEqual(['fixture.tachanka.json']);
    expect(JSON.parse(await readFile(`${path}.tachanka.json`, 'utf8')).id).toBe('fixture');
    expect(await readFile(`${path}.tachanka.json.bak`, 'utf8')).toBe('old');
  });

  it('refuse to save a scenario with errors before asking where', async () => {
    const dialogs = dialogsAnswering(join(dir, 'never'));
    const bad = JSON.stringify({ ...scenarioFixture(), victory: [{ type: 'hold-area', winner: 'red', areaId: 'nowhere' }] });
    const r = await saveScenarioAs(new ScenarioFiles(dir), dialogs, { text: bad, suggestedName: 'x' });
    expect(r.ok).toBe(false);
    expect(dialogs.asked).toEqual([]);
  });

  it('say so when cancelled, and when the host has no native dialogs', async () => {
    expect(await saveScenarioAs(new ScenarioFiles(dir), dialogsAnswering(null), { text, suggestedName: 'x' })).toEqual({ ok: true, value: { outcome: 'cancelled' } });
    expect(await saveScenarioAs(new ScenarioFiles(dir), undefined, { text, suggestedName: 'x' })).toEqual({ ok: true, value: { outcome: 'unavailable' } });
    expect(await openScenarioFile(undefined)).toEqual({ ok: true, value: { outcome: 'unavailable' } });
    expect(await openScenarioFile(dialogsAnswering(null, null))).toEqual({ ok: true, value: { outcome: 'cancelled' } });
  });

  it('open the chosen file as text, refusing one over the size limit', async () => {
    const path = join(dir, 'open.tachanka.json');
    await writeFile(path, text);
    expect(await openScenarioFile(dialogsAnswering(null, path))).toEqual({ ok: true, value: { outcome: 'opened', fileName: 'open.tachanka.json', text } });
    const big = join(dir, 'big.tachanka.json');
    await writeFile(big, ' '.repeat(6 * 1024 * 1024));
    const r = await openScenarioFile(dialogsAnswering(null, big));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.problems?.[0]?.message).toMatch(/limit is 5 MB/);
  });
});
