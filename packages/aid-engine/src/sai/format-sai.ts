/**
 * The Student Aid Index as people read it: an index, not dollars, so no "$" (as the Department of Education's
 * Federal Student Aid Estimator shows it), thousands separated, a negative with a plain hyphen-minus:
 * 14790 -> "14,790", -1500 -> "-1,500". The one SAI formatter: the engine's texts, the web app and the PDF use it.
 */
const index = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatSai(sai: number): string {
  if (!Number.isFinite(sai)) return '';
  const rounded = Math.round(sai);
  return index.format(rounded === 0 ? 0 : rounded);
}

/** A change in the SAI: "+1,200", "-800", "0". */
export function formatSaiChange(change: number): string {
  const text = formatSai(change);
  return change >= 0.5 ? `+${text}` : text;
}

/**
 * Whether a formula step is the SAI itself (the engine's steps "Student Aid Index" and "Student Aid Index (Maximum
 * Pell)"), so it reads as an index while the other steps read as dollars.
 */
export function isSaiStep(step: { label: string }): boolean {
  return step.label.startsWith('Student Aid Index');
}
