import { usd } from '../sai/steps';
import type { SaiTables } from '../sai/tables/sai-tables';
import type { MappingNotes } from './mapping-notes';
import type { FamilyProfileInput } from './profile-input';
import { dollars, positiveDollars } from './profile-money';

/** Below this combined AGI (with no Schedule A, B, D, E, F or H) the FAFSA does not ask about assets (§1.3). */
const ASSET_EXEMPTION_AGI = 60_000;

/**
 * A taxable brokerage balance above which Schedule B/D is assumed to be filed (more than $1,500 of interest and
 * dividends at a yield of about 3%, or capital gains), which ends the asset exemption. A judgement, not a rule.
 */
const SCHEDULE_B_BROKERAGE_BALANCE = 50_000;

/** Schedule C net income (profit or loss) beyond this, for either parent, ends the asset exemption (§1.3). */
export const ASSET_EXEMPTION_SCHEDULE_C = 10_000;

export interface ProfileAssets {
  /** The FAFSA does not ask about assets (docs/sai/formula.md §1.3): parent and student assets are 0. */
  exempt: boolean;
  cash: number;
  /** Brokerage + parent-owned 529s + investment real estate equity. */
  investments: number;
  /** Reportable business/farm net worth (before Table A3). */
  business: number;
  /** Describes an asset field's use, noting the exemption. */
  assetHow: (what: string) => string;
}

/**
 * The parents' FAFSA assets from the profile: cash; brokerage accounts, parent-owned 529s and investment real
 * estate; reportable business/farm net worth (from 2026-27 a small family business or farm is not reported).
 * Never counted: the home, retirement accounts, life insurance, annuities. Below $60,000 AGI with no sign of
 * Schedule B, D, E or F, and each reporting parent's Schedule C net income (`scheduleC`) within ±$10,000, the
 * FAFSA does not ask about assets at all.
 */
export function profileAssets(
  profile: FamilyProfileInput,
  parentAgi: number,
  scheduleC: readonly number[],
  tables: SaiTables,
  notes: MappingNotes,
): ProfileAssets {
  // ── Assets ──────────────────────────────────────────────────────────────────────────────────────────────────
  const cash = positiveDollars(profile.checkingAmount);
  const brokerage = positiveDollars(profile.taxableBrokerageAccountsAmount);
  const college529 = positiveDollars(profile.collegeSavingsAccountsAmount);
  const investmentProperty = profile.ownsInvestmentProperty ? dollars(profile.investmentEquity) : 0;
  const businessReported = profile.hasBusinessAssets ? positiveDollars(profile.businessAssetsAmount) : 0;
  const businessExcluded = tables.excludesSmallFamilyBusiness && profile.businessIsSmallFamilyOwned === true;
  const business = businessExcluded ? 0 : businessReported;
  const scheduleCWithin = scheduleC.every((c) => Math.abs(c) <= ASSET_EXEMPTION_SCHEDULE_C);
  // The family's own answer about Schedules A, B, D, E, F and H wins over the signs read from the profile.
  const schedules = profile.filedSchedulesABDEFH ?? null;
  const signsOfSchedules =
    profile.hasBusinessAssets || profile.ownsInvestmentProperty || brokerage > SCHEDULE_B_BROKERAGE_BALANCE;
  const meansTested = profile.meansTestedBenefits === true;
  const lowIncome =
    parentAgi < ASSET_EXEMPTION_AGI &&
    scheduleCWithin &&
    (schedules === null ? !signsOfSchedules : !schedules);
  const exempt = meansTested || lowIncome;
  const assetHow = (what: string) =>
    exempt ? `not reported: ${what} (assets exempt, see assumptions)` : what;
  if (meansTested) {
    notes.used.push({
      field: 'meansTestedBenefits',
      how: 'a federal means-tested benefit in the last two years: the FAFSA does not ask about assets, whatever the income',
    });
    notes.assumptions.push(
      'Someone in the household received a federal means-tested benefit (EITC, housing assistance, free or reduced-price school lunch, Medicaid, the premium tax credit, SNAP, SSI, TANF or WIC): assets count as 0.',
    );
  } else if (schedules === true && parentAgi < ASSET_EXEMPTION_AGI) {
    notes.used.push({
      field: 'filedSchedulesABDEFH',
      how: 'filed Schedule A, B, D, E, F or H: the FAFSA asks about assets even below $60,000 AGI',
    });
    notes.assumptions.push(
      'Parents’ AGI is under $60,000, but they filed Schedule A, B, D, E, F or H (for example itemized deductions on Schedule A), so assets are counted.',
    );
  } else if (!scheduleCWithin && parentAgi < ASSET_EXEMPTION_AGI) {
    notes.assumptions.push(
      'Parents’ AGI is under $60,000, but a parent’s Schedule C net income is beyond ±$10,000, so assets are counted.',
    );
  } else if (!exempt && parentAgi < ASSET_EXEMPTION_AGI && schedules === null) {
    notes.assumptions.push(
      'Parents’ AGI is under $60,000, but a business, rental property or a taxable brokerage balance over $50,000 ' +
        'suggests Schedule B, C, D, E or F, so assets are counted.',
    );
  }
  if (exempt && !meansTested) {
    if (schedules === false)
      notes.used.push({
        field: 'filedSchedulesABDEFH',
        how: 'no Schedule A, B, D, E, F or H: with AGI under $60,000, assets are not asked',
      });
    notes.assumptions.push(
      `Parents’ combined AGI (${usd(parentAgi)}) is under $60,000 with no business, no rental property, Schedule C ` +
        'net income within ±$10,000 and at most $50,000 in taxable brokerage accounts: the FAFSA does not ask about assets, so parent and student assets ' +
        'count as 0.' +
        (schedules === false
          ? ''
          : ' Assumed: no Schedule A, B, D, E, F or H (itemized deductions, more than $1,500 of interest or dividends, capital gains).'),
    );
  }
  notes.used.push({ field: 'checkingAmount', how: assetHow('parents’ cash, savings and checking') });
  notes.used.push({ field: 'taxableBrokerageAccountsAmount', how: assetHow('parents’ investments') });
  notes.used.push({
    field: 'collegeSavingsAccountsAmount',
    how: assetHow(
      'parents’ investments: parent-owned 529 and other qualified education plans count as parent assets',
    ),
  });
  notes.used.push({
    field: 'investmentEquity',
    how: profile.ownsInvestmentProperty
      ? assetHow('parents’ investments: net worth of investment real estate')
      : 'not counted: you answered that you own no real estate other than your home',
  });
  notes.used.push({
    field: 'businessAssetsAmount',
    how: !profile.hasBusinessAssets
      ? 'not counted: you answered that you own no business or farm'
      : businessExcluded
        ? `not counted: from ${tables.awardYear} a family-owned business with 100 or fewer employees, the family farm and family fishing business are not reported`
        : 'parents’ business/farm net worth, adjusted by Table A3',
  });
  if (profile.hasBusinessAssets && businessReported > 0 && tables.excludesSmallFamilyBusiness) {
    notes.used.push({
      field: 'businessIsSmallFamilyOwned',
      how:
        profile.businessIsSmallFamilyOwned === null
          ? 'unknown: the business is counted'
          : profile.businessIsSmallFamilyOwned
            ? 'yes: the business is excluded'
            : 'no: the business is counted',
    });
    if (profile.businessIsSmallFamilyOwned === null) {
      notes.assumptions.push(
        `It is not known whether the business is family-owned with 100 or fewer employees (excluded from ${tables.awardYear}): it is counted.`,
      );
    }
  }
  notes.used.push({
    field: 'residenceEquity',
    how: 'not counted: the FAFSA excludes the family home',
  });
  notes.used.push({
    field: 'has401k',
    how: 'retirement accounts (401(k), IRA, Roth IRA) are not counted as assets; the answers only decide how the household’s contributions affect income',
  });
  notes.used.push({
    field: 'insuranceAmount',
    how: 'not counted: the cash value of life insurance is not a FAFSA asset; only the CSS Profile asks about it',
  });
  notes.used.push({
    field: 'annuitiesAmount',
    how: 'not counted: annuities are retirement assets, not FAFSA investments; only the CSS Profile asks about them',
  });
  notes.used.push({
    field: 'familyMembersInCollege',
    how: 'not used: the federal SAI no longer divides by the number in college (used by the institutional estimate)',
  });

  return { exempt, cash, investments: brokerage + college529 + investmentProperty, business, assetHow };
}
