/**
 * Benchmark of the onboarding route (issue 4): the JavaScript a family downloads to open /family/onboarding
 * (target: at most 150 KB gzipped in total), and how fast each wizard step answers input (target: within one
 * frame, 16.7 ms). Needs the built app: `npm run build && npm run bench -- onboarding`.
 *
 * A fresh family signs up, opens onboarding with an empty cache, and answers every step by typing and clicking.
 * Input responsiveness is read from the browser's Event Timing API (every event of 16 ms or more is reported)
 * and, per keystroke, as the time from the key press to the next frame. Then it reports what the whole wizard
 * downloaded, and, with an empty cache again, the JavaScript to open the wizard directly at a form step.
 * Each opening counts everything loaded until the network is idle, the next step preloaded with it included.
 */
import {
  drain,
  FRAME_MS,
  INSTRUMENT,
  type Measured,
  median,
  recordScripts,
  reportInput,
  reportScripts,
  startBenchApp,
} from './harness';

const JS_TARGET_KB = 150;
/** Opened directly, with the steps before it saved: Savings & Investments, a form step. */
const FORM_STEP = { index: 3, title: 'Savings & Investments' };

const app = await startBenchApp('onboarding');
const { base, browser, close } = app;

const results: (Measured & { step: string; toNextStepMs: number })[] = [];

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(INSTRUMENT);
  await app.signUpFamily(page, {
    name: 'Bench Family',
    email: `bench-${Date.now()}@example.test`,
    password: 'bench-password-1',
  });

  // ---- JavaScript downloaded to open the onboarding route, cache empty ----
  const scripts = recordScripts(page);
  await page.goto(`${base}/family/onboarding`);
  await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
  await page.waitForLoadState('networkidle');
  const atOpening = new Set(scripts.keys());
  const welcomeOk = reportScripts(
    'JavaScript loaded to open /family/onboarding at Welcome (empty cache)',
    scripts,
    { target: JS_TARGET_KB },
  );
  await drain(page);

  // ---- each step, answered by typing and clicking ----
  const next = () => page.getByRole('button', { name: /^(Get started|Save and continue)/ }).click();
  const type = (label: string | RegExp, text: string) => page.getByLabel(label).pressSequentially(text);
  const yes = (question: RegExp, answer: 'Yes' | 'No') =>
    page.getByRole('group', { name: question }).getByLabel(answer).click();
  const step = async (name: string, answer: () => Promise<void>, parts = 1) => {
    await answer();
    const measured = await drain(page);
    const started = Date.now();
    for (let i = 0; i < parts; i += 1) await next();
    await page.waitForLoadState('networkidle');
    results.push({ step: name, ...measured, toNextStepMs: (Date.now() - started) / parts });
  };

  await step('Welcome', async () => {});
  await step('Household', async () => {
    await page.getByLabel('State you live in').selectOption('OH');
    await next();
    await page.getByLabel('People in your household').selectOption('4');
    await page.getByLabel('How many will be in college at the same time').selectOption('1');
  });
  await step('Parents', async () => {
    const first = page.getByRole('group', { name: 'First parent' });
    await first.getByLabel('First name').pressSequentially('Dana');
    await first.getByLabel('Last name').pressSequentially('Reyes');
    await first.getByLabel('Age', { exact: true }).pressSequentially('44');
    await first.getByLabel('Marital status').selectOption('single');
    await next();
    const income = page.getByRole('group', { name: 'Dana' });
    await income.getByLabel(/Pay before deductions/).pressSequentially('86,500');
    await income.getByLabel('Tax filing status').selectOption('head_of_household');
    await income.getByLabel('Federal income tax paid').waitFor();
  });
  await step('Savings & Investments', async () => {
    await type('Cash, checking and savings', '12,000');
    await type('Taxable investment accounts', '8,000');
    await type(/College savings/, '26,000');
  });
  await step('Household Finance', async () => {
    await page.getByLabel('Do you own or rent the home you live in?').selectOption('own');
    await type('Home equity', '140,000');
    await next();
    await yes(/real estate other than your home/, 'No');
    await next();
    await yes(/business or a farm/, 'No');
    await next();
    await yes(/life insurance/, 'No');
    await yes(/annuities/, 'No');
  });
  await step('Retirement', async () => {
    await type(/Contributions to retirement accounts/, '6,000');
    await yes(/401\(k\)/, 'Yes');
    await yes(/traditional IRA/, 'No');
    await yes(/Roth IRA/, 'No');
  });
  await step('Additional Information', async () => {
    await yes(/financial advisor/, 'No');
    await yes(/accountant/, 'No');
  });
  await step('Students', async () => {
    await type('1st student’s name', 'Mia Reyes');
    await next();
    await page.getByLabel('High-school graduation year').selectOption('2027');
    await page.getByLabel('Where the student is in school').selectOption('high_school_senior');
    await type('GPA', '3.5');
    await type('SAT score', '1210');
    await next();
    await yes(/file a tax return/, 'No');
    await type(/Student’s income from work/, '2,400');
    await yes(/savings of their own/, 'No');
    await yes(/UTMA or UGMA/, 'No');
  });
  await page.getByRole('heading', { level: 1, name: 'Review' }).waitFor();
  await page.waitForLoadState('networkidle');
  await drain(page);

  reportScripts(
    'JavaScript loaded after the opening, by the end of the wizard (Review)',
    [...scripts].filter(([path]) => !atOpening.has(path)),
  );
  reportScripts('JavaScript downloaded by the whole wizard, opening included', scripts, { list: false });

  // ---- JavaScript to open the wizard directly at a form step, cache empty (same session, new context) ----
  const direct = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: await context.storageState(),
  });
  const directPage = await direct.newPage();
  const directScripts = recordScripts(directPage);
  await directPage.goto(`${base}/family/onboarding?currentStepIndex=${FORM_STEP.index}`);
  await directPage.getByRole('heading', { level: 1, name: FORM_STEP.title }).waitFor();
  await directPage.getByRole('textbox').first().waitFor();
  await directPage.waitForLoadState('networkidle');
  // Printed against the target but not part of the verdict: the target is opening the wizard (at Welcome); a
  // form step opened directly also needs react-hook-form and the field widgets (162 KB gzipped, ADR 0038).
  reportScripts(
    `JavaScript loaded to open /family/onboarding?currentStepIndex=${FORM_STEP.index} (${FORM_STEP.title}, empty cache)`,
    directScripts,
    { target: JS_TARGET_KB },
  );
  await direct.close();

  const worst = reportInput(
    "Input responsiveness per step (the page's work per event, including React's render and commit)",
    results.map((r) => ({
      label: r.step,
      measured: r,
      extra: `   save and open the next part: ${r.toNextStepMs.toFixed(0)} ms`,
    })),
    24,
  );
  const slow = results.flatMap((r) => r.slow);
  const idle = slow.filter((s) => s.name.startsWith('pointer') || s.name.startsWith('mouse'));
  console.log(
    `  Event Timing: ${slow.length} events reported at 16 ms or more, ${idle.length} of them pointer/mouse moves that no ` +
      `code handles (median ${median(idle.map((s) => s.duration))} ms): frames here are slow to be presented ` +
      '(headless Chromium without GPU on a shared 2-core machine), whatever the page does.',
  );
  const inputOk = worst < FRAME_MS;
  console.log(
    `  ${inputOk ? 'PASS' : 'MISS'}: the slowest event took ${worst.toFixed(1)} ms of page work (one frame is ${FRAME_MS.toFixed(1)} ms)`,
  );
  process.exitCode = welcomeOk && inputOk ? 0 : 1;
} finally {
  await close();
}
