import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useFamilyProfileWrites } from '../../../lib/family-profile';
import { SaveBar, SectionCard } from './section-card';

const ZIP = /^\d{5}$/;

/** The family's home ZIP code: the college search measures each college's distance from it. */
export function HomeZipSection({ profile }: { profile: FamilyProfile }) {
  const writes = useFamilyProfileWrites();
  const saved = profile.zip ?? '';
  const [zip, setZip] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const typed = zip.trim();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (typed !== '' && !ZIP.test(typed)) {
      setError('Enter a 5-digit ZIP code, like 43215.');
      return;
    }
    setError(null);
    try {
      await writes.updateProfile.mutateAsync({ zip: typed === '' ? null : typed });
    } catch (failure) {
      if (isApiError(failure) && failure.fields.zip) setError(failure.fields.zip);
      else setProblem(errorMessage(failure));
    }
  }

  return (
    <SectionCard
      id="home-zip"
      title="Home ZIP code"
      description="College search shows how far each college is from home, and can keep to colleges within a distance."
    >
      <form noValidate onSubmit={onSubmit}>
        <div className="max-w-xs">
          <TextField
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip}
            onChange={(e) => setZip(e.target.value)}
            error={error ?? undefined}
            hint="Five digits. Leave it empty to show no distances."
          />
        </div>
        <SaveBar
          dirty={typed !== saved}
          busy={writes.updateProfile.isPending}
          problem={problem}
          onReset={() => {
            setZip(saved);
            setError(null);
          }}
        />
      </form>
    </SectionCard>
  );
}
