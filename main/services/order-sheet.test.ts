import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiResult, GameSnapshot } from '../../shared/api.ts';
import { decisionOrders, tableOrderContext } from '../../shared/table-orders/order.ts';
import { yourActionResults } from '../../shared/table-orders/table-decision.ts';
import { GameService } from './games.ts';
import { ScenarioFiles } from './scenario-files.ts';
import { orderSheetFile, positionRows, type SheetOrder } from './order-sheet.ts';
import { inspectPdf } from './print/pdf-inspect.ts';

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** The Komuch village after the AI's first decisions for the Komuch side, with the orders for them. */
async function komuchTurn(): Promise<{ snapshot: GameSnapshot; orders: SheetOrder[] }> {
  const bundled = await new ScenarioFiles().getBundled('komuch-village');
  const games = new GameService({ aiByCount: true });
  let snapshot = value(games.newGame({ scenarioText: bundled!.text, humanSide: 'red', difficulty: 'easy', seed: 7 }));
  const ctx = tableOrderContext(snapshot.scenario);
  // Red (the player) holds each unit in turn, so the Komuch AI answers with its own decisions.
  const orders: SheetOrder[] = [];
  for (let i = 0; i < 12 && !snapshot.outcome; i++) {
    if (snapshot.pending?.side === 'red') {
      const hold = value(games.options(snapshot.gameId)).find((c) => c.label.includes('stay'))!;
      snapshot = value(games.act(snapshot.gameId, hold.action));
    } else {
      const before = snapshot.view;
      const move = value(games.aiAct(snapshot.gameId));
      snapshot = move.snapshot;
      orders.push({ side: 'white', reason: move.reason, lines: decisionOrders(before, snapshot.view, 'white', (move.action as { unitId?: string } | undefined)?.unitId, ctx) });
    }
  }
  return { snapshot, orders };
}

describe('the printable order sheet', () => {
  it('prints the AI orders and every unit by grid square on one A4 page', async () => {
    const { snapshot, orders } = await komuchTurn();
    expect(orders.length).toBeGreaterThan(0);
    const rows = positionRows(snapshot);
    expect(rows.length).toBe(snapshot.view.units.filter((u) => u.bases.length > 0).length);
    expect(rows[0]!.text).toMatch(/^.+: [A-L][1-8], facing [a-z-]+, \d+ of \d+ (figures?|bases?)/);
    const file = value(await orderSheetFile({ ok: true, value: snapshot }, orders));
    expect(file.mime).toBe('application/pdf');
    const bytes = Buffer.from(file.base64, 'base64');
    const pages = inspectPdf(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ width: 595.28, height: 841.89 });
    const dir = mkdtempSync(join(tmpdir(), 'order-sheet-'));
    writeFileSync(join(dir, 'sheet.pdf'), bytes);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'sheet.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(`orders for turn ${snapshot.view.turn}`);
    expect(text).toContain(orders[0]!.lines[0] ?? 'nothing to move');
    expect(text).toContain(rows.at(-1)!.text);
  });

  it('prints the results of the player\'s own action among the orders, said as such', async () => {
    const { snapshot, orders } = await komuchTurn();
    // The player's fire takes a base off the first Komuch unit of more than one base.
    const target = snapshot.view.units.find((u) => u.side === 'white' && u.bases.length > 1)!;
    const shot = { ...snapshot.view, units: snapshot.view.units.map((u) => (u.id === target.id ? { ...u, bases: u.bases.slice(1) } : u)) };
    const yours = yourActionResults(snapshot.actionCount, snapshot.view, shot, 'red', undefined, tableOrderContext(snapshot.scenario))!;
    expect(yours.orders).toEqual([expect.stringMatching(new RegExp(`^After your move: ${target.name}: take .* off the table, leaving the rest in `))]);
    const file = value(await orderSheetFile({ ok: true, value: snapshot }, [...orders, { side: 'red', reason: '', lines: yours.orders }]));
    const dir = mkdtempSync(join(tmpdir(), 'order-sheet-'));
    writeFileSync(join(dir, 'sheet.pdf'), Buffer.from(file.base64, 'base64'));
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'sheet.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Orders for the table');
    expect(text).toContain(`${orders.length + 1}. ${yours.orders[0]!.slice(0, 60)}`);
  });

  it('stays on one page however many orders there are', async () => {
    const { snapshot, orders } = await komuchTurn();
    const many = Array.from({ length: 60 }, (_, i) => orders[i % orders.length]!);
    const file = value(await orderSheetFile({ ok: true, value: snapshot }, many));
    expect(inspectPdf(Buffer.from(file.base64, 'base64'))).toHaveLength(1);
  });
});
