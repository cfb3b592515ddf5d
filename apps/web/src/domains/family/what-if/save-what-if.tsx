import { SUCCESS_MESSAGE_MS } from '@ccp/contracts/case-study-name';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/format';
import { useActingAs } from '../case-studies/case-study-clone';
import { useSelectedCaseStudy } from '../case-studies/case-study-selection';
import { useFamilyProfileWrites } from '../profile/family-profile';
import { type ProfileChange, whatIfWrites } from './what-if';

// Only staff acting as the family save case studies: a family never loads this button or its dialog.
const SaveAsCaseStudyButton = lazy(() =>
  import('./save-as-case-study').then((m) => ({ default: m.SaveAsCaseStudyButton })),
);

const changeText = (v: ProfileChange['from']) =>
  v === null ? 'Not answered' : typeof v === 'number' ? formatUsd(v) : v === 'own' ? 'Owned' : v;

/**
 * The what-ifs' buttons (SAI page and plan): "Start again", "Save as my profile", which confirms each change in
 * words (and what it does to the figures: `summary`) before writing the changed profile, and, while a staff member
 * acts as the family (where case studies exist), "Save as a case study".
 */
export function SaveWhatIf({
  saved,
  changed,
  summary,
  onReset,
  onSaved,
}: {
  saved: FamilyProfile;
  changed: FamilyProfile;
  summary: ReactNode;
  onReset: () => void;
  onSaved: (latest: FamilyProfile) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const writes = useFamilyProfileWrites();
  const acting = useActingAs();
  // While a case study is selected the what-if starts from it and the writes go to it (domains/family/profile/family-profile.ts).
  const { selected } = useSelectedCaseStudy();
  const target = selected ? `the case study “${selected.name}”` : 'your profile';
  const [created, setCreated] = useState<string | null>(null);

  // docs/product-spec.md §9: the success message is cleared after 20 seconds.
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => setCreated(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [created]);
  const plan = useMemo(() => whatIfWrites(saved, changed), [saved, changed]);
  const untouched = plan.changes.length === 0;

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      let latest = saved;
      if (plan.family) latest = await writes.updateProfile.mutateAsync(plan.family);
      for (const parent of plan.parents) latest = await writes.updateParent.mutateAsync(parent);
      onSaved(latest);
      setConfirming(false);
    } catch (error) {
      setSaveError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={untouched} onClick={onReset}>
          Start again
        </Button>
        {acting ? (
          <Suspense fallback={null}>
            <SaveAsCaseStudyButton
              acting={acting}
              saved={saved}
              writes={plan}
              disabled={untouched}
              onCreated={setCreated}
            />
          </Suspense>
        ) : null}
        <Button
          disabled={untouched}
          onClick={() => {
            setSaveError(null);
            setConfirming(true);
          }}
        >
          {selected ? 'Save in this case study' : 'Save as my profile'}
        </Button>
      </div>
      {acting ? (
        <p role="status" className="mt-2 text-right text-sm font-semibold text-green-800">
          {created}
        </p>
      ) : null}

      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Save these changes to ${target}?`}
        description={
          selected
            ? 'The case study will hold these answers; the family’s own profile stays as it is.'
            : 'Your profile will hold these answers, and every figure in the product will use them.'
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button busy={saving} onClick={() => void save()}>
              {selected ? 'Save in the case study' : 'Save to my profile'}
            </Button>
          </>
        }
      >
        <ul className="space-y-2 text-sm">
          {plan.changes.map((c) => (
            <li key={c.label}>
              <span className="font-semibold text-slate-900">{c.label}:</span> {changeText(c.from)} →{' '}
              {changeText(c.to)}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700">{summary}</p>
        {saveError ? (
          <Alert
            tone="error"
            title={selected ? 'The case study was not changed' : 'Your profile was not changed'}
            className="mt-4"
          >
            <p>{saveError}</p>
          </Alert>
        ) : null}
      </Dialog>
    </>
  );
}
