/**
 * The what-if benches' harness (sai-what-if.bench.ts and plan-what-if.bench.ts): the onboarded family they work on,
 * its what-if sliders, moving them and reporting what each movement cost the page. Built on harness.ts.
 */
import type { Locator, Page } from '@playwright/test';
import {
  type BenchApp,
  drain,
  FRAME_MS,
  INSTRUMENT,
  type Measured,
  median,
  reportInput,
  startBenchApp,
} from './harness';

/** A student of the bench family: name, high-school graduation year, yearly pay, and how many favourites. */
export interface BenchStudent {
  name: string;
  graduationYear: number;
  incomeAmount: number;
  favourites: number;
}

/**
 * Signs a family up through the API in `page`'s context (its session cookie) and gives it a full profile: two
 * parents (Dana $85,000 and Sam $40,000 a year), savings, investments, a home and an investment property, the
 * students given, onboarding done, and each student's favourites (the largest colleges in Ohio) so that the
 * what-ifs have net prices to redraw.
 */
export async function onboardedBenchFamily(
  app: BenchApp,
  page: Page,
  students: BenchStudent[],
): Promise<void> {
  const { base } = app;
  const api = async (method: 'post' | 'put', path: string, data: object) => {
    const res = await page.request[method](`${base}${path}`, { data, headers: { Origin: base } });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return res;
  };
  await app.signUpFamily(page, {
    name: 'Bench Family',
    email: `bench-${Date.now()}-${process.pid}@example.test`,
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
  const ids: string[] = [];
  for (const { name, graduationYear, incomeAmount } of students) {
    const created = await api('post', '/api/family/profile/student', { name, graduationYear, incomeAmount });
    ids.push(((await created.json()) as { id: string }).id);
  }
  await api('put', '/api/family/profile/done-onboarding/family', {});
  const most = Math.max(0, ...students.map((s) => s.favourites));
  const found = await page.request.get(
    `${base}/api/family/colleges?state=OH&limit=${most}&sort_college=size`,
  );
  const colleges = ((await found.json()) as { items: { id: number }[] }).items;
  for (const [i, student] of students.entries()) {
    for (const college of colleges.slice(0, student.favourites)) {
      await api('post', '/api/family/favourite/family', { collegeId: college.id, studentId: ids[i] });
    }
  }
}

/** The what-if sliders of the bench family (domains/family/what-if), moved by the SAI page's and the plan's benches. */
export const WHAT_IF_SLIDERS = [
  'Dana’s yearly pay before deductions',
  'Sam’s yearly pay before deductions',
  'Investments (brokerage accounts)',
  'Investment property equity',
  'Move into a 529',
  'Spend on a home',
  'People in college at the same time',
];

/**
 * Moves each named slider of `panel` with the arrow keys (15 presses, one in five back) and returns what each
 * movement cost the page.
 */
export async function moveSliders(
  page: Page,
  panel: Locator,
  names: string[],
): Promise<(Measured & { slider: string })[]> {
  const results: (Measured & { slider: string })[] = [];
  for (const name of names) {
    const slider = panel.getByRole('slider', { name });
    await slider.focus();
    await drain(page);
    for (let i = 0; i < 15; i += 1) await slider.press(i % 5 === 4 ? 'ArrowLeft' : 'ArrowRight');
    await page.waitForTimeout(100);
    results.push({ slider: name, ...(await drain(page)) });
  }
  return results;
}

/** Prints the sliders' input report and the verdict; true when the slowest event fits in one frame. */
export function reportSliders(results: (Measured & { slider: string })[]): boolean {
  const worst = reportInput(
    "Input responsiveness per slider (the page's work per event: the engine, React's render and commit)",
    results.map((r) => ({ label: r.slider, measured: r })),
    38,
  );
  // Which events are the slowest: per slider, the key press (1 to 15) and event type of its three slowest events,
  // and its first press's input event beside the median of the later ones (lazy work on a first event shows here).
  console.log(
    '\n  The slowest events per slider (press number and type), the first input event against the rest:',
  );
  for (const r of results) {
    let press = 0;
    const events = r.processing.map((p) => {
      if (p.type === 'keydown') press += 1;
      return { ...p, press };
    });
    const slowest = [...events].sort((a, b) => b.ms - a.ms).slice(0, 3);
    const inputs = events.filter((e) => e.type === 'input').map((e) => e.ms);
    const rest = inputs.slice(1).sort((a, b) => a - b);
    console.log(
      `  ${r.slider.padEnd(38)} ${slowest.map((e) => `#${e.press} ${e.type} ${e.ms.toFixed(1)} ms`).join(', ')}` +
        `; input events: first ${(inputs[0] ?? 0).toFixed(1)} ms, later median ${(rest[Math.floor(rest.length / 2)] ?? 0).toFixed(1)} ms`,
    );
  }
  // Work a page defers past the input event (a deferred render) is not in the events' figures: the longest frame
  // while the slider moved shows it (a frame is 16.7 ms; a longer one means the page held the thread that long).
  console.log('\n  The longest frames while each slider moved (deferred renders included):');
  for (const r of results) {
    const frames = [...r.frames].sort((a, b) => b - a);
    console.log(
      `  ${r.slider.padEnd(38)} longest ${(frames[0] ?? 0).toFixed(1)} ms, then ${(frames[1] ?? 0).toFixed(1)} and ${(frames[2] ?? 0).toFixed(1)} ms; median ${median(r.frames).toFixed(1)} ms of ${r.frames.length} frames`,
    );
  }
  const longestFrame = Math.max(0, ...results.flatMap((r) => r.frames));
  const ok = worst < FRAME_MS;
  console.log(
    `  ${ok ? 'PASS' : 'MISS'}: the slowest input event took ${worst.toFixed(1)} ms of page work (one frame is ${FRAME_MS.toFixed(1)} ms); the longest frame while typing was ${longestFrame.toFixed(1)} ms`,
  );
  return ok;
}

/**
 * A what-if bench's start: the app, a 1280 px page with the input timing in it, and a signed-in family with a full
 * profile and the students given (`onboardedBenchFamily`).
 */
export async function startWhatIfBench(
  label: string,
  students: BenchStudent[],
): Promise<{ base: string; page: Page; close: () => Promise<void> }> {
  const app = await startBenchApp(label);
  const { base, browser, close } = app;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(INSTRUMENT);
  try {
    await onboardedBenchFamily(app, page, students);
  } catch (error) {
    await close();
    throw error;
  }
  return { base, page, close };
}
