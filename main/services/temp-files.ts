/**
 * The names of the temporary files an atomic write leaves beside its target while it works, and when one of them
 * is debris. A name carries the writer's process id, so a later writer can tell a crashed writer's file (its
 * process is gone) from one another process is writing now: `.<target name>.<pid>.<12 hex digits>.tmp`.
 */
export const ownTempName = (target: string, pid: number, random: string): string => `.${target}.${pid}.${random}.tmp`;

const OWN_TEMP = /^\..+\.(\d{1,10})\.[0-9a-f]{12}\.tmp$/;
/** Earlier builds named their temporary files without the writer: `.<target name>.<12 hex digits>.tmp`. */
const OLDER_TEMP = /^\..+\.[0-9a-f]{12}\.tmp$/;
/** A write takes well under a second; an unnamed writer's file this old is debris. */
export const OLDER_TEMP_MAX_AGE_MS = 60 * 60 * 1000;

/** Whether a process with this id is running (one we may not signal is running too). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `name` is a temporary file of ours that nobody is writing any more. The file's age is asked for only
 * for names of the older kind. Another program's files never match.
 */
export async function isTempFileStale(
  name: string, modifiedMs: () => Promise<number>, now: number, alive: (pid: number) => boolean = processAlive,
): Promise<boolean> {
  const own = OWN_TEMP.exec(name);
  if (own) {
    const pid = Number(own[1]);
    // This process's own files are in flight or stale; the caller skips those in flight.
    return pid === process.pid || !alive(pid);
  }
  if (!OLDER_TEMP.test(name)) return false;
  try {
    return now - (await modifiedMs()) > OLDER_TEMP_MAX_AGE_MS;
  } catch {
    return false;
  }
}
