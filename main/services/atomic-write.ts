import { randomBytes } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isTempFileStale, ownTempName } from './temp-files.ts';

/** The few file operations an atomic write needs; tests replace one to simulate a failure midway. */
export interface AtomicWriteOps {
  open: typeof fsp.open;
  rename: typeof fsp.rename;
  link: typeof fsp.link;
  copyFile: typeof fsp.copyFile;
  unlink: typeof fsp.unlink;
}

const defaultOps: AtomicWriteOps = { open: fsp.open, rename: fsp.rename, link: fsp.link, copyFile: fsp.copyFile, unlink: fsp.unlink };

export interface AtomicWriteOptions {
  /** Keep the file's previous contents as `<file>.bak` (default true). */
  backup?: boolean;
  /** The new file's permissions (default 0o644; a secret is written 0o600, readable by its owner only). */
  mode?: number;
  /**
   * Never replace a file already there: the write then fails with EEXIST and leaves it as it was (two processes
   * creating the same file at once keep the first one's).
   */
  replace?: boolean;
  ops?: Partial<AtomicWriteOps>;
}

export const backupPath = (path: string): string => `${path}.bak`;

/** Temporary files this process is writing now, so a clean-up in the same folder leaves them alone. */
const inFlight = new Set<string>();

/**
 * Writes a file so a reader sees either the old contents or the new, never half of either: the text goes to a
 * temporary file in the same folder (same file system, so rename is atomic), is flushed to disk, and then
 * replaces the target. The previous version becomes `<file>.bak` the same way (copied to a temporary file,
 * flushed, renamed), so a crash leaves the old backup or the new one, never a truncated one. Temporary files
 * that earlier, crashed writers left in the folder are removed first. On any failure this write's temporary
 * files are removed and the target is left as it was.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const ops = { ...defaultOps, ...options.ops };
  const folder = dirname(path);
  await removeStaleTempFiles(folder);
  const temp = newTempPath(path);
  const backupTemp = newTempPath(backupPath(path));
  try {
    const handle = await ops.open(temp, 'wx', options.mode ?? 0o644);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (options.backup !== false && await copyIfExists(ops, path, backupTemp)) {
      await ops.rename(backupTemp, backupPath(path));
    }
    if (options.replace === false) {
      await ops.link(temp, path);
      await ops.unlink(temp);
    } else {
      await ops.rename(temp, path);
    }
  } catch (e) {
    await ops.unlink(temp).catch(() => undefined);
    await ops.unlink(backupTemp).catch(() => undefined);
    throw e;
  } finally {
    inFlight.delete(temp);
    inFlight.delete(backupTemp);
  }
  await syncFolder(folder);
}

function newTempPath(path: string): string {
  const temp = join(dirname(path), ownTempName(basename(path), process.pid, randomBytes(6).toString('hex')));
  inFlight.add(temp);
  return temp;
}

/** Copies `from` (when it exists) to `to` and flushes the copy to disk; false when there was nothing to copy. */
async function copyIfExists(ops: AtomicWriteOps, from: string, to: string): Promise<boolean> {
  try {
    await ops.copyFile(from, to, fsp.constants.COPYFILE_EXCL);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' && !(await exists(from))) return false;
    throw e;
  }
  const handle = await ops.open(to, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

const exists = (path: string): Promise<boolean> => fsp.access(path).then(() => true, () => false);

/**
 * Removes the temporary files of our own naming in `folder` whose writer is gone (a process that crashed or was
 * killed mid-save). Called before every write, and by a program at start for the folders it owns. Returns the
 * names removed.
 */
export async function removeStaleTempFiles(folder: string, now: number = Date.now()): Promise<string[]> {
  let names: string[];
  try {
    names = await fsp.readdir(folder);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const path = join(folder, name);
    if (inFlight.has(path)) continue;
    const stale = await isTempFileStale(name, () => fsp.stat(path).then((s) => s.mtimeMs), now);
    if (!stale) continue;
    try {
      await fsp.unlink(path);
      removed.push(name);
    } catch {
      // Gone already, or not ours to remove: either way nothing is left to do.
    }
  }
  return removed;
}

/** Makes the renames themselves durable; some platforms (Windows) cannot open a folder, which is harmless. */
async function syncFolder(folder: string): Promise<void> {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(folder, 'r');
    await handle.sync();
  } catch {
    // Durability of the folder entry is best effort.
  } finally {
    await handle?.close();
  }
}
