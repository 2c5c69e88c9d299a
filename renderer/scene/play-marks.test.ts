import { describe, expect, it } from 'vitest';
import { FIRE_COLOUR, HIGHLIGHT_COLOURS, SMOKE_COLOUR, normaliseHighlights, normaliseOverlays, zoneOverlays } from './play-marks.ts';

describe('marks from the play screen', () => {
  it('groups the play screen’s highlights by colour and keeps the scene’s own as they are', () => {
    const out = normaliseHighlights([
      { unitId: 'a', kind: 'can-act' }, { unitId: 'b', kind: 'can-act' }, { unitId: 'c', kind: 'target' },
      { unitIds: ['d'], color: '#123456' },
    ]);
    expect(out).toEqual([
      { unitIds: ['d'], color: '#123456' },
      { unitIds: ['a', 'b'], color: HIGHLIGHT_COLOURS['can-act'] },
      { unitIds: ['c'], color: HIGHLIGHT_COLOURS.target },
    ]);
  });

  it('turns the tape, a blocked sight line and the reach into lines and circles', () => {
    const out = normaliseOverlays([
      { kind: 'tape', from: { x: 0, y: 0 }, to: { x: 0, y: 6 }, label: '6"' },
      { kind: 'sight', from: { x: 0, y: 0 }, to: { x: 5, y: 5 }, clear: false, label: 'blocked' },
      { kind: 'reach', centre: { x: 3, y: 3 }, radius: 4, label: '4"' },
      { kind: 'facing', at: { x: 1, y: 1 }, facing: 90 },
      { kind: 'line', points: [{ x: 0, y: 0 }, { x: 1, y: 1 }], color: '#fff' },
    ]);
    expect(out.map((o) => o.kind)).toEqual(['line', 'line', 'circle', 'path', 'line']);
    expect(out[1]).toMatchObject({ dashed: true });
    const facing = out[3]!;
    expect(facing.kind === 'path' && facing.points[1]!.x).toBeCloseTo(3);
  });

  it('draws a beaten zone as a filled circle', () => {
    const [z] = zoneOverlays([{ kind: 'beaten', centre: { x: 10, y: 10 }, radius: 3, label: 'Barrage', side: 'white' }]);
    expect(z).toMatchObject({ kind: 'circle', radius: 3, filled: true, label: 'Barrage' });
  });

  it('draws a smoke screen as a grey cloud, whichever side laid it', () => {
    const [z] = zoneOverlays([{ kind: 'smoke', centre: { x: 10, y: 10 }, radius: 1.6, label: 'smoke screen (until the end of move 3)', side: 'white' }]);
    expect(z).toMatchObject({ kind: 'circle', filled: true, color: SMOKE_COLOUR });
  });

  it('draws a burning wood or building in flame colour, whichever side set it alight', () => {
    const [z] = zoneOverlays([{ kind: 'fire', centre: { x: 10, y: 10 }, radius: 1, label: 'burning wood (for the rest of the game)', side: 'red' }]);
    expect(z).toMatchObject({ kind: 'circle', filled: true, color: FIRE_COLOUR });
  });
});
