import type { CliIo } from './cli-io.ts';

/**
 * A progress bar on stderr. On a terminal it redraws in place; in a log (CI, a pipe) it writes a line at each
 * tenth, so the log stays short.
 */
export function progressBar(io: CliIo, total: number, label: string, width = 30) {
  let lastTenth = -1;
  return {
    update(done: number): void {
      const fraction = total === 0 ? 1 : done / total;
      const filled = Math.round(fraction * width);
      const bar = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${label}`;
      if (io.errIsTty) {
        process.stderr.write(`\r${bar}`);
        if (done === total) process.stderr.write('\n');
        return;
      }
      const tenth = Math.floor(fraction * 10);
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        io.err(bar);
      }
    },
  };
}
