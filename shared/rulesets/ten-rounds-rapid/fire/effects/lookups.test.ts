import { describe, expect, it } from 'vitest';
import { EFFECT_LOOKUPS } from './lookups.ts';

const lookup = (id: string, q: Record<string, string>) => EFFECT_LOOKUPS.find((t) => t.id === id)!.lookup(q);

describe('effects of casualties as rules tables', () => {
  it('rolls specialist casualties with the rolls given, in order', () => {
    expect(lookup('specialist-casualties', { casualties: '2', specialists: 'officer,lmg,lmg', rolls: '4,10,3' })).toEqual({ ok: true, value: [{ lost: 'rifle figure', roll: 4 }, { lost: 'lmg', roll: 10 }] });
    expect(lookup('specialist-casualties', { casualties: '2', specialists: 'officer', rolls: '10' })).toEqual({ ok: false, error: { reason: '"rolls": the procedure needs more than the 1 roll given' } });
    expect(lookup('specialist-casualties', { casualties: '1', specialists: 'officer', rolls: '3,4' })).toEqual({ ok: false, error: { reason: '"rolls": only 1 of the 2 rolls given were needed' } });
    expect(lookup('specialist-casualties', { casualties: '1', specialists: 'general', rolls: '3' }).ok).toBe(false);
  });

  it('rolls the Cheka stiffening and says when the unit defects', () => {
    expect(lookup('cheka-stiffening', { specialists: 'officer,cheka', rolls: '10,10,2' })).toEqual({ ok: true, value: { casualties: 1, lost: ['cheka'], defects: true } });
    expect(lookup('cheka-stiffening', { specialists: 'officer', rolls: '1' }).ok).toBe(false);
  });

  it('reads weapon hits, gun shields and soft transport', () => {
    expect(lookup('weapon-hits', { weapon: 'tachanka', hits: '2' })).toMatchObject({ ok: true, value: { noMoveAndFire: true, eliminated: false } });
    expect(lookup('field-gun-shield', { attack: 'small-arms', band: 'medium' })).toMatchObject({ ok: true, value: { canHit: false } });
    expect(lookup('soft-transport', { load: '8', aboard: '8', casualties: '4' })).toMatchObject({ ok: true, value: { hits: 2, eliminated: true } });
    expect(lookup('soft-transport', { load: '4', aboard: '8', casualties: '4' }).ok).toBe(false);
  });
});
