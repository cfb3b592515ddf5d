/** A college's cost fields as the app stores them (whole dollars per year; null = 0 / unknown). */
export interface CollegeCostInput {
  /** 2-letter state code of the college. */
  state: string | null;
  /** General tuition and fees (used when the in-state or out-of-state figure is 0). */
  tuitionFee: number | null;
  tuitionFeeInState: number | null;
  tuitionFeeOutState: number | null;
  fullTimeFee: number | null;
  roomAndBoardFee: number | null;
}

/** Published average net price by family income bracket (IPEDS style), plus the overall average. */
export interface NetPriceByIncome {
  '0-30000': number | null;
  '30001-48000': number | null;
  '48001-75000': number | null;
  '75001-110000': number | null;
  '110001+': number | null;
}

export type IncomeBracket = keyof NetPriceByIncome;

export interface CollegeNetPriceInput {
  netPriceByIncome?: Partial<NetPriceByIncome> | null;
  avgNetPrice?: number | null;
}
