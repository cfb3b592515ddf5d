import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Where the specs' screenshots go: SHOTS_DIR, default screenshots/. */
export const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';

/**
 * E2E_SCREENSHOTS=off takes none: they are for people to open, and in a run nobody keeps them from (CI) they cost
 * about a tenth of the CPU of the specs that take many (docs/decisions/0084). Every other check runs the same.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? 'on';
if (SCREENSHOTS !== 'on' && SCREENSHOTS !== 'off') {
  throw new Error(`E2E_SCREENSHOTS must be on or off; it is ${SCREENSHOTS}`);
}

/**
 * axe-core on the page, run in the page with `axe.run` (AxeBuilder's "legacy mode"). Its default runs each frame
 * apart and then merges the results in a second, blank page it opens for each check: the same rules and results on
 * our pages, which have no frames, in about two thirds of the time (1.8-2.0 s against 2.8-3.1 s on the college
 * search; docs/decisions/0084). A page with a cross-origin frame would need the default again.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** axe-core with the WCAG 2.x A and AA rules: no serious or critical violation is allowed. */
export async function expectNoSeriousViolations(page: Page) {
  await animationsSettled(page);
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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
  if (SCREENSHOTS === 'off') return;
  const path = `${SHOTS}/${name}.png`;
  mkdirSync(dirname(path), { recursive: true });
  await target.screenshot({ path, ...(fullPage ? { fullPage } : {}) });
}
