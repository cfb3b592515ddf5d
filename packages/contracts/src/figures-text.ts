/* The words that say how a price was grown (zod-free: the web shows them, the server's PDF writes them). */

const percent = (n: number) => `${Number(n.toFixed(1))}%`;

/** "2023-24 prices grown 4% a year to 2027-28" (or "2027-28 prices, as published" when nothing was grown). */
export function priceGrowthText(publishedYear: string, ratePercent: number, priceYear: string): string {
  if (publishedYear === priceYear) return `${priceYear} prices, as published`;
  return `${publishedYear} prices grown ${percent(ratePercent)} a year to ${priceYear}`;
}

/** "Figures for the case study “Job change”, not the family’s own profile." */
export function caseStudyFiguresText(name: string): string {
  return `Figures for the case study “${name}” (the version chosen in the banner), not the family’s own profile.`;
}
