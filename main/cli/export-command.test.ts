import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { runExport } from './export-command.ts';
import type { CliIo } from './cli-io.ts';

let dir: string;
let scenarioPath: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tachanka-export-'));
  scenarioPath = join(dir, 'fixture.tachanka.json');
  await writeFile(scenarioPath, JSON.stringify(scenarioFixture(), null, 2));
  await writeFile(join(dir, 'broken.tachanka.json'), JSON.stringify({ ...scenarioFixture(), turnLimit: 0 }));
});
afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

async function exportWith(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t), errIsTty: false, ask: async () => null };
  const code = await runExport(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('tachanka export: arguments', () => {
  it.each([
    [['--kind', 'overview', '--out', 'x.pdf'], 'missing <scenario>'],
    [['S', '--out', 'x.pdf'], '--kind is required'],
    [['S', '--kind', 'overview'], '--out FILE is required'],
    [['S', '--kind', 'map', '--out', 'x.pdf'], '--kind must be one of overview, mat, roster'],
    [['S', '--kind', 'overview', '--paper', 'a5', '--out', 'x.pdf'], '--paper must be one of a4, a3, letter, tabloid'],
    [['S', '--kind', 'overview', '--format', 'tiff', '--out', 'x.pdf'], '--format must be one of pdf, svg, png'],
    [['S', '--kind', 'overview', '--format', 'pdf', '--out', 'x.svg'], '--out ends in .svg but --format is pdf'],
    [['S', '--kind', 'overview', '--dpi', '300', '--out', 'x.pdf'], '--dpi applies to PNG output only'],
    [['S', '--kind', 'overview', '--dpi', '9000', '--out', 'x.png'], '--dpi must be a whole number from 36 to 600'],
    [['S', '--kind', 'overview', '--overlap', '10mm', '--out', 'x.pdf'], '--overlap applies to --kind mat only'],
    [['S', '--kind', 'mat', '--overlap', '10 furlongs', '--out', 'x.pdf'], '--overlap must be a length such as 10mm'],
    [['S', '--kind', 'mat', '--overlap', '6cm', '--out', 'x.pdf'], '--overlap must be from 0 to 50 mm'],
    [['S', '--kind', 'mat', '--margin', '-1mm', '--out', 'x.pdf'], '--margin'],
    [['S', '--kind', 'mat', '--orientation', 'sideways', '--out', 'x.pdf'], '--orientation must be one of auto, portrait, landscape'],
    [['S', '--kind', 'roster', '--out', 'x.svg'], 'roster sheets are made as PDF only'],
    [['S', '--kind', 'overview', '--colour', 'red', '--out', 'x.pdf'], "Unknown option '--colour'"],
  ])('%j exits 2 saying %s', async (args, message) => {
    const result = await exportWith(...args);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(result.err).toContain('usage: tachanka export');
  });
});

describe('tachanka export: input', { timeout: 60_000 }, () => {
  it('refuses a broken scenario with exit 1 and its problems by JSON path', async () => {
    const result = await exportWith(join(dir, 'broken.tachanka.json'), '--kind', 'overview', '--out', join(dir, 'broken.pdf'));
    expect(result.code).toBe(1);
    expect(result.err).toContain('$.turnLimit');
    expect(await readdir(dir)).not.toContain('broken.pdf');
  });

  it('refuses an unknown scenario and a missing output folder with exit 1', async () => {
    expect((await exportWith(join(dir, 'nowhere.tachanka.json'), '--kind', 'overview', '--out', join(dir, 'x.pdf'))).code).toBe(1);
    const noFolder = await exportWith(scenarioPath, '--kind', 'overview', '--out', join(dir, 'missing', 'x.pdf'));
    expect(noFolder.code).toBe(1);
    expect(noFolder.err).toContain('does not exist');
  });
});

describe('tachanka export: output', { timeout: 120_000 }, () => {
  it('writes an overview PDF, leaving no temporary file behind', async () => {
    const out = join(dir, 'overview.pdf');
    const result = await exportWith(scenarioPath, '--kind', 'overview', '--paper', 'letter', '--out', out);
    expect(result.code).toBe(0);
    expect(result.out).toContain(`wrote ${out}`);
    expect((await readFile(out)).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('takes the format from the file name: a PNG at the asked DPI', async () => {
    const out = join(dir, 'overview.png');
    expect((await exportWith(scenarioPath, '--kind', 'overview', '--dpi', '50', '--out', out)).code).toBe(0);
    const png = await readFile(out);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // Width in the PNG header: A4 is 8.27 in across in portrait, 11.69 in landscape.
    expect([413, 585]).toContain(png.readUInt32BE(16));
  });

  it('writes a mat as SVG one file per sheet, suffixed with its row and column', async () => {
    const out = join(dir, 'mat.svg');
    const result = await exportWith(scenarioPath, '--kind', 'mat', '--paper', 'a3', '--overlap', '1cm', '--margin', '0.25in', '--ink-saving', '--out', out);
    expect(result.code).toBe(0);
    const written = (await readdir(dir)).filter((f) => f.startsWith('mat-')).sort();
    expect(written).toContain('mat-assembly.svg');
    expect(written).toContain('mat-r1c1.svg');
    expect(result.out).toMatch(/mat: \d+ sheets of A3/);
    expect(written.length).toBe(Number(/mat: (\d+) sheets/.exec(result.out)![1]) + 1);
  });

  it('writes the roster sheets as a PDF', async () => {
    const out = join(dir, 'roster.pdf');
    expect((await exportWith(scenarioPath, '--kind', 'roster', '--paper', 'tabloid', '--out', out)).code).toBe(0);
    expect((await readFile(out)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
