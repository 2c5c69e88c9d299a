import { describe, expect, it } from 'vitest';
import lipkiJson from '../../../scenarios/lipki-station.tachanka.json' with { type: 'json' };
import { validateScenario } from '../../../shared/scenario-checks/validate.ts';
import { getRuleset } from '../../../shared/rulesets/registry.ts';
import { exportPrint } from './export-print.ts';
import { rosterSequence } from './roster-sequence.ts';
import { pdfText } from './pdf-text.ts';
import { ROLLED_IN_PLAY, printUnits } from './print-units.ts';
import { legendEntries } from './legend.ts';

const lipki = () => {
  const r = validateScenario(lipkiJson);
  if (!r.ok) throw new Error(r.error[0]!.message);
  return r.value;
};

describe('the station at Lipki in print (Forward Comrades)', { timeout: 60_000 }, () => {
  it('prints what the dice set in each game (a leader\'s character, the first turn\'s leadership) as rolled in play, and fixed numbers as they are', () => {
    const s = lipki();
    const units = printUnits(s, getRuleset(s.ruleset.id));
    const gusev = units.find((u) => u.id === 'gusev')!;
    // "Roll a D10 … to determine the character of each subordinate commander": not the scenario's to print.
    expect(gusev.stats['Character']).toBe(ROLLED_IN_PLAY);
    const sailors = units.find((u) => u.id === 'r-sailors')!;
    expect(sailors.stats['Leadership this turn']).toBe(ROLLED_IN_PLAY);
    expect(sailors.stats['Command']).toBe('Battalion Commander Gusev');
    expect(sailors.stats['Figures']).toBe(16);
  });

  it('prints each side\'s roster by leader, the leader\'s card first, under his command\'s name', () => {
    const s = lipki();
    const sequence = rosterSequence(s);
    const at = sequence.indexOf('Battalion Commander Gusev command');
    expect(sequence.slice(at, at + 6)).toEqual([
      'Battalion Commander Gusev command', 'Battalion Commander Gusev', '1st Simbirsk Battalion', 'Volga Sailors', 'Syzran Machine-Gun Company',
      'Brigade Commander Shorin command',
    ]);
    expect(sequence).toContain('Colonel Švec command');
    expect(sequence.join('|')).not.toMatch(/\b(red|white)-(officer|infantry|sailors)\b/);
  });

  it('prints the briefing map\'s order of battle by leader too', async () => {
    const file = await exportPrint(lipki(), { kind: 'overview', paper: 'a4' });
    if (!file.ok) throw new Error(file.error.message);
    const text = pdfText(file.value.bytes);
    expect(text).toContain('Battalion Commander Gusev command');
    // The order of battle runs on into the page's second column, so its order in the text is the columns': each
    // command's heading is there (the roster test above checks the order of units under a leader).
    for (const heading of ['Brigade Commander Shorin command', 'Flotilla Commander Raskolnikov command', 'Colonel Švec command']) expect(text).toContain(heading);
    // attachments by name, never by id
    expect(text).toContain('with heavy machine gun');
    expect(text).not.toMatch(/with (hmg|lmg)\b/);
  });

  it('shows the gunboat and the supply columns in the legend as what they are, not as train wagons', () => {
    const s = lipki();
    const labels = legendEntries(s, printUnits(s, getRuleset(s.ruleset.id))).map((e) => e.label);
    expect(labels).toContain('Gunboat');
    expect(labels).toContain('Supply wagons');
    expect(labels).not.toContain('Train wagon');
    // the armoured train itself is still a train with guns
    expect(labels).toContain('Train artillery wagon');
  });
});
