import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Where the specs' screenshots go: SHOTS_DIR, default screenshots/. */
export const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';

/** axe-core with the WCAG 2.x A and AA rules: no serious or critical violation is allowed. */
export async function expectNoSeriousViolations(page: Page) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/**
 * Waits for the page's finite animations (a toast fading in, 150 ms) to end: axe measures colour contrast on what is
 * painted, and a button half faded in fails it. Endless ones (a spinner) are not waited for.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused animation never finishes: axe runs after two seconds whatever happens.
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/** A screenshot under SHOTS, taken from the top so that the sticky header is where a person sees it. */
export async function screenshot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotHere(page, name, fullPage);
}

/** A screenshot under SHOTS of the page where it is scrolled now, or of one element. */
export async function screenshotHere(target: Page | Locator, name: string, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: `${SHOTS}/${name}.png`, ...(fullPage ? { fullPage } : {}) });
}
