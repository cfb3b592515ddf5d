import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as node from '../src/index';
import { awardYearArb, profileArb, saiRequestArb, studentInputArb } from './arbitraries';
import { type BrowserBundle, buildBrowserBundle } from './build-browser-bundle';
import { vectors } from './vectors';

type Engine = typeof node;
let bundle: BrowserBundle;
let browser: Engine;

beforeAll(async () => {
  bundle = await buildBrowserBundle();
  browser = (await import(pathToFileURL(bundle.file).href)) as Engine;
}, 120_000);

afterAll(async () => {
  await bundle?.cleanup();
});

describe('the browser build (Vite, minified ES module) gives identical results to Node', () => {
  it('is a self-contained module with no imports', () => {
    expect(bundle.code).not.toMatch(/\bimport\s*[{*\w]/);
    expect(typeof browser.computeSai).toBe('function');
  });

  it('computeSai: every vector', () => {
    for (const v of vectors) expect(browser.computeSai(v.request)).toEqual(node.computeSai(v.request));
  });

  it('computeSai: generated requests', () => {
    fc.assert(
      fc.property(saiRequestArb, (request) => {
        expect(browser.computeSai(request)).toEqual(node.computeSai(request));
      }),
      { numRuns: 500 },
    );
  });

  it('profile mapping, institutional estimate, taxes, Pell, cost and net price: generated inputs', () => {
    fc.assert(
      fc.property(
        profileArb,
        studentInputArb,
        awardYearArb,
        fc.integer({ min: 0, max: 120_000 }),
        (profile, student, awardYear, coa) => {
          const mapped = node.saiRequestFromProfile(profile, student, awardYear);
          expect(browser.saiRequestFromProfile(profile, student, awardYear)).toEqual(mapped);
          expect(browser.estimateInstitutionalSai(profile, student, { awardYear })).toEqual(
            node.estimateInstitutionalSai(profile, student, { awardYear }),
          );
          const wages = profile.parents[0]?.annualIncome ?? 0;
          const taxInput = { wages, filingStatus: profile.filingStatus ?? 'single', taxYear: 2024 } as const;
          expect(browser.estimateFederalTaxes(taxInput)).toEqual(node.estimateFederalTaxes(taxInput));
          const sai = node.computeSai(mapped.request);
          const pellInput = {
            sai: sai.sai,
            costOfAttendance: coa,
            awardYear,
            maxPellEligible: sai.maxPell.eligible,
            minPellEligible: sai.minPell.indicator !== null,
          };
          expect(browser.pellAward(pellInput)).toEqual(node.pellAward(pellInput));
          const college = {
            state: profile.state,
            tuitionFee: coa / 2,
            tuitionFeeInState: coa % 3 === 0 ? 0 : coa / 3,
            tuitionFeeOutState: coa % 5 === 0 ? null : coa / 1.5,
            fullTimeFee: 1_000,
            roomAndBoardFee: coa / 4,
            netPriceByIncome: { '0-30000': coa / 5, '30001-48000': null, '110001+': coa },
            avgNetPrice: coa / 2,
          };
          const cost = node.costOfAttendance(college, 'CA');
          expect(browser.costOfAttendance(college, 'CA')).toEqual(cost);
          const netInput = { sai: sai.sai, income: wages, costOfAttendance: cost.total };
          expect(browser.estimateNetPrice(college, netInput)).toEqual(
            node.estimateNetPrice(college, netInput),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
