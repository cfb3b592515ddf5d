import { cleanVersionName } from '@ccp/contracts/case-study-name';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { CloneNameDialog } from './clone-name-dialog';

afterEach(cleanup);

describe('cleanVersionName (docs/product-spec.md §5)', () => {
  it.each([
    ['  My <b>plan</b>!! 2027  ', 'My bplanb 2027'],
    ['Job   change', 'Job change'],
    ['house_buy-2028', 'house_buy-2028'],
    ['Café & co.', 'Caf co'],
    ['  <>!! ', ''],
  ])('%j -> %j', (raw, cleaned) => {
    expect(cleanVersionName(raw)).toBe(cleaned);
  });
});

function renderDialog(onClone: (name: string) => Promise<unknown>) {
  const onOpenChange = vi.fn();
  render(
    <CloneNameDialog
      open
      onOpenChange={onOpenChange}
      sourceName="the Family Profile"
      busy={false}
      onClone={onClone}
    />,
  );
  return { onOpenChange };
}

describe('CloneNameDialog', () => {
  it('sends the cleaned name and closes', async () => {
    const onClone = vi.fn().mockResolvedValue({});
    const { onOpenChange } = renderDialog(onClone);
    await userEvent.type(screen.getByLabelText('Version name'), '  My <b>plan</b>!! 2027  ');
    await userEvent.click(screen.getByRole('button', { name: 'Create case study' }));
    expect(onClone).toHaveBeenCalledWith('My bplanb 2027');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('refuses a name that is blank after cleaning, without sending it', async () => {
    const onClone = vi.fn();
    renderDialog(onClone);
    await userEvent.type(screen.getByLabelText('Version name'), ' !!! ');
    await userEvent.click(screen.getByRole('button', { name: 'Create case study' }));
    expect(await screen.findByText('Version Name is required')).toBeTruthy();
    expect(onClone).not.toHaveBeenCalled();
  });

  it('shows the server’s message, or the generic one, in the dialog', async () => {
    const onClone = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'That family was not found.'))
      .mockRejectedValueOnce(new Error('boom'));
    renderDialog(onClone);
    await userEvent.type(screen.getByLabelText('Version name'), 'Plan A');
    await userEvent.click(screen.getByRole('button', { name: 'Create case study' }));
    expect(await screen.findByText('That family was not found.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create case study' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});
