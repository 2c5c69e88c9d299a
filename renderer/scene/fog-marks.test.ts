import { describe, expect, it } from 'vitest';
import { MARKER_FACE_TOP, lastSeenWords, markerAnchors, markerKeyOf, markerName, markerPickId, markerTokens, markerWords } from './fog-marks.ts';

describe('fog of war on the table', () => {
  const marker = { key: 'marker 3', at: { x: 36, y: 33 }, facing: 180, label: 'position marker', side: 'white' as const };

  it('names a position marker by the rule set\'s word and its number, and by nothing under it', () => {
    expect(markerName(marker)).toBe('Position marker 3');
    expect(markerWords(marker)).toBe('Position marker 3: what stands under it is not known');
    expect(markerName({ key: 'left flank', label: 'dummy' })).toBe('Dummy (left flank)');
  });

  it('gives each marker a pick id the picker can carry and no unit id can be mistaken for', () => {
    const id = markerPickId('marker 3');
    expect(markerKeyOf(id)).toBe('marker 3');
    expect(markerKeyOf('w-plastuns')).toBeNull();
  });

  it('lays a counter where the marker stands, its number painted on it', () => {
    expect(markerTokens([marker])).toEqual([{ pickId: markerPickId('marker 3'), at: { x: 36, y: 33 }, facing: 180, face: '3' }]);
    expect(markerTokens([{ ...marker, key: 'left flank' }])[0]!.face).toBe('?');
  });

  it('letters a unit last seen with its turn', () => {
    expect(lastSeenWords(4)).toBe('seen turn 4');
  });

  it('stands each counter in the way of the terrain\'s floating names, as a unit stands, its face\'s height tall', () => {
    const anchors = markerAnchors([marker], () => 0.5);
    expect([...anchors.keys()]).toEqual([markerPickId('marker 3')]);
    expect(anchors.get(markerPickId('marker 3'))).toMatchObject({ centre: { x: 36, y: 33 }, ground: 0.5, top: MARKER_FACE_TOP });
  });
});
