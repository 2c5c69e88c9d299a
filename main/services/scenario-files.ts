import { open, readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { LIMITS, SCENARIO_EXTENSION, problemError, type Problem, type Scenario } from '../../shared/scenario/index.ts';
import type { ScenarioSummary } from '../../shared/api.ts';
import type { Result } from '../../shared/core/result.ts';
import { writeFileAtomic, type AtomicWriteOptions } from './atomic-write.ts';
import { checkScenarioText } from './scenario-check.ts';
import { bundledScenariosDir } from './package-root.ts';

export { SCENARIO_EXTENSION } from '../../shared/scenario/index.ts';

export interface LoadedScenario {
  scenario: Scenario;
  text: string;
  /** Warnings that did not refuse the file. */
  warnings: Problem[];
}

export interface BundledScenario extends LoadedScenario {
  fileName: string;
}

/** Reading and writing `*.tachanka.json` files. A file is loaded whole and sound, or refused with its problems. */
export class ScenarioFiles {
  constructor(private readonly bundledDir: string = bundledScenariosDir()) {}

  /** Reads a scenario file, refusing an oversized one before reading a byte of it. */
  async read(path: string): Promise<Result<LoadedScenario, Problem[]>> {
    const text = await readTextLimited(path, LIMITS.fileBytes);
    if (!text.ok) return text;
    const checked = checkScenarioText(text.value);
    if (!checked.scenario) return { ok: false, error: checked.problems };
    return { ok: true, value: { scenario: checked.scenario, text: text.value, warnings: checked.problems } };
  }

  /** Writes a scenario atomically, keeping the previous version as `<file>.bak`. Refuses a scenario with errors. */
  async write(path: string, scenario: Scenario, options: AtomicWriteOptions = {}): Promise<Result<{ text: string }, Problem[]>> {
    const text = `${JSON.stringify(scenario, null, 2)}\n`;
    const checked = checkScenarioText(text);
    if (!checked.scenario) return { ok: false, error: checked.problems };
    await writeFileAtomic(path, text, options);
    return { ok: true, value: { text } };
  }

  /** Every sound scenario shipped in the bundled folder, sorted by file name; refused files are reported apart. */
  async listBundled(): Promise<{ scenarios: BundledScenario[]; refused: { fileName: string; problems: Problem[] }[] }> {
    let names: string[];
    try {
      names = (await readdir(this.bundledDir)).filter((n) => n.endsWith(SCENARIO_EXTENSION)).sort();
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { scenarios: [], refused: [] };
      throw e;
    }
    const scenarios: BundledScenario[] = [];
    const refused: { fileName: string; problems: Problem[] }[] = [];
    for (const fileName of names) {
      const loaded = await this.read(join(this.bundledDir, fileName));
      if (loaded.ok) scenarios.push({ ...loaded.value, fileName });
      else refused.push({ fileName, problems: loaded.error });
    }
    return { scenarios, refused };
  }

  async summaries(): Promise<ScenarioSummary[]> {
    const { scenarios } = await this.listBundled();
    return scenarios.map(({ scenario, fileName }) => ({
      id: scenario.id,
      title: scenario.title,
      rulesetId: scenario.ruleset.id,
      description: scenario.description,
      fileName,
    }));
  }

  /** The bundled scenario with this id: its own file (`<id>.tachanka.json`) is read alone; else every bundled file is. */
  async getBundled(id: string): Promise<BundledScenario | undefined> {
    if (/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(id)) {
      const fileName = `${id}${SCENARIO_EXTENSION}`;
      const own = await this.read(join(this.bundledDir, fileName));
      if (own.ok && own.value.scenario.id === id) return { ...own.value, fileName };
    }
    const { scenarios } = await this.listBundled();
    return scenarios.find((s) => s.scenario.id === id);
  }
}

/**
 * Reads a UTF-8 text file of at most `maxBytes`. The size is checked before reading, and the read itself stops
 * one byte past the limit, so a file that grows in between is still refused.
 */
export async function readTextLimited(path: string, maxBytes: number): Promise<Result<string, Problem[]>> {
  const name = basename(path);
  let info;
  try {
    info = await stat(path);
  } catch (e) {
    return { ok: false, error: [problemError([], `cannot read ${name}: ${describeFsError(e)}`)] };
  }
  if (!info.isFile()) return { ok: false, error: [problemError([], `${name} is not a file`)] };
  if (info.size > maxBytes) return { ok: false, error: [tooBig(name, info.size, maxBytes)] };
  const handle = await open(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const chunk = Buffer.alloc(64 * 1024);
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      length += bytesRead;
      if (length > maxBytes) return { ok: false, error: [tooBig(name, length, maxBytes)] };
    }
    // A byte-order mark (some Windows editors add one) is not part of the JSON.
    return { ok: true, value: Buffer.concat(chunks, length).toString('utf8').replace(/^\uFEFF/, '') };
  } finally {
    await handle.close();
  }
}

const tooBig = (name: string, size: number, maxBytes: number): Problem =>
  problemError([], `${name} is ${(size / 1048576).toFixed(1)} MB; the limit is ${(maxBytes / 1048576).toFixed(0)} MB`);

function describeFsError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}
