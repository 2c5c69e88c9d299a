import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playGame } from '../../shared/ai/index.ts';
import { applyAction, startGame } from '../../shared/engine/game.ts';
import type { UnitView } from '../../shared/engine/ruleset.ts';
import { hypot } from '../../shared/geometry/hypot.ts';
import { getRuleset } from '../../shared/rulesets/registry.ts';
import { parseScenarioText } from '../../shared/scenario-checks/validate.ts';
import { squareAt } from '../../shared/table-orders/grid.ts';
import { tableOrdersKey, tableOrdersOfLog } from './table-orders-report.ts';

const parsed = parseScenarioText(readFileSync(fileURLToPath(new URL('../../scenarios/komuch-village.tachanka.json', import.meta.url)), 'utf8'));
if (!parsed.ok) throw new Error('the bundled Komuch village does not load');
const scenario = parsed.value;
const ruleset = getRuleset(scenario.ruleset.id)!;

const centre = (u: UnitView) => ({ x: u.bases.reduce((s, b) => s + b.x, 0) / u.bases.length, y: u.bases.reduce((s, b) => s + b.y, 0) / u.bases.length });
const MOVE = /^(.+): (advance|fall back|move) (\d+)" [a-z-]+, ending in square ([A-Z]+\d+)/;

describe('table orders for a played Komuch village', () => {
  it('gives every move with the distance and square measured on the table views', () => {
    const played = playGame(ruleset, scenario, 7, { red: { kind: 'random' }, white: { kind: 'random' } });
    const orders = tableOrdersOfLog(ruleset, played.log);
    expect(orders).toHaveLength(played.log.actions.length);
    const labels = new Set(scenario.terrain.flatMap((f) => (f.label ? [f.label] : [])));
    let state = startGame(ruleset, scenario, played.log.seed).state;
    let moves = 0;
    let otherSide = 0;
    played.log.actions.forEach((action, i) => {
      const before = ruleset.view(state.game);
      const next = applyAction(ruleset, state, action);
      if (!next.ok) throw new Error(next.error.reason);
      state = next.value.state;
      const after = ruleset.view(state.game);
      for (const order of orders[i]!) {
        // The ground's markers (a strike on the way, a beaten zone) are ordered by the ground, not by a unit.
        if (order.startsWith('Ground: ')) continue;
        // Names, never ids, of either side's units.
        const named = after.units.filter((u) => order.startsWith(`${u.name}: `));
        expect(named.length, order).toBeGreaterThan(0);
        for (const landmark of /square [A-Z]+\d+(?: (?:by|in|on|at) |, \d+" from )([^,]+), facing/.exec(order)?.slice(1) ?? []) {
          expect(labels.has(landmark), `${order}: ${landmark}`).toBe(true);
        }
        if (named[0]!.side !== action.side) otherSide++;
        const move = MOVE.exec(order);
        if (!move) continue;
        const unit = named[0]!;
        const was = before.units.find((u) => u.id === unit.id)!;
        const [a, b] = [centre(was), centre(unit)];
        expect(Number(move[3]), order).toBe(Math.round(hypot(b.x - a.x, b.y - a.y)));
        expect(move[4], order).toBe(squareAt(b, scenario.table));
        moves++;
      }
    });
    expect(moves).toBeGreaterThan(5);
    // What a step does to the side that did not decide (figures a volley kills, a rout) is ordered too.
    expect(otherSide).toBeGreaterThan(0);
  }, 60_000);
});

describe('table orders under a centimetre rule set', () => {
  it('say in the key and in every order how far in centimetres', () => {
    expect(tableOrdersKey('cm')).toContain('15.24 cm (6 inch) squares');
    expect(tableOrdersKey('cm')).toContain('to the nearest centimetre');
    expect(tableOrdersKey('in')).toContain('(6" squares');
    const trr = parseScenarioText(readFileSync(fileURLToPath(new URL('../../scenarios/tsaritsyn-wire.tachanka.json', import.meta.url)), 'utf8'));
    if (!trr.ok) throw new Error('the bundled Tsaritsyn wire does not load');
    const rules = getRuleset(trr.value.ruleset.id)!;
    expect(rules.distanceUnit).toBe('cm');
    const played = playGame(rules, trr.value, 3, { red: { kind: 'random' }, white: { kind: 'random' } });
    const lines = tableOrdersOfLog(rules, played.log).flat();
    const moves = lines.filter((l) => /: (advance|fall back|move) /.test(l));
    expect(moves.length).toBeGreaterThan(3);
    for (const line of moves) expect(line).toMatch(/: (advance|fall back|move) \d+ cm [a-z-]+, ending in square [A-Z]+\d+/);
    for (const line of lines) expect(line).not.toContain('"');
  }, 60_000);
});
