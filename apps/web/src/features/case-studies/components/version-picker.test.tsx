import type { MeResponse } from '@ccp/contracts/accounts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaseStudySelectionProvider } from '../../../domains/family/case-studies/case-study-selection';
import { createQueryClient } from '../../../lib/query-client';
import { sessionQuery } from '../../../lib/session';
import { VersionPicker } from './version-picker';

const FAMILY_USER = 'family-user-1';
const ADMIN_USER = 'admin-user-1';
const VERSION_ID = '11111111-1111-4111-8111-111111111111';

const me: MeResponse = {
  user: { id: FAMILY_USER, email: 'f@example.test', name: 'The Case Family', role: 'family', phone: null },
  family: { id: 'fam-1', name: 'The Case Family', invitationStatus: 'active', completeOnboarding: true },
  agent: null,
  professional: null,
  simulation: { actorUserId: ADMIN_USER, actorName: 'Alex Admin', actorRole: 'admin' },
} as MeResponse;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/auth/token') return json({ token: 'token' });
      if (url === '/api/me') return json(me);
      if (url.startsWith('/api/family/saved-family-versions/')) return json([]);
      if (url.startsWith('/api/family/clone-to-draft/')) {
        return json({ id: VERSION_ID, familyVersionName: 'Job change' }, 201);
      }
      return json({ error: { code: 'NOT_FOUND', message: 'Not here.' } }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPicker() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQuery().queryKey, me);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CaseStudySelectionProvider>
          <VersionPicker />
        </CaseStudySelectionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('VersionPicker', () => {
  it('clones the family profile through the admin address, selects the copy and clears the message after 20 s', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPicker();
    expect(await screen.findByText('Editing the family’s own profile.')).toBeTruthy();
    // The spec's picker option, not a separate button.
    expect(screen.queryByRole('button', { name: 'Create Case Study of the Selected Profile' })).toBeNull();
    await user.selectOptions(
      screen.getByLabelText('Profile version'),
      screen.getByRole('option', { name: 'Create Case Study of the Selected Profile' }),
    );
    await user.type(screen.getByLabelText('Version name'), 'Job change!!');
    await user.click(screen.getByRole('button', { name: 'Create case study' }));

    expect(await screen.findByText('Clone: Job change created successfully!!')).toBeTruthy();
    const clone = calls.find((c) => c.method === 'POST');
    expect(clone).toMatchObject({
      url: `/api/family/clone-to-draft/${FAMILY_USER}`,
      body: { adminId: ADMIN_USER, versionName: 'Job change', cloneType: 'familyProfile', versionId: null },
    });
    expect(screen.getByText('Job change', { selector: 'strong' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(19_000));
    expect(screen.queryByText('Clone: Job change created successfully!!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Clone: Job change created successfully!!')).toBeNull();
  });

  it('asks the spec’s confirmation before deleting the selected case study', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPicker();
    await user.selectOptions(
      await screen.findByLabelText('Profile version'),
      screen.getByRole('option', { name: 'Create Case Study of the Selected Profile' }),
    );
    await user.type(screen.getByLabelText('Version name'), 'Job change');
    await user.click(screen.getByRole('button', { name: 'Create case study' }));
    await user.click(await screen.findByRole('button', { name: 'Delete case study' }));
    expect(
      screen.getByText(
        'Are you sure you want to delete this version. Deleting the version will remove this cloned version permanently.',
      ),
    ).toBeTruthy();
  });
});
