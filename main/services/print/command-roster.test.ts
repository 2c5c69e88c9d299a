import { describe, expect, it } from 'vitest';
import kamenkaJson from '../../../scenarios/kamenka-crossroads.tachanka.json' with { type: 'json' };
import { validateScenario } from '../../../shared/scenario-checks/validate.ts';
import { exportPrint } from './export-print.ts';
import { pdfText } from './pdf-text.ts';
import { rosterSequence } from './roster-sequence.ts';

const kamenka = () => {
  const r = validateScenario(kamenkaJson);
  if (!r.ok) throw new Error(r.error[0]!.message);
  return r.value;
};

/** Whether the texts appear in this order, each after the one before (-1 from the first that does not). */
function inOrder(text: string, parts: readonly string[]): number[] {
  let from = 0;
  return parts.map((p) => {
    const at = from < 0 ? -1 : text.indexOf(p, from);
    from = at < 0 ? -1 : at + p.length;
    return at;
  });
}

describe('a Wargame Wednesdays roster in print', { timeout: 60_000 }, () => {
  it('groups each side\'s unit cards by command, under the command\'s name', () => {
    const s = kamenka();
    const sequence = rosterSequence(s);
    const red = inOrder(sequence.join('|'), ['1st Rifle Battalion command|1st Rifle Company|2nd Rifle Company|1st Battalion Maxim', '2nd Rifle Battalion command|Latvian Rifles', 'Cavalry Brigade command|1st Squadron|2nd Squadron', 'Support Group command|Red Battery']);
    expect(red).not.toContain(-1);
    const white = inOrder(sequence.join('|'), ['Kamenka Garrison command|Garrison Company', 'Officer Battalion command|Drozdovsky Officer Company', 'Cossack Regiment command|1st Kuban Sotnia', 'Armoured Detachment command|Tank']);
    expect(white).not.toContain(-1);
  });

  it('groups the briefing map\'s order of battle by command too', async () => {
    const file = await exportPrint(kamenka(), { kind: 'overview', paper: 'a4' });
    if (!file.ok) throw new Error(file.error.message);
    const text = pdfText(file.value.bytes);
    expect(inOrder(text, ['1st Rifle Battalion command:', '1st Rifle Company', '2nd Rifle Battalion command:', 'Latvian Rifles', 'Cavalry Brigade command:', '1st Squadron'])).not.toContain(-1);
  });
});
