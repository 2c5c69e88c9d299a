import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { createApiHandlers } from '../services/api-handlers.ts';
import { GameService } from '../services/games.ts';
import { ScenarioFiles } from '../services/scenario-files.ts';
import { PrintRenderer } from '../services/print/print-renderer.ts';
import type { PrintChildMessage } from '../services/print/print-job.ts';
import { startWebHost, type WebHost } from './web-host.ts';

let root: string;
let host: WebHost;
let onChildMessage: (message: PrintChildMessage) => void = () => {};

function call(method: string, body: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1', port: host.port, path: `/api/${method}`, method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Tachanka-Token': host.token },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tachanka-web-export-'));
  await mkdir(join(root, 'scenarios'));
  await writeFile(join(root, 'scenarios', 'fixture.tachanka.json'), JSON.stringify(scenarioFixture()));
  const print = new PrintRenderer({ onMessage: (m) => onChildMessage(m) });
  const api = createApiHandlers({ scenarios: new ScenarioFiles(join(root, 'scenarios')), games: new GameService(), print });
  host = await startWebHost({ api, staticDir: join(root, 'not-built'), port: 0 });
});
afterAll(async () => {
  await host.close();
  await rm(root, { recursive: true, force: true });
});

describe('the web host while a large print export renders', { timeout: 180_000 }, () => {
  it('answers another client before the export is done', async () => {
    // The export used to render in the host itself: nothing else was answered until its last pixel.
    const drawing = new Promise<void>((resolve) => { onChildMessage = (m) => { if (m.kind === 'page') resolve(); }; });
    let exported = false;
    const exporting = call('exportPrint', { scenarioText: JSON.stringify(scenarioFixture()), options: { kind: 'overview', paper: 'a3', format: 'png', dpi: 300 } })
      .then((reply) => { exported = true; return reply; });
    await drawing;
    const listed = await call('listScenarios', {});
    expect(exported).toBe(false);
    expect(JSON.parse(listed.body)).toMatchObject({ ok: true, value: [{ id: scenarioFixture().id }] });
    const reply = await exporting;
    expect(JSON.parse(reply.body)).toMatchObject({ ok: true, value: { mime: 'image/png' } });
  });
});
