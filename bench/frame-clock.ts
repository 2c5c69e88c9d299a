import type { Page } from '@playwright/test';

/**
 * Timing a redraw in the page: when the user's input last went down (`window.inputAt`, on any of `inputs`),
 * and when the page last drew a slow frame (`window.lastSlowFrame`, a frame over 40 ms).
 */
export async function armClock(page: Page, inputs: readonly ('pointerdown' | 'keydown')[]): Promise<void> {
  await page.evaluate(`(() => {
    const mark = () => { window.inputAt = performance.now(); };
    for (const input of ${JSON.stringify(inputs)}) window.addEventListener(input, mark, { capture: true });
    window.lastSlowFrame = performance.now();
    let last = performance.now();
    const tick = (now) => { if (now - last > 40) window.lastSlowFrame = now; last = now; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
}

/** Waits until no slow frame has been drawn for `quietMs` (the last redraw is over), or `timeoutMs` passed. */
export async function waitForQuiet(page: Page, quietMs: number, timeoutMs: number): Promise<void> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await page.waitForTimeout(50)) {
    if ((await page.evaluate('performance.now() - window.lastSlowFrame')) as number > quietMs) return;
  }
}
