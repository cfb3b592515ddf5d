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
import {
  drain,
  FRAME_MS,
  INSTRUMENT,
  type Measured,
  recordScripts,
  reportInput,
  reportScripts,
  startBenchApp,
} from './harness';

const JS_TARGET_KB = 200;

const { base, browser, close } = await startBenchApp('sai what-if');

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(INSTRUMENT);
  const api = async (method: 'post' | 'put', path: string, data: object) => {
    const res = await page.request[method](`${base}${path}`, { data, headers: { Origin: base } });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return res;
  };
  await api('post', '/api/family/signup', {
    name: 'Bench Family',
    email: `bench-sai-${Date.now()}@example.test`,
    password: 'bench-password-1',
  });
  await api('put', '/api/family/profile/family', {
    state: 'OH',
    familyMembersCount: 4,
    familyMembersInCollege: 1,
    filingStatus: 'married_joint',
    checkingAmount: 25_000,
    taxableBrokerageAccountsAmount: 40_000,
    collegeSavingsAccountsAmount: 30_000,
    primaryResidence: 'own',
    residenceEquity: 150_000,
    ownsInvestmentProperty: true,
    investmentEquity: 80_000,
  });
  for (const [firstName, annualIncome] of [
    ['Dana', 85_000],
    ['Sam', 40_000],
  ] as const) {
    await api('post', '/api/family/profile/parent', {
      firstName,
      maritalStatus: 'married',
      annualIncome,
      filingStatus: 'married_joint',
      age: 46,
    });
  }
  const created = await api('post', '/api/family/profile/student', {
    name: 'Mia',
    graduationYear: 2027,
    incomeAmount: 2_400,
  });
  const studentId = ((await created.json()) as { id: string }).id;
  await api('put', '/api/family/profile/done-onboarding/family', {});
  // Five favourites, whose net prices the what-ifs redraw.
  const found = await page.request.get(`${base}/api/family/colleges?state=OH&limit=5&sort_college=size`);
  for (const college of ((await found.json()) as { items: { id: number }[] }).items) {
    await api('post', '/api/family/favourite/family', { collegeId: college.id, studentId });
  }

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
  const results: (Measured & { slider: string })[] = [];
  for (const name of [
    'Dana’s yearly pay before deductions',
    'Sam’s yearly pay before deductions',
    'Investments (brokerage accounts)',
    'Investment property equity',
    'Move into a 529',
    'Spend on a home',
    'People in college at the same time',
  ]) {
    const slider = panel.getByRole('slider', { name });
    await slider.focus();
    for (let i = 0; i < 15; i += 1) await slider.press(i % 5 === 4 ? 'ArrowLeft' : 'ArrowRight');
    await page.waitForTimeout(100);
    results.push({ slider: name, ...(await drain(page)) });
  }

  // ---- the chart, once it scrolls into view ----
  await page.getByRole('heading', { name: 'What would change your SAI' }).scrollIntoViewIfNeeded();
  await page.getByRole('img', { name: /Chart of how each change moves your SAI/ }).waitFor();
  await page.waitForLoadState('networkidle');
  reportScripts(
    'JavaScript loaded when the chart scrolls into view',
    [...scripts].filter(([path]) => !opened.has(path)),
  );

  const worst = reportInput(
    "Input responsiveness per slider (the page's work per event: the engine, React's render and commit)",
    results.map((r) => ({ label: r.slider, measured: r })),
    38,
  );
  const inputOk = worst < FRAME_MS;
  console.log(
    `  ${inputOk ? 'PASS' : 'MISS'}: the slowest input event took ${worst.toFixed(1)} ms of page work (one frame is ${FRAME_MS.toFixed(1)} ms)`,
  );
  process.exitCode = openOk && inputOk ? 0 : 1;
} finally {
  await close();
}
