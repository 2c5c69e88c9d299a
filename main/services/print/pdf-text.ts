import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** For tests: the text poppler reads from a PDF, in reading order, runs of white space as one space. */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'tachanka-pdftext-'));
  try {
    writeFileSync(join(dir, 'x.pdf'), bytes);
    return execFileSync('/usr/bin/pdftotext', [join(dir, 'x.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
