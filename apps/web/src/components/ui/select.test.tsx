import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Select } from './select';

const OPTIONS = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
];

describe('Select', () => {
  afterEach(cleanup);

  it('has a visible label tied to the select, and its options', () => {
    render(<Select label="State" placeholder="Choose a state" options={OPTIONS} />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByText('State').tagName).toBe('LABEL');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a state',
      'California',
      'New York',
    ]);
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the error text and links it with aria-describedby', () => {
    render(<Select label="State" options={OPTIONS} hint="Where you live." error="Choose a US state." />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const ids = (select.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Where you live.', 'Choose a US state.']);
  });

  it('offers an optional tooltip button that does not repeat the label', async () => {
    render(<Select label="State" options={OPTIONS} tooltip="Public colleges charge residents less." />);
    expect(await screen.findByRole('button', { name: 'More information' })).toBeTruthy();
    expect(screen.getAllByLabelText('State')).toHaveLength(1);
  });

  it('has no tooltip button without a tooltip', () => {
    render(<Select label="State" options={OPTIONS} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
