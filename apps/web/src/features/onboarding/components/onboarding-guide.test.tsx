import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noParents } from '../../../domains/family/profile/family-drafts';
import { createQueryClient } from '../../../lib/query-client';
import { ortizProfile } from '../../../testing/ortiz-family';
import { stubScreenWidth } from '../../../testing/screen-width';
import { OnboardingGuide } from './onboarding-guide';

const PARENTS_STEP = 2;

function guideText(independent: boolean): string {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OnboardingGuide hidden={false} independent={independent} />
    </QueryClientProvider>,
  );
  return screen.getByRole('list').textContent ?? '';
}

describe('OnboardingGuide follows the dependency answer (issue 21)', () => {
  afterEach(cleanup);

  it('a dependent student: each parent’s tax return', () => {
    expect(guideText(false)).toMatch(/for each parent/);
  });

  it('an independent student: the student’s and spouse’s papers, never a parent', () => {
    const text = guideText(true);
    expect(text).not.toMatch(/parent/i);
    expect(text).toMatch(/student’s last federal tax return/);
  });

  it('the wizard’s answer: a Parents step saved with no parent is independent', () => {
    const answered = {
      ...ortizProfile,
      parents: [],
      onboarding: { ...ortizProfile.onboarding, completedSteps: [0, 1, PARENTS_STEP] },
    };
    expect(noParents(answered)).toBe(true);
    expect(noParents(ortizProfile)).toBe(false);
    expect(
      noParents({
        ...ortizProfile,
        parents: [],
        onboarding: { ...ortizProfile.onboarding, completedSteps: [0] },
      }),
    ).toBe(false);
  });
});

describe('OnboardingGuide below 1024 px', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is one folded line above the form that opens to the list, and can still be hidden', () => {
    stubScreenWidth(false);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OnboardingGuide hidden={false} independent={false} />
      </QueryClientProvider>,
    );
    const guide = screen.getByRole('region', { name: 'Good to have at hand' });
    const details = guide.querySelector('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(screen.getByText('Good to have at hand'));
    expect(details.open).toBe(true);
    expect(screen.getByRole('list').textContent).toMatch(/for each parent/);
    expect(screen.getByRole('button', { name: 'Hide this guide' })).toBeTruthy();
  });
});
