import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noParents } from '../../../lib/family-drafts';
import { createQueryClient } from '../../../lib/query-client';
import { ortizProfile } from '../../../testing/ortiz-family';
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
