import {
  cloneSuccessMessage,
  DELETE_VERSION_CONFIRMATION,
  GENERIC_FAILURE,
  SUCCESS_MESSAGE_MS,
} from '@ccp/contracts/case-study-name';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { useSelectedCaseStudy } from '../../../domains/family/case-studies/case-study-selection';
import { CloneNameDialog } from '../../../domains/family/case-studies/clone-name-dialog';
import { familyKeys } from '../../../domains/family/profile/family-keys';
import { isApiError } from '../../../lib/api-client';
import { useActingAs, useCloneVersion, useDeleteVersion, useSavedVersions } from '../api/case-studies-api';

const FAMILY_PROFILE = '';
/** The picker's first option: it opens the name dialog, and the picker keeps showing the version being edited. */
const CREATE_CASE_STUDY = 'create-case-study';
const CREATE_CASE_STUDY_LABEL = 'Create Case Study of the Selected Profile';

/**
 * The version picker (docs/product-spec.md §4): its options are 'Create Case Study of the Selected Profile' (opens the
 * name dialog), 'Family Profile' and the saved case studies; a delete button beside it. Shown only while an admin or agent acts as the family (app/ composes it into the
 * act-as banner); the selection lives in memory (domains/family/case-studies/case-study-selection.tsx) and sends the profile page's edits to the draft endpoints.
 */
export function VersionPicker() {
  const acting = useActingAs();
  const queryClient = useQueryClient();
  const { selected, select } = useSelectedCaseStudy();
  const versions = useSavedVersions(acting);
  const cloneVersion = useCloneVersion(acting);
  const deleteVersion = useDeleteVersion();
  const [cloning, setCloning] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // docs/product-spec.md §9: the success message is cleared after 20 seconds.
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  if (!acting) return null;

  const list = versions.data ?? [];
  const onChoose = (id: string) => {
    setFailure(null);
    if (id === CREATE_CASE_STUDY) {
      setCloning(true);
      return;
    }
    if (id === FAMILY_PROFILE) {
      // docs/product-spec.md §4: Family Profile clears the selected version and reloads the profile.
      select(null);
      void queryClient.invalidateQueries({ queryKey: familyKeys.profile() });
      return;
    }
    const version = list.find((v) => v.id === id);
    if (version) select({ id: version.id, name: version.familyVersionName });
  };

  const clone = async (versionName: string) => {
    const created = await cloneVersion.mutateAsync({
      versionName,
      cloneType: selected ? 'clonedProfile' : 'familyProfile',
      versionId: selected?.id ?? null,
    });
    setSuccess(cloneSuccessMessage(created.familyVersionName));
    select({ id: created.id, name: created.familyVersionName });
  };

  return (
    <section
      aria-label="Case studies"
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-navy-900"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <Select
          label="Profile version"
          className="md:w-72"
          value={selected?.id ?? FAMILY_PROFILE}
          onChange={(event) => onChoose(event.target.value)}
          hint="Choose a version to edit, or make a copy of the one shown."
          options={[
            { value: CREATE_CASE_STUDY, label: CREATE_CASE_STUDY_LABEL },
            { value: FAMILY_PROFILE, label: 'Family Profile' },
            ...list.map((v) => ({ value: v.id, label: v.familyVersionName })),
          ]}
        />
        <div className="flex flex-wrap gap-2">
          {selected ? (
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              onClick={() => setConfirmingDelete(true)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete case study
            </Button>
          ) : null}
          <Link
            to="/family/case-studies"
            className="inline-flex items-center self-center text-sm font-semibold text-navy-800 underline"
          >
            Compare case studies
          </Link>
        </div>
      </div>
      <p className="mt-3 text-sm">
        {selected ? (
          <>
            Editing the case study <strong>{selected.name}</strong>: changes on this page stay in it and never
            touch the family’s own profile. Every page shows the case study’s figures (SAI, colleges,
            favorites, plan, the PDF report), and favorites chosen on the college pages are the case study’s.
          </>
        ) : (
          'Editing the family’s own profile.'
        )}
      </p>
      {versions.isError ? (
        <Alert tone="error" className="mt-3">
          {GENERIC_FAILURE}
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      ) : null}
      {success ? (
        <Alert tone="success" className="mt-3">
          {success}
        </Alert>
      ) : null}
      <CloneNameDialog
        open={cloning}
        onOpenChange={setCloning}
        sourceName={selected ? `the case study ${selected.name}` : 'the Family Profile'}
        busy={cloneVersion.isPending}
        onClone={clone}
      />
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete this case study?"
        description={DELETE_VERSION_CONFIRMATION}
        confirmLabel="Delete"
        action={deleteVersion}
        variables={selected?.id ?? ''}
        onDone={() => select(null)}
        onFailed={(e) => setFailure(isApiError(e) && e.status < 500 ? e.message : GENERIC_FAILURE)}
      />
    </section>
  );
}
