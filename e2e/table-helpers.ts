import type { Page } from '@playwright/test';

// Playing table mode in a test: waiting for the table, entering dice as rolled at the table, holding turn after turn.

export const mode = (page: Page) => page.getByTestId('table-mode');

/** Waits until the table waits for the player: their dice, their decision, or the end of the game. */
export async function waitForTable(page: Page): Promise<'dice' | 'player' | 'over'> {
  await page.waitForFunction(() => {
    const phase = document.querySelector<HTMLElement>('[data-testid="table-mode"]')?.dataset.phase;
    return phase === 'dice' || phase === 'player' || phase === 'over';
  }, undefined, { timeout: 60_000 });
  return (await mode(page).getAttribute('data-phase')) as 'dice' | 'player' | 'over';
}

/** A die "rolled at the table": a fixed run, so the test repeats. */
let rolled = 0;
const nextDie = (sides: number): number => ((rolled++ * 5 + 2) % sides) + 1;

/** Enters the roll asked for: typed for the first of a kind, tapped on the big buttons otherwise. */
export async function enterDice(page: Page, typed: boolean): Promise<void> {
  const entry = page.getByTestId('dice-entry');
  const count = Number(await entry.getAttribute('data-count'));
  const sides = Number(await entry.getAttribute('data-sides'));
  const before = await mode(page).getAttribute('data-hash');
  const ask = await page.getByTestId('dice-ask').textContent();
  // The same roll may be wanted twice in a row (two shrapnel dice), so the roll's place in its action counts too.
  // Read before entering: once entered, the entry may be gone.
  const index = await entry.getAttribute('data-index');
  const values = Array.from({ length: count }, () => nextDie(sides));
  if (typed) {
    await page.getByTestId('dice-text').fill(values.join(' '));
    await entry.getByRole('button', { name: 'Enter' }).click();
  } else {
    for (const v of values) await entry.getByRole('button', { name: `A ${v}`, exact: true }).click();
  }
  // The roll is taken once the game moves on, or the next roll is asked for.
  await page.waitForFunction(([hash, text, at]) => {
    const root = document.querySelector<HTMLElement>('[data-testid="table-mode"]');
    const asking = document.querySelector<HTMLElement>('[data-testid="dice-entry"]');
    const asked = document.querySelector('[data-testid="dice-ask"]')?.textContent;
    return root?.dataset.hash !== hash || root?.dataset.phase === 'player'
      || (root?.dataset.phase === 'dice' && (asked !== text || asking?.dataset.index !== at));
  }, [before, ask, index] as const, { timeout: 60_000 });
}

/** The player's decision taken: hold (stay where they are, hold fire) where the choices allow it, else the first choice. */
export async function hold(page: Page): Promise<void> {
  const before = await mode(page).getAttribute('data-hash');
  const choices = page.getByTestId('your-decision').getByRole('listitem').getByRole('button');
  const holding = choices.filter({ hasText: /stay where they are|hold fire/ });
  await ((await holding.count()) > 0 ? holding.first() : choices.first()).click();
  await page.getByTestId('carry-out').click();
  // The action is taken (the game moves on), or it rolls dice and the table asks for them first.
  await page.waitForFunction((hash) => {
    const root = document.querySelector<HTMLElement>('[data-testid="table-mode"]');
    return root?.dataset.hash !== hash || root?.dataset.phase === 'dice';
  }, before, { timeout: 60_000 });
}

/**
 * Plays on until `done` says so (asked whenever the table waits for the player) or the game ends: the Reds hold,
 * every roll entered as asked. False when the game ended first.
 */
export async function playUntil(page: Page, done: (phase: 'dice' | 'player') => Promise<boolean>): Promise<boolean> {
  let dice = 0;
  for (let step = 0; step < 400; step++) {
    const phase = await waitForTable(page);
    if (phase === 'over') return false;
    if (await done(phase)) return true;
    if (phase === 'dice') await enterDice(page, dice++ % 2 === 0);
    else await hold(page);
  }
  throw new Error('the game did not get there');
}

/** Plays on until the turn counter passes `turn`. */
export async function playUntilTurn(page: Page, turn: number): Promise<void> {
  await playUntil(page, async () => Number(await mode(page).getAttribute('data-turn')) > turn);
}
