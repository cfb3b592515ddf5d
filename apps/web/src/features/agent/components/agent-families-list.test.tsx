import type { AgentFamilyListResponse } from '@ccp/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { agentFamiliesQuery } from '../api/agent-families-api';
import { AgentFamiliesList, type AgentFamilyRef } from './agent-families-list';

const family = {
  id: 'f-1',
  userId: 'u-1',
  name: 'The Osei Family',
  email: 'osei@example.test',
  state: 'MD',
  parentNames: ['Ama Osei'],
  students: 1,
  federalSai: 4200,
  status: 'onboarding' as const,
  helpRequestedAt: new Date().toISOString(),
  agent: null,
  createdAt: new Date().toISOString(),
  lastActivityAt: new Date().toISOString(),
};

function renderList(answer: AgentFamilyListResponse, renderActions?: (f: AgentFamilyRef) => React.ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    agentFamiliesQuery({ search: '', page: 1, limit: 20, sort_by: 'help', sort_order: 'DESC' }).queryKey,
    answer,
  );
  return act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/agent/dashboard']}>
          <AgentFamiliesList renderActions={renderActions} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

beforeEach(() => {
  // The answer is given up front; a refetch never settles.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (items: (typeof family)[], families: number): AgentFamilyListResponse => ({
  items,
  page: 1,
  limit: 20,
  total: items.length,
  summary: { families, awaitingOnboarding: families, openHelpRequests: 1 },
});

describe('AgentFamiliesList', () => {
  it('renders no actions column without renderActions', async () => {
    await renderList(page([family], 1));
    const row = screen.getByRole('row', { name: /The Osei Family/ });
    expect(within(row).getByRole('link', { name: 'The Osei Family' }).getAttribute('href')).toBe(
      '/agent/families/u-1',
    );
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('renders the given actions for each family with its user id, family id and name', async () => {
    const renderActions = vi.fn((f: AgentFamilyRef) => <button type="button">{`Act as ${f.name}`}</button>);
    await renderList(page([family], 1), renderActions);
    expect(screen.getByRole('button', { name: 'Act as The Osei Family' })).toBeTruthy();
    expect(renderActions).toHaveBeenCalledWith({ userId: 'u-1', familyId: 'f-1', name: 'The Osei Family' });
  });

  it('tells an agent without families to invite one', async () => {
    await renderList(page([], 0));
    expect(screen.getByText('No family is linked to your organisation yet.')).toBeTruthy();
    const invite = screen.getByRole('link', { name: 'Invite a family' });
    expect(invite.getAttribute('href')).toBe('/agent/invitations');
  });
});
