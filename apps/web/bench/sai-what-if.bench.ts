/**
 * Benchmark of the SAI page's what-ifs (issue 13): the JavaScript a family downloads to open /family/federal-sai
 * (target: at most 200 KB gzipped; the chart's code loads only when the chart scrolls into view), and how fast the
 * page answers a what-if slider (target: within one frame, 16.7 ms): each arrow key moves a slider, the aid engine
 * runs in the page (federal SAI, Pell, institutional estimate, each favourite's net price) and React redraws.
 * Needs the built app: `npm run build && npm run bench -- sai`.
 *
 * Input responsiveness is read as in the onboarding bench: per event, from a capturing listener on window to a
 * bubbling one (after React has rendered and committed), and per key press, the time to the next frame.
 */
import { drain, recordScripts, reportScripts } from './harness';
import { moveSliders, reportSliders, startWhatIfBench, WHAT_IF_SLIDERS } from './what-if-harness';

const JS_TARGET_KB = 200;

// Five favourites, whose net prices the what-ifs redraw.
const { base, page, close } = await startWhatIfBench('sai what-if', [
  { name: 'Mia', graduationYear: 2027, incomeAmount: 2_400, favourites: 5 },
]);

try {
  // ---- JavaScript downloaded to open the SAI page, cache empty ----
  const scripts = recordScripts(page);
  await page.goto(`${base}/family/federal-sai`);
  const panel = page.getByRole('region', { name: 'Try a change' });
  await panel.waitFor();
  await panel.getByRole('table').waitFor();
  await page.waitForLoadState('networkidle');
  const openOk = reportScripts('JavaScript loaded to open /family/federal-sai (empty cache)', scripts, {
    target: JS_TARGET_KB,
  });
  const opened = new Set(scripts.keys());
  await drain(page);

  // ---- each slider, moved with the arrow keys ----
  const results = await moveSliders(page, panel, WHAT_IF_SLIDERS);

  // ---- the chart, once it scrolls into view ----
  await page.getByRole('heading', { name: 'What would change your SAI' }).scrollIntoViewIfNeeded();
  await page.getByRole('img', { name: /Chart of how each change moves your SAI/ }).waitFor();
  await page.waitForLoadState('networkidle');
  reportScripts(
    'JavaScript loaded when the chart scrolls into view',
    [...scripts].filter(([path]) => !opened.has(path)),
  );

  const inputOk = reportSliders(results);
  process.exitCode = openOk && inputOk ? 0 : 1;
} finally {
  await close();
}
