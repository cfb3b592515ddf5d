/**
 * Benchmark of the plan's what-ifs (issue 13 item 2): the JavaScript a family downloads to open /family/plan
 * (target: at most 200 KB gzipped), and how fast the plan answers a what-if slider (target: within one frame,
 * 16.7 ms): each arrow key moves a slider, the aid engine works out every year of the four-year plan in the page
 * (each student's federal SAI, Pell Grant, institutional estimate and net price for each award year, siblings
 * overlapping) and React redraws the figures, the year-by-year table and the stacked chart; then the funding plan
 * (the engine's `fundingPlan`: savings, loans, the gap, repayment under the tiered Standard plan and RAP) is worked
 * out again on those years and redrawn.
 * Needs the built app: `npm run build && npm run bench -- plan`.
 *
 * Input responsiveness is read as in the onboarding bench: per event, from a capturing listener on window to a
 * bubbling one (after React has rendered and committed), and per key press, the time to the next frame.
 */
import { drain, recordScripts, reportScripts } from './harness';
import { moveSliders, reportSliders, startWhatIfBench, WHAT_IF_SLIDERS } from './what-if-harness';

const JS_TARGET_KB = 200;

// Two students two years apart: six award years, two of them with both in college.
const { base, page, close } = await startWhatIfBench('plan what-if', [
  { name: 'Mia', graduationYear: 2027, incomeAmount: 2_400, favourites: 3 },
  { name: 'Leo', graduationYear: 2029, incomeAmount: 1_200, favourites: 2 },
]);

try {
  // ---- JavaScript downloaded to open the plan, cache empty (the chart shows with the table) ----
  const scripts = recordScripts(page);
  await page.goto(`${base}/family/plan`);
  const panel = page.getByRole('region', { name: 'Try a change' });
  await panel.waitFor();
  const table = page.getByRole('table', { name: /Your plan by award year/ });
  await table.waitFor();
  await page.getByRole('region', { name: 'Year by year' }).locator('svg').first().waitFor();
  // The funding plan under the years, recomputed with every what-if.
  await page.getByRole('region', { name: 'How you pay for it' }).getByText('Your choices').waitFor();
  await page.waitForLoadState('networkidle');
  const openOk = reportScripts('JavaScript loaded to open /family/plan (empty cache)', scripts, {
    target: JS_TARGET_KB,
  });
  const years = (await table.getByRole('row').count()) - 1;
  console.log(`  the plan shows ${years} rows (award years and the total)`);
  await drain(page);

  // ---- each slider, moved with the arrow keys ----
  const results = await moveSliders(page, panel, WHAT_IF_SLIDERS);

  const inputOk = reportSliders(results);
  process.exitCode = openOk && inputOk ? 0 : 1;
} finally {
  await close();
}
