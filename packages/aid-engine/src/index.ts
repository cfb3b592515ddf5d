/**
 * @ccp/aid-engine: the federal Student Aid Index (formulas A, B, C), Pell, tax estimates, family-profile mapping,
 * a CSS-Profile-style institutional estimate, cost of attendance and net price. Pure, synchronous, no I/O.
 */

export type {
  CollegeCostInput,
  CollegeNetPriceInput,
  IncomeBracket,
  NetPriceByIncome,
} from './cost/college-input';
export type { CostOfAttendance } from './cost/cost-of-attendance';
export { costOfAttendance } from './cost/cost-of-attendance';
export type {
  FamilyNetPrice,
  FamilyNetPriceCollege,
  FamilyNetPriceFamily,
  FamilyNetPriceMethod,
} from './cost/family-net-price';
export { familyNetPrice, familyNetPriceOrder } from './cost/family-net-price';
export type { NetPriceEstimate, NetPriceInput } from './cost/net-price';
export { estimatedNeed, estimateNetPrice, incomeBracket } from './cost/net-price';
export type {
  AidMethod,
  AidPolicyFacts,
  NonResidentAidFacts,
  PriceGuarantee,
  PriceRules,
  RangeRule,
} from './cost/price-rules';
export {
  GUARANTEE_STALE_YEARS,
  guaranteeStale,
  NET_PRICE_RANGES,
  priceRulesFor,
  withinLimit,
} from './cost/price-rules';
export { projectCost } from './cost/project-cost';
export type {
  CollegePrices,
  CostLine,
  CostLineKind,
  LivingChoice,
  PublishedCharges,
  PublishedCollege,
  StudentPlace,
} from './figures/college-prices';
export { collegePricesFor, enteredCostPrices, livingIn } from './figures/college-prices';
export type { CollegePriceFigures, CollegePriceYear, CollegeYearFigures } from './figures/college-year';
export {
  collegePriceFigures,
  collegePriceYear,
  collegeYearFigures,
  costLinesInYear,
  familyPriceFigures,
  familyPriceOrder,
  grantsAndScholarships,
  netPricesInYear,
  priceInYear,
  projectCostLines,
} from './figures/college-year';
export type { GrowthRates, RateBounds, SourcedRate } from './figures/growth';
export {
  DEFAULT_GROWTH_RATES,
  GROWTH_DEFAULTS,
  GROWTH_RATE_BOUNDS,
  growthRates,
  TABLE_INDEX,
} from './figures/growth';
export type { CollegeSpan, YearFigures, YearFiguresInput, YearProjection } from './figures/year-figures';
export {
  latestTablesYear,
  numberInCollegeIn,
  studentsInCollegeIn,
  yearFigures,
} from './figures/year-figures';
export type { CollegeFit, FitCollege, FitLevel, FitStudent } from './fit/college-fit';
export { collegeFit, FIT_RANK, HIGHLY_SELECTIVE_RATE, SELECTIVE_RATE } from './fit/college-fit';
export type { Place } from './fit/distance';
export { milesBetween } from './fit/distance';
export type { CanWePay } from './funding/can-we-pay';
export { canWePay } from './funding/can-we-pay';
export type { FundingChoices, FundingProfile } from './funding/funding-input';
export { fundingPlanInput, MEDIAN_EARNINGS_SOURCE } from './funding/funding-input';
export type {
  FundingLoan,
  FundingPlanInput,
  FundingPlanResult,
  FundingPlanYearInput,
  FundingResource,
  FundingStudentInput,
  FundingStudentSummary,
  FundingStudentYear,
  FundingYearTotals,
  PayStatus,
  PlusLimitRule,
  RepaymentSummary,
} from './funding/funding-plan';
export {
  FUNDING_RESOURCE_LABELS,
  FUNDING_RESOURCES,
  fundingOrder,
  fundingPlan,
  statusLine,
} from './funding/funding-plan';
export type {
  InstitutionalComponents,
  InstitutionalEstimate,
  InstitutionalOptions,
} from './institutional/estimate-institutional-sai';
export { estimateInstitutionalSai } from './institutional/estimate-institutional-sai';
export type {
  AnnualLimit,
  InterimException,
  KnownOrProjected,
  LoanRuleSource,
  LoanYearRules,
  RapRules,
  RepaymentTier,
  SourceGrade as LoanSourceGrade,
} from './loans/loan-rules';
export { annualLimitFor, LOAN_RULE_YEARS, loanRuleAwardYears, loanRulesFor } from './loans/loan-rules';
export { netDisbursement, originationFee, principalForNet } from './loans/origination-fee';
export type {
  RapFiling,
  RapPaymentInput,
  RapSchedule,
  RapScheduleInput,
} from './loans/repayment-assistance-plan';
export { rapMonthlyPayment, rapSchedule, rapYearlyBasePayment } from './loans/repayment-assistance-plan';
export {
  FEDERAL_UNDERGRADUATE_LOAN_RATE,
  paymentShareOfEarnings,
  STANDARD_PLAN_MONTHS,
  standardMonthlyPayment,
} from './loans/standard-repayment';
export type { LoanBalance, TieredStandardResult } from './loans/tiered-standard';
export { amortisedPayment, tieredStandardMonths, tieredStandardPlan } from './loans/tiered-standard';
export type { OfferAnalysis, OfferContext, OfferFlagKind, OfferInput } from './offers/offer-analysis';
export { analyseOffer, compareOffers, OFFER_FLAG_THRESHOLDS } from './offers/offer-analysis';
export type { PellAwardInput, PellAwardResult } from './pell/pell-award';
export { pellAward } from './pell/pell-award';
export type {
  PlanAlternatives,
  PlanCollegeInput,
  PlanInput,
  PlanResult,
  PlanStudentInput,
  PlanStudentYear,
  PlanYear,
} from './plan/four-year-plan';
export {
  DEFAULT_YEARS_IN_COLLEGE,
  fourYearPlan,
  fourYearPlanWithColleges,
  planRule,
} from './plan/four-year-plan';
export type { DependencyKind, DependencyStatus } from './profile/dependency-status';
export { DEPENDENCY_QUESTIONS, dependencyStatus, isAge24ByAwardYear } from './profile/dependency-status';
export type { FamilyRecord } from './profile/engine-profile';
export { engineParent, engineProfile, engineStudent } from './profile/engine-profile';
export type { EstimateReason } from './profile/estimate-reasons';
export { estimateReasons, studentEstimateReasons } from './profile/estimate-reasons';
export { OTHER_INCOME_FIELDS } from './profile/other-fafsa-inputs';
export { PARENT_AGE_HELP, PARENT_AGE_IN_THE_FORMULA } from './profile/parent-age';
export type { ParentRetirement } from './profile/parent-income-and-tax';
export { parentsRetirement } from './profile/parent-income-and-tax';
export type {
  DependencyAnswers,
  FamilyProfileInput,
  MaritalStatus,
  OtherFafsaInputs,
  ParentInput,
  ParentRelationship,
  ProfileFieldUse,
  StudentInput,
} from './profile/profile-input';
export type { RetirementAccount } from './profile/retirement-move';
export {
  parentsAfterRetirementMove,
  RETIREMENT_ACCOUNT_FIELD,
  retirementReceiver,
} from './profile/retirement-move';
export type { SaiRequestFromProfile } from './profile/sai-request-from-profile';
export { saiRequestFromProfile } from './profile/sai-request-from-profile';
export type { WhatIf } from './profile/sai-what-ifs';
export { saiWhatIfs } from './profile/sai-what-ifs';
export type { StudentFigures } from './profile/student-figures';
export { studentFigures, UNCAPPED_COST_OF_ATTENDANCE } from './profile/student-figures';
export type { TaxCreditChildren } from './profile/tax-credit-children';
export { taxCreditChildren, taxCreditChildrenOf } from './profile/tax-credit-children';
export type { QuickEstimate, QuickEstimateAnswers } from './quick/quick-estimate';
export {
  latestOfficialAwardYear,
  QUICK_RETIREMENT_SHARE_HIGH,
  QUICK_SECOND_EARNER_SHARE,
  quickEstimate,
  quickEstimateProfile,
  quickOtherChildren,
} from './quick/quick-estimate';
export { roundDollars, roundHalfAwayFromZero, roundTo3Decimals, roundToNearest } from './round';
export { computeSai } from './sai/compute-sai';
export { formatSai, formatSaiChange, isSaiStep } from './sai/format-sai';
export type { SaiRuleRates } from './sai/rule-rates';
export { saiRuleRates } from './sai/rule-rates';
export type { FilingStatusCode, SaiContributor, SaiFormula, SaiRequest } from './sai/sai-request';
export type {
  MaxPellStatus,
  MinPellStatus,
  SaiIntermediateName,
  SaiIntermediates,
  SaiResult,
  SaiStep,
} from './sai/sai-result';
export { INFERRED_CELLS_2025_26, SAI_TABLES_2025_26 } from './sai/tables/2025-26';
export { INFERRED_CELLS_2026_27, SAI_TABLES_2026_27 } from './sai/tables/2026-27';
export { PELL_2027_28, SAI_TABLES_2027_28, UNCONFIRMED_2027_28 } from './sai/tables/2027-28';
export type { AwardYearStatus } from './sai/tables/award-year-status';
export { awardYearStatus, dataSources } from './sai/tables/award-year-status';
export type { ProvisionalPell, SaiTables, SourceGrade, ValueSource } from './sai/tables/sai-tables';
export {
  awardYearLabel,
  awardYearStart,
  filingAwardYear,
  priorPriorTaxYear,
  SAI_TABLE_SETS,
  supportedAwardYears,
  tablesForAwardYear,
} from './sai/tables/tables-for-award-year';
export type { FieldError, SaiRequestValidation } from './sai/validate-sai-request';
export { validateSaiRequest } from './sai/validate-sai-request';
export type { FederalTaxEstimate, FederalTaxInput } from './tax/estimate-federal-taxes';
export { estimateFederalTaxes, incomeTaxFromBrackets } from './tax/estimate-federal-taxes';
export { FEDERAL_TAX_2024 } from './tax/federal-tax-2024';
export { FEDERAL_TAX_2025 } from './tax/federal-tax-2025';
export type { FederalTaxYear } from './tax/federal-tax-year';
export type { FilingStatus } from './tax/filing-status';
export { FILING_STATUSES, filingStatusCode } from './tax/filing-status';
export type { RetirementLimit, RetirementLimitsYear } from './tax/retirement-limits';
export {
  RETIREMENT_LIMITS,
  retirementContributionLimit,
  retirementLimitsYear,
} from './tax/retirement-limits';
export { FEDERAL_TAX_YEARS, federalTaxYear, supportedTaxYears } from './tax/tax-years';
