import { describe, expect, it } from 'vitest';
import {
  CHARACTERISTICS, RATINGS, deviationDirection, moraleTestsDue, moraleThreshold, opportunityTarget, ARMOURED_TRAIN_TACTICAL_RATING,
} from './tables.ts';
import { RULES_TABLES } from './rules-tables.ts';

describe('Reds versus Reds tables', () => {
  it.each([
    ['red-army', 2, 3], ['red-sailors', 2, 4], ['peoples-army', 2, 2], ['czech-legion', 3, 3], ['machine-gunners', 3, 4], ['komuch-artillery', 4, 4],
  ] as const)('ratings table: %s has Tactical %i and Morale %i', (c, tactical, morale) => {
    expect(RATINGS[c]).toMatchObject({ tactical, morale });
  });

  it('“Each on-table fighting unit has a Tactical and a Morale Rating of between 2 (the worst) and 5 (the best)”', () => {
    for (const r of Object.values(RATINGS)) {
      for (const n of [r.tactical, r.morale]) expect(n >= 2 && n <= 5, r.label).toBe(true);
    }
  });

  it.each([
    ['rifle', 12, 1, '2/0', '1/0'], ['lewis-gun', 24, 3, '2/0', '1/0'], ['hmg', 40, 6, '1/0', '1/2'], ['field-gun', 80, 1, '1/0', '1/3'],
  ] as const)('characteristics: %s ranges %i", throws %i dice, moves %s open and %s difficult (dice/minus)', (w, range, shots, open, difficult) => {
    const c = CHARACTERISTICS[w];
    expect([c.range, c.shots]).toEqual([range, shots]);
    expect(`${c.move.open.dice}/${c.move.open.minus}`).toBe(open);
    expect(`${c.move.difficult.dice}/${c.move.difficult.minus}`).toBe(difficult);
  });

  it('morale thresholds: 6 figures or fewer 1 casualty, 7 to 12 two, 13 or more three', () => {
    expect([6, 7, 12, 13].map(moraleThreshold)).toEqual([1, 2, 2, 3]);
  });

  it('"if a 10-man unit loses 2 or 3 figures it tests only once, but if it loses 4 it must test twice"', () => {
    expect([1, 2, 3, 4, 5, 6].map((c) => moraleTestsDue(10, c))).toEqual([0, 1, 1, 2, 2, 3]);
    expect(moraleTestsDue(5, 2)).toBe(2);
  });

  it('deviation direction: 1 to 3 short, 4 right, 5 left, 6 over', () => {
    expect([1, 2, 3, 4, 5, 6].map(deviationDirection)).toEqual(['short', 'short', 'short', 'right', 'left', 'over']);
  });

  it('opportunity fire needs "at least 2 less than the artillery\'s Tactical Rating": the train (TR 5) needs 3 or less', () => {
    expect(ARMOURED_TRAIN_TACTICAL_RATING).toBe(5);
    expect(opportunityTarget(ARMOURED_TRAIN_TACTICAL_RATING)).toBe(3);
  });
});

describe('rules tables served to the CLI and the explainer', () => {
  const queries: Record<string, Record<string, string>> = {
    'ratings': { class: 'red-sailors' }, 'characteristics': { weapon: 'hmg' }, 'shooting': { modifier: 'hardCover' },
    'crew-save': { morale: '4' }, 'stray-rounds': { ground: 'built-up' }, 'close-combat': { modifier: 'second-attacker' },
    'close-combat-result': { first: '5', second: '3' }, 'morale-test': { morale: '3', roll: '4', markers: '1' },
    'morale': { figures: '10', casualties: '4' }, 'rally': { rallier: 'commissar' }, 'opportunity-fire': { tacticalRating: '5' },
    'deviation': { roll: '4' }, 'shrapnel': { moving: 'yes' },
  };
  it('every table has rows and answers a lookup', () => {
    expect(RULES_TABLES.map((t) => t.id).sort()).toEqual(Object.keys(queries).sort());
    for (const t of RULES_TABLES) {
      expect(t.rows.length, t.id).toBeGreaterThan(0);
      expect(t.rows.every((r) => r.length === t.columns.length), t.id).toBe(true);
      expect(t.lookup(queries[t.id]!).ok, t.id).toBe(true);
      expect(t.lookup({}).ok, `${t.id} refuses an empty query`).toBe(false);
    }
  });
  it('lookups give the rule numbers', () => {
    const get = (id: string, q: Record<string, string>) => {
      const r = RULES_TABLES.find((t) => t.id === id)!.lookup(q);
      return r.ok ? r.value : r.error;
    };
    expect(get('ratings', { class: 'czech-legion' })).toMatchObject({ tactical: 3, morale: 3 });
    expect(get('shooting', { total: '4' })).toBe('casualty');
    expect(get('shooting', { total: '3' })).toBe('miss');
    expect(get('shooting', { modifier: 'hardCover' })).toBe(-2);
    expect(get('morale', { figures: '10', casualties: '4' })).toEqual({ tests: 2 });
    expect(get('deviation', { roll: '5' })).toMatchObject({ direction: 'left' });
    expect(get('shrapnel', { moving: 'no' })).toMatchObject({ casualtyOn: 6, radius: 4 });
    expect(get('stray-rounds', { ground: 'open' })).toMatchObject({ inches: 2, casualtyOn: 5 });
    expect(get('opportunity-fire', { tacticalRating: '4' })).toEqual({ succeedsOnOrBelow: 2 });
    expect(get('rally', { rallier: 'commander', morale: '3' })).toEqual({ succeedsOn: 'under 3' });
    expect(get('rally', { rallier: 'commissar', roll: '2', markers: '2' })).toEqual({ succeedsOn: '3+', rallied: false, markersAfter: 2, figureLost: true });
    expect(get('rally', { rallier: 'commander', morale: '4', roll: '3', markers: '1' })).toEqual({ succeedsOn: 'under 4', rallied: true, markersAfter: 0, figureLost: false });
    expect(get('close-combat-result', { first: '3', second: '5' })).toEqual({ difference: -2, killed: 'first' });
    expect(get('morale-test', { morale: '3', roll: '4', markers: '1' })).toMatchObject({ passed: false, markersAfter: 2, mayNotAdvance: true, routs: false });
    expect(get('morale-test', { morale: '3', roll: '4', markers: '3' })).toMatchObject({ reason: expect.stringMatching(/markers/) });
  });
});
