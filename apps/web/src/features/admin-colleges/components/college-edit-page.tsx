import { CIP_FAMILIES, COLLEGE_COLUMN_GROUPS, COLLEGE_COLUMNS, type CollegeRecord } from '@ccp/contracts';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { FormProvider, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { AutosaveStatus } from '../../../components/ui/autosave-status';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useLeaveGuard } from '../../../components/ui/leave-guard';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatRelativeTime } from '../../../lib/format';
import { useAutosaveForm } from '../../../lib/use-autosave-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminCollege, useRemoveCollege, useSaveCollege } from '../api/admin-colleges-api';

import { CollegeField as Field } from './college-field';
import {
  FORM_FIELDS,
  GROUPS,
  readCollege,
  SHARE_FIELDS,
  shareKey,
  type Values,
  valuesOf,
} from './college-form-values';

const fields = FORM_FIELDS as readonly Path<Values>[];

/**
 * /admin/colleges/new and /admin/colleges/:id: every field of a college, grouped as the catalogue is. A college
 * on file saves as you go; a new one is added with its button, and leaving it half-filled asks first (ADR 0066).
 */
export function CollegeEditPage() {
  const params = useParams();
  const isNew = params.id === 'new' || params.id === undefined;
  const id = isNew ? null : Number(params.id);
  const college = useAdminCollege(id !== null && Number.isInteger(id) ? id : null);
  useDocumentTitle(isNew ? 'Add a college' : (college.data?.name ?? 'College'));

  if (isNew) return <NewCollegeForm />;
  if (college.isPending) return <PageSpinner label="Loading the college" />;
  if (college.isError) {
    return (
      <Alert tone="error" title="This college could not be loaded.">
        <p>{errorMessage(college.error)}</p>
        <Link to="/admin/colleges" className={buttonClasses('secondary', 'sm', 'mt-3')}>
          Back to colleges
        </Link>
      </Alert>
    );
  }
  return <CollegeOnFile key={college.data.id} record={college.data} />;
}

function BackLink() {
  return (
    <Link
      to="/admin/colleges"
      className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-accent-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to colleges
    </Link>
  );
}

/** The field count of the form's problems, above it. */
function ErrorSummary({ form }: { form: UseFormReturn<Values> }) {
  const count = Object.keys(form.formState.errors).length;
  return count > 0 ? (
    <Alert
      tone="error"
      title={`Please correct ${count === 1 ? 'the field' : `${count} fields`} marked below.`}
    />
  ) : null;
}

/** The college's fields, in groups, then its degree shares. */
function CollegeFields({ form }: { form: UseFormReturn<Values> }) {
  const { errors } = form.formState;
  return (
    <>
      {GROUPS.map((group) => (
        <fieldset key={group} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <legend className="px-1 text-base font-bold text-navy-900">{COLLEGE_COLUMN_GROUPS[group]}</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {COLLEGE_COLUMNS.filter((c) => c.group === group).map((column) => (
              <Field key={column.key} column={column} />
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <legend className="px-1 text-base font-bold text-navy-900">
          Degrees awarded by field (% of degrees)
        </legend>
        <p className="mt-1 text-sm text-slate-600">
          Leave a field empty when the college reports nothing for it; 0 means it awarded no degrees in it.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CIP_FAMILIES.map((family) => (
            <TextField
              key={family.code}
              label={`${family.code} ${family.title}`}
              inputMode="decimal"
              autoComplete="off"
              error={errors[shareKey(family.code)]?.message}
              {...form.register(shareKey(family.code))}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}

const bar =
  'sticky bottom-0 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50/95 py-4 backdrop-blur';

function NewCollegeForm() {
  const save = useSaveCollege(null);
  const navigate = useNavigate();
  const { showToast } = useToast();
  const headingId = useId();
  const form = useForm<Values>({ defaultValues: valuesOf(null) });
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const { prompt } = useLeaveGuard({ unsaved: form.formState.isDirty && !added });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const { body, errors } = readCollege(values);
    if (!body) {
      Object.entries(errors).forEach(([path, message], i) => {
        form.setError(path, { type: 'manual', message }, { shouldFocus: i === 0 });
      });
      return;
    }
    try {
      const record = await save.mutateAsync({ body });
      setAdded(true);
      showToast(`${record.name} added.`, 'success');
      navigate(`/admin/colleges/${record.id}`, { replace: true });
    } catch (error) {
      setProblem(
        applyServerErrors(error, form.setError, fields, SHARE_FIELDS as Record<string, Path<Values>>),
      );
    }
  });

  return (
    <div>
      <BackLink />
      <PageHeading
        eyebrow="Administration"
        title="Add a college"
        description="Name, state, type and level are required; leave a figure empty when it is not published."
      />
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="space-y-6">
          <h2 id={headingId} className="sr-only">
            College details
          </h2>
          <ErrorSummary form={form} />
          {problem ? <Alert tone="error" title={problem} /> : null}
          <CollegeFields form={form} />
          <div className={bar}>
            <Link to="/admin/colleges" className={buttonClasses('secondary')}>
              Cancel
            </Link>
            <Button type="submit" busy={form.formState.isSubmitting}>
              Add college
            </Button>
          </div>
        </form>
      </FormProvider>
      {prompt}
    </div>
  );
}

function CollegeOnFile({ record: stored }: { record: CollegeRecord }) {
  const save = useSaveCollege(stored.id);
  const remove = useRemoveCollege();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const { form, formProps, status, problem, leavePrompt, stale, reload } = useAutosaveForm({
    values: valuesOf(stored),
    read: readCollege,
    save: (body, version) => save.mutateAsync({ body, version }),
    valuesOf,
    version: stored.version,
    versionOf: (saved) => saved.version,
    fields,
    rename: SHARE_FIELDS as Record<string, Path<Values>>,
  });
  const record = save.data?.id === stored.id ? save.data : stored;

  return (
    <div>
      <BackLink />
      <PageHeading
        eyebrow="Administration"
        title={record.name}
        description={`Unit ID ${record.unitId ?? 'none'} · updated ${formatRelativeTime(record.updatedAt)} · in ${record.favouritesCount} ${record.favouritesCount === 1 ? "student's" : "students'"} favorites`}
        actions={
          <>
            {record.unitId !== null ? (
              <Link to={`/admin/aid-policies/${record.unitId}`} className={buttonClasses('secondary')}>
                Aid policy
              </Link>
            ) : null}
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </Button>
          </>
        }
      />

      <FormProvider {...form}>
        <form {...formProps} aria-labelledby={headingId} className="space-y-6">
          <h2 id={headingId} className="sr-only">
            College details
          </h2>
          <ErrorSummary form={form} />
          <CollegeFields form={form} />
          <div className={bar}>
            <div className="mr-auto min-w-0 flex-1 basis-full sm:basis-0">
              <AutosaveStatus status={status} problem={problem} onReload={stale ? reload : undefined} />
            </div>
            <Link to="/admin/colleges" className={buttonClasses('secondary')}>
              Back to colleges
            </Link>
          </div>
        </form>
      </FormProvider>
      {leavePrompt}

      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${record.name}?`}
        description={
          record.favouritesCount > 0
            ? `It is in ${record.favouritesCount} ${record.favouritesCount === 1 ? "student's" : "students'"} favorites; those favorites are removed too. This cannot be undone.`
            : 'Families will no longer find it. This cannot be undone.'
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={() =>
                remove.mutate(record.id, {
                  // Close first: the modal dialog keeps the rest of the page, the toast too, inert.
                  onSuccess: () => {
                    setConfirming(false);
                    showToast(`${record.name} removed.`, 'success');
                    navigate('/admin/colleges', { replace: true });
                  },
                  onError: (error) => {
                    setConfirming(false);
                    showToast(errorMessage(error), 'error');
                  },
                })
              }
            >
              Remove college
            </Button>
          </>
        }
      />
    </div>
  );
}
