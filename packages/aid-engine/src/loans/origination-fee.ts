import { roundHalfAwayFromZero } from '../round';

/**
 * The origination fee on a loan of `principal` whole dollars: the percentage truncated to the cent (34 CFR 685.202,
 * as the funding origination contract reads it), shown in whole dollars (halves away from zero).
 */
export function originationFee(principal: number, percent: number): number {
  if (principal <= 0) return 0;
  const cents = Math.floor(Math.round(principal * percent * 100) / 100);
  return roundHalfAwayFromZero(cents / 100);
}

/** What the school receives of a loan of `principal`: the principal minus its origination fee. */
export function netDisbursement(principal: number, percent: number): number {
  return principal - originationFee(principal, percent);
}

/** The smallest whole-dollar principal whose disbursement after the fee is at least `net`. */
export function principalForNet(net: number, percent: number): number {
  if (net <= 0) return 0;
  let principal = Math.ceil(net / (1 - percent / 100));
  while (principal > 1 && netDisbursement(principal - 1, percent) >= net) principal -= 1;
  while (netDisbursement(principal, percent) < net) principal += 1;
  return principal;
}
