import type { SaiStep } from './sai-result';

/** Appends one explanation line. Kept tiny: it runs on every computeSai call. */
export function step(steps: SaiStep[], label: string, amount: number, rule: string): void {
  steps.push({ label, amount, rule });
}

/** '$12,345' / '-$1,500' for rule texts. */
export function usd(amount: number): string {
  const abs = Math.abs(amount);
  const whole = Math.trunc(abs);
  const cents = abs - whole;
  const text = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (amount < 0 ? '-$' : '$') + text + (cents > 0 ? (abs % 1).toFixed(2).slice(1) : '');
}

/** '22%' / '1.45%' for rule texts. */
export function pct(rate: number): string {
  return `${Math.round(rate * 10_000) / 100}%`;
}
