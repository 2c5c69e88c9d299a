import { describe, expect, it } from 'vitest';
import { exportPrint } from './export-print.ts';
import type { PrintOptionsInput } from './print-options.ts';
import { pdfText } from './pdf-text.ts';
import { tsaritsyn } from '../../../shared/rulesets/ten-rounds-rapid/test-fixtures.ts';

async function printed(options: PrintOptionsInput): Promise<string> {
  const file = await exportPrint(tsaritsyn(), options);
  if (!file.ok) throw new Error(file.error.message);
  return pdfText(file.value.bytes);
}

// Ten Rounds Rapid: "All distances are quoted in centimetres", so its printed distances are too.
describe('The wire before Tsaritsyn in print, in centimetres', { timeout: 120_000 }, () => {
  it('the briefing map gives a scale bar in centimetres over the ground scale, and names specialists, never by id', async () => {
    const text = await printed({ kind: 'overview', paper: 'a4' });
    expect(text).toContain('Table 152×102 cm · 11 turns');
    expect(text).toContain('0 10 20 30 40 50 60 centimetres');
    expect(text).toContain('with LMG team, officer');
    expect(text).toContain('with Officer Cadre, officer');
    expect(text).not.toMatch(/with (lmg|cheka|officer-cadre)\b/);
    expect(text).not.toMatch(/\binches\b/);
    expect(text).toContain('Ground scale: "Ground Scale is 1 cm = 20 m, approximately"');
  });

  it('the mat says its grid squares in centimetres (6 inches, the squares the table orders name)', async () => {
    const text = await printed({ kind: 'mat', paper: 'a4' });
    expect(text).toContain('Table 152×102 cm');
    expect(text).toContain('15.24 cm (6 inches)');
  });

  it('the roster gives base sizes in centimetres and names troop types, never their ids', async () => {
    const text = await printed({ kind: 'roster', paper: 'a4' });
    expect(text).toMatch(/\d+(\.5)?×\d+(\.5)? cm/);
    expect(text).not.toMatch(/\d×\d+(\.\d+)? in\b/);
    expect(text).toContain('White officer company');
    expect(text).not.toContain('white-rifles-elite');
  });
});
