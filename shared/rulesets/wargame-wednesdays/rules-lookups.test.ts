import { describe, expect, it } from 'vitest';
import { RULES_TABLES } from './rules-tables.ts';

const ask = (id: string, q: Record<string, string>) => {
  const r = RULES_TABLES.find((t) => t.id === id)!.lookup(q);
  if (!r.ok) throw new Error(r.error.reason);
  return r.value as Record<string, unknown>;
};

describe('whole procedures as lookups, through the code the game runs', () => {
  it('hand to hand: "both sides roll 1d6. The higher modified roll wins, the loser taking the difference in hits. The winning unit automatically takes 1 hit" (004, line 86)', () => {
    const fight = ask('hand-to-hand', { charger: 'cavalry', chargerStands: '4', chargerDie: '3', charged: 'infantry', chargedStands: '5', chargedDie: '4', defended: 'yes' });
    expect(fight).toMatchObject({ chargerModifierSum: 2, chargerTotal: 5, chargedModifierSum: 2, chargedTotal: 6, result: { winner: 'charged', loserHits: 1, winnerHits: 1, loserRouts: true } });
    expect((fight.chargerModifiers as { label: string }[]).map((m) => m.label)).toEqual(['charging (not against an MG, tank or armoured car)', 'cavalry']);
    // "Vehicles fighting Infantry get +1" (004, line 91), the larger unit +1, no charging bonus against a tank: 6 + 1 against 1 + 1; the tank takes 5 hits and does not rout.
    expect(ask('hand-to-hand', { charger: 'infantry', chargerStands: '4', chargerDie: '6', charged: 'tank', chargedStands: '1', chargedDie: '1' }))
      .toMatchObject({ chargerModifierSum: 1, chargedModifierSum: 1, result: { winner: 'charger', loserHits: 5, loserRouts: false } });
    expect(ask('hand-to-hand', { charger: 'infantry', chargerStands: '4', chargerDie: '4', charged: 'infantry', chargedStands: '4', chargedDie: '5' }).result).toEqual({ winner: null, reroll: true });
  });

  it('vehicle destruction: "on every turn the vehicle is hit … if the roll is less than or equal to the TOTAL number of hits … count all hits suffered, from previous turns, and all the hits from this turn" (004, line 73)', () => {
    expect(ask('vehicle-destruction-turn', { before: '2', thisTurn: '1', roll: '3' })).toEqual({ tested: true, counted: 3, capped: false, destroyed: true });
    expect(ask('vehicle-destruction-turn', { before: '2', thisTurn: '1', roll: '4' })).toMatchObject({ destroyed: false });
    expect(ask('vehicle-destruction-turn', { before: '4', thisTurn: '0', roll: '1' })).toEqual({ tested: false, counted: 4, destroyed: false });
    expect(ask('vehicle-destruction-turn', { before: '3', thisTurn: '5', roll: '6' })).toEqual({ tested: true, counted: 6, capped: true, destroyed: true });
  });

  it('movement: "Artillery, Cavalry, Tanks and A/Cs may not enter rough terrain (swamp, forest, etc). Infantry and MG units move half in rough terrain" (004, line 45); roads through forest "permit full speed movement, and also artillery movement" (line 30)', () => {
    expect(ask('movement-terrain', { kind: 'infantry', terrain: 'marsh', inches: '4' })).toEqual({ mayEnter: true, cost: 8 });
    expect(ask('movement-terrain', { kind: 'mg', terrain: 'woods', inches: '3' })).toEqual({ mayEnter: true, cost: 6 });
    expect(ask('movement-terrain', { kind: 'cavalry', terrain: 'rough', inches: '3' })).toEqual({ mayEnter: false, cost: null });
    expect(ask('movement-terrain', { kind: 'artillery', terrain: 'road', inches: '4' })).toEqual({ mayEnter: true, cost: 4 });
    expect(ask('movement-terrain', { kind: 'infantry', terrain: 'open', inches: '6' })).toEqual({ mayEnter: true, cost: 6 });
  });
});
