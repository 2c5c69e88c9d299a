import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { type Page, chromium } from '@playwright/test';
import { createApiHandlers } from '../main/services/api-handlers.ts';
import { GameService } from '../main/services/games.ts';
import { ScenarioFiles } from '../main/services/scenario-files.ts';
import { packageRoot } from '../main/services/package-root.ts';
import { startWebHost } from '../main/web/web-host.ts';

/** Debian's Chromium drawing WebGL in software (SwiftShader), with nothing of its own running beside the page. */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

/**
 * The app as a user opens it: the renderer built into a temporary folder, served by the web host with the real
 * services on a free port, and loaded in a fresh Chromium page of the given size. Everything is taken down after
 * `use`, whatever it throws.
 */
export async function withAppInChromium<T>(name: string, viewport: { width: number; height: number }, use: (page: Page) => Promise<T>): Promise<T> {
  const dist = mkdtempSync(join(tmpdir(), `tachanka-${name}-bench-`));
  await build({ configFile: join(packageRoot(), 'renderer', 'vite.config.ts'), logLevel: 'error', build: { outDir: dist, emptyOutDir: true } });
  const host = await startWebHost({ api: createApiHandlers({ scenarios: new ScenarioFiles(), games: new GameService() }), staticDir: dist, port: 0 });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (e) => console.error(`  page error: ${e.message}`));
    await page.goto(host.url);
    return await use(page);
  } finally {
    await browser.close();
    await host.close();
    rmSync(dist, { recursive: true, force: true });
  }
}
