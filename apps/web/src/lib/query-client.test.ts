import { describe, expect, it } from 'vitest';
import { createQueryClient, storeWriteAnswer } from './query-client';

interface Profile {
  phone: string | null;
}

describe('storeWriteAnswer', () => {
  it('a read that left before the write and answers after it does not put the old record back', async () => {
    const client = createQueryClient();
    const queryKey = ['staff-profile', 'agent'];
    client.setQueryData<Profile>(queryKey, { phone: null });
    let answerRead: (profile: Profile) => void = () => {};
    const read = client.fetchQuery<Profile>({
      queryKey,
      queryFn: () => new Promise<Profile>((resolve) => (answerRead = resolve)),
    });

    storeWriteAnswer<Profile>(client, queryKey, { phone: '5559876543' });
    answerRead({ phone: null });
    // The cancelled read resolves with the query as it was put back, never with its own late answer.
    await read.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(client.getQueryData(queryKey)).toEqual({ phone: '5559876543' });
    expect(client.getQueryState(queryKey)?.fetchStatus).toBe('idle');
  });

  it('stores the record when no read is on its way, and the next read replaces it as usual', async () => {
    const client = createQueryClient();
    const queryKey = ['staff-profile', 'admin'];
    storeWriteAnswer<Profile>(client, queryKey, { phone: '6175550100' });
    expect(client.getQueryData(queryKey)).toEqual({ phone: '6175550100' });
    await client.fetchQuery<Profile>({ queryKey, queryFn: async () => ({ phone: null }), staleTime: 0 });
    expect(client.getQueryData(queryKey)).toEqual({ phone: null });
  });
});
