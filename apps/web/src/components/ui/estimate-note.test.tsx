import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EstimateNote, priceDataYear } from './estimate-note';

afterEach(cleanup);

describe('EstimateNote', () => {
  it('says the method, the data year, the range and each reason', () => {
    render(
      <EstimateNote
        method="CSS Profile-style estimate"
        dataYear="2026-27 federal tables"
        range={{ low: 9_000, high: 14_500 }}
        reasons={['Taxes estimated from income and filing status']}
      />,
    );
    expect(screen.getByText(/2026-27 federal tables; likely \$9,000 to \$14,500/)).toBeTruthy();
    expect(screen.getByText('CSS Profile-style estimate')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Why this estimate may differ' });
    expect(list.textContent).toBe('Taxes estimated from income and filing status');
  });

  it('shows no range when there is none and no list without reasons', () => {
    const { container } = render(
      <EstimateNote method="Federal formula" dataYear="2027-28 federal tables" range={{ low: 5, high: 5 }} />,
    );
    expect(container.textContent).toBe('Federal formula, 2027-28 federal tables');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('names the published year a price was projected from', () => {
    expect(priceDataYear({ priceYear: '2027-28', netPriceDataYear: '2022-23' })).toBe(
      '2022-23 figures projected to 2027-28',
    );
    expect(priceDataYear({ priceYear: '2026-27', netPriceDataYear: null })).toBe('2026-27 figures');
  });
});
