import { expect, type Locator, type Page } from '@playwright/test';

export interface TablePoint {
  x: number;
  y: number;
}

type AiSpeed = 'slow' | 'normal' | 'fast' | 'instant';

/** Starts the Komuch village battle as the Reds against the AI, with a fixed seed so the dice repeat. */
export async function startKomuchAsReds(page: Page, options: { seed: number; aiSpeed: AiSpeed }): Promise<void> {
  await startScenario(page, { ...options, scenarioId: 'komuch-village', side: /Red Army/ });
}

/** Starts a bundled scenario against the AI on the side whose name matches `side`. */
export async function startScenario(page: Page, options: { scenarioId: string; side: RegExp; seed: number; aiSpeed: AiSpeed }): Promise<void> {
  await page.click('#tab-settings');
  await page.getByRole('radio', { name: options.aiSpeed, exact: true }).check();
  await page.click('#tab-new');
  await page.getByTestId('scenario-select').selectOption(options.scenarioId);
  await page.getByRole('radio', { name: options.side }).check();
  await page.getByTestId('seed').fill(String(options.seed));
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('play-screen')).toBeVisible();
}

/**
 * Takes a choice from the list of the player's choices. A preset that puts troops on the table (`data-arms`) is
 * first shown there as a plan, and carried out by its one Confirm.
 */
export async function takeChoice(page: Page, choice: Locator): Promise<void> {
  const planned = (await choice.getAttribute('data-arms')) === 'true';
  await choice.click();
  if (planned) await page.getByTestId('armed').getByTestId('confirm').click();
}

/** Whether the screen is stopped after a rules step, waiting for "Go on". */
const isStopped = async (page: Page): Promise<boolean> => (await page.getByTestId('go-on').count()) > 0;

/**
 * Waits until the player has a decision, nothing is in flight and the choices are on screen. Steps the rules ran
 * by themselves stop the screen on the way: each is gone on from.
 */
export async function waitForPlayer(page: Page, timeout = 60_000): Promise<void> {
  for (;;) {
    await page.waitForFunction(() => {
      const screen = document.querySelector<HTMLElement>('[data-testid="play-screen"]');
      const due = /Your decision/.test(document.querySelector('[data-testid="decision"]')?.textContent ?? '');
      return screen?.dataset.busy === 'false' && (due || document.querySelector('[data-testid="go-on"]') !== null);
    }, undefined, { timeout });
    if (!(await isStopped(page))) return;
    await page.getByTestId('go-on').click();
  }
}

/** Opens the battle log where it starts closed to one line (a small window), and moves the focus off its toggle. */
export async function openBattleLog(page: Page): Promise<void> {
  const toggle = page.getByTestId('battle-log').getByRole('button', { name: /Battle log/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.blur();
}

export const stateHash = async (page: Page): Promise<string> => (await page.getByTestId('play-screen').getAttribute('data-hash')) ?? '';

/** Where the planned move now ends, as the move panel reports it. */
async function plannedEnd(page: Page): Promise<TablePoint | null> {
  const plan = page.getByTestId('move-plan');
  if ((await plan.count()) === 0) return null;
  const x = await plan.getAttribute('data-point-x');
  const y = await plan.getAttribute('data-point-y');
  return x && y ? { x: Number(x), y: Number(y) } : null;
}

export async function plannedOrigin(page: Page): Promise<TablePoint> {
  const plan = page.getByTestId('move-plan');
  return { x: Number(await plan.getAttribute('data-origin-x')), y: Number(await plan.getAttribute('data-origin-y')) };
}

/** Where a click on the canvas landed on the table, and how table points move per pixel there. */
export interface TableAim {
  table: TablePoint;
  screen: { x: number; y: number };
  /** Table inches per screen pixel: [[dx/dsx, dx/dsy], [dy/dsx, dy/dsy]]. */
  jacobian: [[number, number], [number, number]];
}

/**
 * Clicks the 3D table so that the planned move ends near `target` (table inches). The camera's mapping from
 * screen to table is not known to the test, so it is measured: click, read where the click landed, nudge the
 * click by the local slope (a Newton step), and repeat until the click lands within `tolerance`.
 */
export async function clickTableNear(page: Page, target: TablePoint, tolerance = 0.35): Promise<TablePoint> {
  return (await aimAtTable(page, target, tolerance)).table;
}

/** Screen pixels between the clicks that measure the slope. */
const SLOPE_STEP = 12;

/**
 * Where to look for bare table round a screen point, nearest first: a click on a unit ends the planned move at
 * that unit's centre (as the play screen means it to), so it says nothing about the table under the pointer.
 */
const ASIDE: readonly (readonly [number, number])[] = [[0, 0], [0, 40], [40, 0], [0, -40], [-40, 0], [40, 40], [-40, 40], [40, -40], [-40, -40], [0, 80], [80, 0], [0, -80], [-80, 0]];

/** `clickTableNear`, also giving the screen point clicked and the local slope, to find other table points on screen. */
export async function aimAtTable(page: Page, target: TablePoint, tolerance = 0.35): Promise<TableAim> {
  const box = await page.locator('canvas').first().boundingBox();
  if (!box) throw new Error('no canvas');
  const inside = (x: number, y: number) => ({
    x: Math.min(box.x + box.width - 2 - SLOPE_STEP, Math.max(box.x + 2, x)),
    y: Math.min(box.y + box.height - 2 - SLOPE_STEP, Math.max(box.y + 2, y)),
  });
  const clickAt = async (x: number, y: number): Promise<TablePoint> => {
    await page.mouse.click(x, y);
    await expect.poll(() => plannedEnd(page)).not.toBeNull();
    return (await plannedEnd(page))!;
  };
  /**
   * The table point clicked at and the slope there, from three clicks; null when two of them end the plan at the
   * same point (one fell on a unit, or the table is not under the pointer).
   */
  const measure = async (x: number, y: number): Promise<{ here: TablePoint; jacobian: TableAim['jacobian'] } | null> => {
    const here = await clickAt(x, y);
    const right = await clickAt(x + SLOPE_STEP, y);
    const down = await clickAt(x, y + SLOPE_STEP);
    // Jacobian of table point by screen pixel.
    const a = (right.x - here.x) / SLOPE_STEP, b = (down.x - here.x) / SLOPE_STEP;
    const c = (right.y - here.y) / SLOPE_STEP, d = (down.y - here.y) / SLOPE_STEP;
    if (Math.abs(a * d - b * c) < 1e-9) return null;
    // The last click was the one below: click the point measured again, so the plan ends there.
    return { here: await clickAt(x, y), jacobian: [[a, b], [c, d]] };
  };
  /** The measure at the nearest point round (x, y) where all three clicks fall on bare table. */
  const measureAside = async (x: number, y: number) => {
    for (const [dx, dy] of ASIDE) {
      const at = inside(x + dx, y + dy);
      const found = await measure(at.x, at.y);
      if (found) return { ...found, screen: at };
    }
    throw new Error('the table did not move under the pointer');
  };

  let aim = await measureAside(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 8 && Math.hypot(aim.here.x - target.x, aim.here.y - target.y) > tolerance; i++) {
    // Solve J · d = target - here for the screen step d.
    const [[a, b], [c, d]] = aim.jacobian;
    const det = a * d - b * c;
    const ex = target.x - aim.here.x, ey = target.y - aim.here.y;
    aim = await measureAside(aim.screen.x + (d * ex - b * ey) / det, aim.screen.y + (-c * ex + a * ey) / det);
  }
  return { table: aim.here, screen: aim.screen, jacobian: aim.jacobian };
}

/** The screen point of a table point near an aim, by the aim's local slope. */
export function screenNear(aim: TableAim, p: TablePoint): { x: number; y: number } {
  const [[a, b], [c, d]] = aim.jacobian;
  const det = a * d - b * c;
  const ex = p.x - aim.table.x, ey = p.y - aim.table.y;
  return { x: aim.screen.x + (d * ex - b * ey) / det, y: aim.screen.y + (-c * ex + a * ey) / det };
}

/**
 * Holds (keeps in place, or declines; else takes the first choice) with every unit the player is asked about, decision
 * by decision, until `done` says so; `what` names what was awaited when it never comes.
 */
export async function holdUntil(page: Page, done: () => Promise<boolean>, what: string, maxDecisions: number): Promise<void> {
  for (let i = 0; i < maxDecisions; i++) {
    await waitForPlayer(page);
    if (await done()) return;
    const choices = page.getByTestId('choices').getByRole('button');
    if ((await choices.count()) === 0) {
      await page.locator('[data-due="true"]').first().click();
      continue;
    }
    const before = await stateHash(page);
    const hold = choices.filter({ hasText: /stay where they are|hold fire|does not rally|no strike|do not/i }).first();
    await takeChoice(page, (await hold.count()) > 0 ? hold : choices.first());
    await expect.poll(() => stateHash(page)).not.toBe(before);
  }
  throw new Error(`${what} within ${maxDecisions} decisions`);
}

/** Holds with every unit the player is asked about until `until` appears among the choices. */
export async function holdUntilChoice(page: Page, until: RegExp, maxDecisions = 40): Promise<void> {
  const choices = page.getByTestId('choices').getByRole('button');
  await holdUntil(page, async () => (await choices.filter({ hasText: until }).count()) > 0, `no choice matching ${until}`, maxDecisions);
}
