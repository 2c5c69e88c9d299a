import { randomBytes } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The few file operations an atomic write needs; tests replace one to simulate a failure midway. */
export interface AtomicWriteOps {
  open: typeof fsp.open;
  rename: typeof fsp.rename;
  copyFile: typeof fsp.copyFile;
  unlink: typeof fsp.unlink;
}

const defaultOps: AtomicWriteOps = { open: fsp.open, rename: fsp.rename, copyFile: fsp.copyFile, unlink: fsp.unlink };

export interface AtomicWriteOptions {
  /** Keep the file's previous contents as `<file>.bak` (default true). */
  backup?: boolean;
  ops?: Partial<AtomicWriteOps>;
}

export const backupPath = (path: string): string => `${path}.bak`;

/**
 * Writes a file so a reader sees either the old contents or the new, never half of either: the text goes to a
 * temporary file in the same folder (same file system, so rename is atomic), is flushed to disk, and then
 * replaces the target. The previous version is copied to `<file>.bak` first. On any failure the temporary file
 * is removed and the target is left as it was.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const ops = { ...defaultOps, ...options.ops };
  const folder = dirname(path);
  const temp = join(folder, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await ops.open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (options.backup !== false) await copyIfExists(ops, path, backupPath(path));
    await ops.rename(temp, path);
  } catch (e) {
    await ops.unlink(temp).catch(() => undefined);
    throw e;
  }
  await syncFolder(folder);
}

async function copyIfExists(ops: AtomicWriteOps, from: string, to: string): Promise<void> {
  try {
    await ops.copyFile(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}

/** Makes the rename itself durable; some platforms (Windows) cannot open a folder, which is harmless. */
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
