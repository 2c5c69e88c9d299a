import { describe, expect, it } from 'vitest';
import { parseRosterDrag, rosterDragData } from './roster-drag.ts';

describe('dragging a troop type from the roster', () => {
  it('carries the side and the troop type to the table', () => {
    expect(parseRosterDrag(rosterDragData('white', 'czech-legion'))).toEqual({ side: 'white', troopType: 'czech-legion' });
  });

  it('ignores anything else dropped on the table', () => {
    for (const data of ['', 'plain text', '{"side":"green","troopType":"x"}', '{"side":"red","troopType":"<script>"}', 'null']) {
      expect(parseRosterDrag(data)).toBeNull();
    }
  });
});
