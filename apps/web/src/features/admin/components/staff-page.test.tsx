import type { StaffListItem, StaffListResponse } from '@ccp/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { createQueryClient } from '../../../lib/query-client';
import { staffListQuery } from '../api/staff-api';
import { StaffPage } from './staff-page';

const now = Date.now();
const member = (over: Partial<StaffListItem>): StaffListItem => ({
  id: 'm-1',
  userId: 'u-1',
  name: 'Morgan Blake',
  email: 'morgan@example.test',
  phone: '6175550101',
  organisation: 'Summit Financial Partners',
  status: 'active',
  families: 3,
  lastLoginAt: new Date(now - 3_600_000).toISOString(),
  createdAt: new Date(now - 86_400_000).toISOString(),
  invitationId: null,
  invitationExpiresAt: null,
  invitationExpired: false,
  ...over,
});
const invited = (over: Partial<StaffListItem>): StaffListItem =>
  member({
    id: 'inv-1',
    userId: null,
    name: 'Taylor Reed',
    email: 'taylor@example.test',
    status: 'invited',
    families: 0,
    lastLoginAt: null,
    invitationId: 'inv-1',
    invitationExpiresAt: new Date(now + 86_400_000).toISOString(),
    ...over,
  });

const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));

async function renderPage(items: StaffListItem[]) {
  const queryClient = createQueryClient();
  const answer: StaffListResponse = { items, page: 1, limit: 20, total: items.length };
  queryClient.setQueryData(
    staffListQuery('agent', { search: '', page: 1, limit: 20, sort_by: 'created', sort_order: 'DESC' })
      .queryKey,
    answer,
  );
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={['/admin/agents']}>
            <StaffPage kind="agent" />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>,
    );
  });
}

async function menuOf(name: string) {
  await userEvent.setup().click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

beforeEach(() => {
  // The list is given up front; a request never settles (the test reads what was asked).
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StaffPage: members and invitations in one list', () => {
  it('shows invited, expired, active and inactive rows with their badges, and no separate invitations table', async () => {
    await renderPage([
      invited({}),
      invited({ id: 'inv-2', invitationId: 'inv-2', name: 'Old Invite', invitationExpired: true }),
      member({}),
      member({ id: 'm-2', name: 'Ina Active', status: 'inactive' }),
    ]);
    expect(within(screen.getByRole('row', { name: /Taylor Reed/ })).getByText('Invited')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Old Invite/ })).getByText('Invitation expired'),
    ).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Morgan Blake/ })).getByText('Active')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Ina Active/ })).getByText('Inactive')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Taylor Reed/ })).getByText('Not signed up')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    const statuses = within(screen.getByLabelText('Status')).getAllByRole('option');
    expect(statuses.map((o) => o.textContent)).toEqual([
      'Any status',
      'Invited',
      'Active',
      'Inactive',
      'Removed',
    ]);
  });

  it('offers each status its own actions', async () => {
    await renderPage([
      invited({}),
      member({}),
      member({ id: 'm-2', name: 'Ina Active', status: 'inactive' }),
    ]);
    expect(await menuOf('Taylor Reed')).toEqual(['Resend invitation', 'Revoke invitation']);
    await userEvent.setup().keyboard('{Escape}');
    expect(await menuOf('Morgan Blake')).toEqual(['Show families', 'Edit', 'Deactivate', 'Remove']);
    await userEvent.setup().keyboard('{Escape}');
    expect(await menuOf('Ina Active')).toEqual(['Show families', 'Reactivate', 'Remove']);
  });

  it('revoking asks first, naming the email, then posts to the invitation', async () => {
    await renderPage([invited({})]);
    await menuOf('Taylor Reed');
    const user = userEvent.setup();
    await user.click(screen.getByRole('menuitem', { name: 'Revoke invitation' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this invitation?' });
    expect(dialog.textContent).toContain('taylor@example.test');
    const posts = () =>
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url);
    expect(posts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(posts()).toEqual(['/api/invitations/inv-1/revoke']);
  });
});
