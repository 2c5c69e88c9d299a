import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests in Debian's Chromium (Playwright cannot download browsers here) against the web host,
// which serves the built renderer and the Api on a fixed test port.
const PORT = Number(process.env.TACHANKA_E2E_PORT ?? 5188);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  webServer: {
    command: `npm run build:renderer && node --import tsx main/web/serve.ts --port ${PORT}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 180_000,
    // The key that seals games saved under fog of war is made in a folder of the test run's own.
    env: { TACHANKA_DATA_DIR: join(tmpdir(), `tachanka-e2e-${PORT}`) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
  use: {
    baseURL,
    // Software WebGL costs per pixel: keep the page small.
    viewport: { width: 800, height: 600 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // WebGL 2 through SwiftShader; --disable-software-rasterizer would turn WebGL off.
      args: [
        '--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
        '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
