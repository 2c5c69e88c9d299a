import { describe, expect, it } from 'vitest';
import { drawnAs } from './troop-layout.ts';
import { tenRoundsRapid } from '../../shared/rulesets/ten-rounds-rapid/index.ts';

const drawn = (id: string) => {
  const t = tenRoundsRapid.troopTypes.find((x) => x.id === id);
  if (!t) throw new Error(`no Ten Rounds Rapid troop type ${id}`);
  return drawnAs(t.troopClass, t.id);
};

describe('Ten Rounds Rapid troops on the 3D table', () => {
  it('draws Mark Vs as the heavy tank, Whippets as their own medium tank, Renaults as the light one, cars as armoured cars', () => {
    expect(drawn('white-mark-v')).toMatchObject({ kind: 'tank' });
    expect(drawn('white-whippet')).toMatchObject({ kind: 'medium-tank' });
    expect(drawn('blue-whippet')).toMatchObject({ kind: 'medium-tank' });
    expect(drawn('red-renault')).toMatchObject({ kind: 'light-tank' });
    expect(drawn('red-austin')).toMatchObject({ kind: 'armoured-car' });
  });

  it('draws the armoured train on the rails, guns as field guns, Maxims as MGs and OP teams as observers', () => {
    expect(drawn('white-train')).toEqual({ layer: 'train' });
    expect(drawn('red-field-gun')).toMatchObject({ kind: 'field-gun' });
    expect(drawn('red-mg')).toMatchObject({ kind: 'mg' });
    expect(drawn('red-tachanka')).toMatchObject({ kind: 'tachanka' });
    expect(drawn('red-observer')).toMatchObject({ layer: 'officer', rank: 'observer' });
    expect(drawn('cossack-cavalry')).toMatchObject({ kind: 'cavalry' });
  });
});
