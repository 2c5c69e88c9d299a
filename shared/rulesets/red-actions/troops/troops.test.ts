import { describe, expect, it } from 'vitest';
import { ARMIES, TROOP_CARDS, TROOP_TYPES, cardOf, troopCard } from './troops.ts';
import { ARMY_IDS } from './troop-card.ts';
import { DISMOUNTING_TABLE } from '../tables/tables-misc.ts';

describe('unit cards (Tachanka\'s own, since the text gives none)', () => {
  it('cover every army and troop the text names', () => {
    const named = [
      'red-cavalry', 'konnarmiya-cavalry', 'red-conscripts', 'red-regulars', 'latvian-riflemen', 'chon', 'kursanty', 'internationals',
      'red-cossacks', 'red-partisans', 'white-volunteers', 'white-officers', 'white-conscripts', 'white-cossacks', 'white-platoons',
      'white-cavalry', 'nationalist-regulars', 'nationalist-cavalry', 'polish-regulars', 'polish-uhlans', 'freikorps-kompagnie',
      'fk-uhlans', 'makhnovist-partisans', 'makhnovist-cavalry', 'red-tachanka', 'red-mg', 'red-field-gun', 'red-armoured-car',
      'white-tank', 'white-train-engine', 'white-train-artillery', 'white-train-turret', 'white-train-mg', 'white-train-car',
    ];
    for (const id of named) expect(troopCard(id), id).toBeDefined();
    for (const army of ARMY_IDS) expect(TROOP_CARDS.some((c) => c.army === army), army).toBe(true);
  });

  it('give every card its numbers and a one-line reason, with unique ids', () => {
    expect(new Set(TROOP_CARDS.map((c) => c.id)).size).toBe(TROOP_CARDS.length);
    for (const c of TROOP_CARDS) {
      expect(c.rationale.length, c.id).toBeGreaterThan(10);
      expect(c.rationale.includes('\n'), c.id).toBe(false);
      for (const n of Object.values(c.morale)) expect(n, c.id).toBeGreaterThanOrEqual(2);
      expect(c.points, c.id).toBeGreaterThanOrEqual(0);
    }
  });

  it('"Riflemen and sabres form units of 2 to 6 bases"; MGs, guns and tachankas up to 4', () => {
    for (const c of TROOP_CARDS) {
      if (c.kind === 'riflemen' || c.kind === 'sabres') expect(c.bases, c.id).toMatchObject({ min: 2, max: 6 });
      if (c.kind === 'mg' || c.kind === 'tachanka' || c.kind === 'field-gun') expect(c.bases.max, c.id).toBe(4);
    }
  });

  it('"the minus for shooting mounted is built into their fire factor": cavalry shoot worse than what they dismount as', () => {
    for (const c of TROOP_CARDS.filter((x) => x.dismountsAs)) {
      const foot = cardOf(c.dismountsAs!);
      expect(c.shooting, c.id).toBeLessThan(foot.shooting);
      expect(foot.kind, c.id).toBe('riflemen');
    }
  });

  it('dismount as the dismounting table says', () => {
    expect(DISMOUNTING_TABLE).toHaveLength(9);
    expect(cardOf('red-cavalry').dismountsAs).toBe('red-conscripts');
    expect(cardOf('konnarmiya-cavalry').dismountsAs).toBe('red-regulars');
    expect(cardOf('red-cossacks').dismountsAs).toBe('red-partisans');
    expect(cardOf('white-cossacks').dismountsAs).toBe('white-platoons');
    expect(cardOf('polish-uhlans').dismountsAs).toBe('polish-regulars');
    expect(cardOf('fk-uhlans').dismountsAs).toBe('freikorps-kompagnie');
    expect(cardOf('makhnovist-cavalry').dismountsAs).toBe('makhnovist-partisans');
  });

  it('make conscripts Mobs, and give guns direct-hit classes', () => {
    expect(cardOf('red-conscripts').traits).toContain('mob');
    expect(cardOf('white-conscripts').traits).toContain('mob');
    expect(cardOf('red-field-gun').gun).toBe('field');
    expect(cardOf('red-mortar').gun).toBe('other');
    expect(cardOf('red-early-field-gun').traits).toContain('poor');
    expect(cardOf('red-tachanka').arc).toBe('rear');
  });

  it('draw two officer tokens for Soviet and Partisan armies except Konnarmiya and Latvians, three for the rest', () => {
    expect(ARMIES.soviet.officerDraw).toBe(2);
    expect(ARMIES.partisans.officerDraw).toBe(2);
    expect(ARMIES.makhnovists.officerDraw).toBe(2);
    expect(ARMIES.konnarmiya.officerDraw).toBe(3);
    expect(ARMIES.latvians.officerDraw).toBe(3);
    expect(ARMIES.whites.officerDraw).toBe(3);
    expect(ARMIES.poles.officerDraw).toBe(3);
  });

  it('appear in the roster with their numbers', () => {
    const t = TROOP_TYPES.find((x) => x.id === 'red-regulars')!;
    expect(t.stats).toMatchObject({ Move: 8, Shooting: 3, Fighting: 3, Fear: 7, 'Flight %': 40 });
  });
});
