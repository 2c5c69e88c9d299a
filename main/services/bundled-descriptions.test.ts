import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bundledScenariosDir, packageRoot } from './package-root.ts';

/**
 * A bundled scenario's description is what a player reads in the New game dialog: a short briefing, its balance
 * figure the current one. How the battle was designed and balanced belongs in its rule set's README.
 */

const bundled = readdirSync(bundledScenariosDir()).filter((f) => f.endsWith('.tachanka.json'))
  .map((f) => JSON.parse(readFileSync(join(bundledScenariosDir(), f), 'utf8')) as { id: string; description: string; ruleset: { id: string } });

describe('bundled scenario descriptions', () => {
  it.each(bundled.map((s) => [s.id, s] as const))('%s: a short briefing, with no designer\'s notes', (_, s) => {
    expect(s.description.length).toBeGreaterThan(0);
    expect(s.description.length).toBeLessThanOrEqual(1400);
    expect(s.description).not.toMatch(/decisions?\b|first draft|as first drawn|tachanka balance|95% interval|from seed|the rules leave/i);
  });

  it('the Kamenka crossroads quotes the balance last measured in the Wargame Wednesdays README', () => {
    const kamenka = bundled.find((s) => s.id === 'kamenka-crossroads')!;
    const readme = readFileSync(join(packageRoot(), 'shared/rulesets/wargame-wednesdays/README.md'), 'utf8').replace(/\s+/g, ' ');
    const measured = [...readme.matchAll(/Reds won (\d+) of 1,000 games \(([\d.]+)%/g)].at(-1);
    expect(measured).toBeDefined();
    expect(kamenka.description).toContain(`Reds won ${measured![1]} of 1,000 games (${measured![2]}%)`);
  });
});
