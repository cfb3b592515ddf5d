import type { AidPolicyRecord } from '@ccp/contracts';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { AutosaveStatus } from '../../../components/ui/autosave-status';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useLeaveGuard } from '../../../components/ui/leave-guard';
import { PageHeading } from '../../../components/ui/page-heading';
import { Select } from '../../../components/ui/select';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatRelativeTime } from '../../../lib/format';
import { useAutosaveForm } from '../../../lib/use-autosave-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useAdminColleges,
  useAidPolicy,
  useRemoveAidPolicy,
  useSaveAidPolicy,
} from '../api/admin-colleges-api';
import {
  AID_POLICY_FIELDS,
  type AidPolicyFormValues,
  ANSWER_FIELDS,
  aidPolicyValuesOf,
  GRADE_OPTIONS,
  INCOME_LIMIT_OPTIONS,
  RESIDENCY_OPTIONS,
  readAidPolicy,
} from './aid-policy-form-values';

const fieldset = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
const legend = 'px-1 text-base font-bold text-navy-900';

/** /admin/aid-policies/:unitId: one college's aid policy, added, edited or removed. */
export function AidPolicyEditPage() {
  const params = useParams();
  const unitId = /^\d{1,8}$/.test(params.unitId ?? '') ? Number(params.unitId) : null;
  const policy = useAidPolicy(unitId);
  // The college's name and page, also when it has no policy yet.
  const colleges = useAdminColleges({ search: String(unitId ?? ''), limit: 5 });
  const college = colleges.data?.items.find((c) => c.unitId === unitId) ?? null;
  useDocumentTitle(college ? `Aid policy: ${college.name}` : 'Aid policy');

  if (unitId === null) {
    return (
      <Alert tone="error" title="That is not a unit ID.">
        <Link to="/admin/aid-policies" className={buttonClasses('secondary', 'sm', 'mt-3')}>
          Back to aid policies
        </Link>
      </Alert>
    );
  }
  if (policy.isPending || colleges.isPending) return <PageSpinner label="Loading the aid policy" />;
  if (policy.isError || colleges.isError) {
    return (
      <Alert tone="error" title="This aid policy could not be loaded.">
        <p>{errorMessage(policy.error ?? colleges.error)}</p>
        <Link to="/admin/aid-policies" className={buttonClasses('secondary', 'sm', 'mt-3')}>
          Back to aid policies
        </Link>
      </Alert>
    );
  }
  if (!college) {
    return (
      <Alert tone="error" title={`No college of the catalogue has unit ID ${unitId}.`}>
        <p>Add the college first, or check the number on the college’s admin page.</p>
        <Link to="/admin/aid-policies" className={buttonClasses('secondary', 'sm', 'mt-3')}>
          Back to aid policies
        </Link>
      </Alert>
    );
  }
  return (
    <AidPolicyForm
      // A policy on file saves as you go; a new one is added with its button (docs/decisions/0066).
      key={policy.data ? 'on-file' : 'new'}
      unitId={unitId}
      college={college}
      record={policy.data ?? null}
    />
  );
}

type College = { id: number; name: string; state: string };

/** The policy's fields; `form` is the react-hook-form form that holds them. */
function AidPolicyFields({ form }: { form: UseFormReturn<AidPolicyFormValues> }) {
  const {
    register,
    formState: { errors },
  } = form;
  const field = (key: keyof AidPolicyFormValues) => ({ error: errors[key]?.message, ...register(key) });
  return (
    <>
      <fieldset className={fieldset}>
        <legend className={legend}>How it awards aid</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {ANSWER_FIELDS.map((answer) => (
            <Select key={answer.key} label={answer.label} options={answer.options} {...field(answer.key)} />
          ))}
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Published income guarantee</legend>
        <p className="mt-1 text-sm text-slate-600">
          Leave both incomes empty when the college publishes no guarantee.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label="Free tuition up to this family income ($)"
            inputMode="numeric"
            autoComplete="off"
            {...field('freeTuitionIncomeMax')}
          />
          <TextField
            label="Free total cost up to this family income ($)"
            hint="Tuition, housing and food"
            inputMode="numeric"
            autoComplete="off"
            {...field('freeTotalIncomeMax')}
          />
          <Select label="Income rule" options={INCOME_LIMIT_OPTIONS} {...field('incomeLimit')} />
          <Select
            label="Who the guarantee is for"
            placeholder="Not stated"
            options={RESIDENCY_OPTIONS}
            {...field('guaranteeResidency')}
          />
          <TextField
            label="First academic year"
            placeholder="2025-26"
            autoComplete="off"
            {...field('policyYear')}
          />
          <TextField
            label="Assets and other conditions"
            autoComplete="off"
            className="sm:col-span-2 lg:col-span-3"
            {...field('guaranteeAssetsNote')}
          />
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Aid for non-residents</legend>
        <p className="mt-1 text-sm text-slate-600">
          What the college publishes for out-of-state students at a public college: a yearly grant every
          non-resident receives (taken off their price), or the rule in words where it has no single amount
          (shown, not counted). Leave empty when none is published; name its own source and grade.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label="Yearly grant every non-resident receives ($)"
            inputMode="numeric"
            autoComplete="off"
            {...field('nonresidentAidAmount')}
          />
          <TextField
            label="Academic year of the non-resident aid"
            placeholder="2025-26"
            autoComplete="off"
            {...field('nonresidentAidYear')}
          />
          <Select
            label="Grade of the non-resident aid's source"
            placeholder="Choose one"
            options={GRADE_OPTIONS}
            {...field('nonresidentAidGrade')}
          />
          <TextField
            label="Non-resident aid rule, in words"
            autoComplete="off"
            className="sm:col-span-2 lg:col-span-3"
            {...field('nonresidentAidNote')}
          />
          <TextField
            label="Source of the non-resident aid, with its date"
            autoComplete="off"
            className="sm:col-span-2 lg:col-span-3"
            {...field('nonresidentAidSource')}
          />
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Source</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label="Source, with its date"
            required
            autoComplete="off"
            className="sm:col-span-2 lg:col-span-3"
            {...field('source')}
          />
          <Select label="Grade" placeholder="Choose one" options={GRADE_OPTIONS} {...field('grade')} />
          <TextField label="Checked on" type="date" {...field('checkedOn')} />
        </div>
      </fieldset>
    </>
  );
}

/** The field count of the form's problems, above it. */
function ErrorSummary({ form }: { form: UseFormReturn<AidPolicyFormValues> }) {
  const count = Object.keys(form.formState.errors).length;
  return count > 0 ? (
    <Alert
      tone="error"
      title={`Please correct ${count === 1 ? 'the field' : `${count} fields`} marked below.`}
    />
  ) : null;
}

const bar =
  'sticky bottom-0 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50/95 py-4 backdrop-blur';

function AidPolicyForm({
  unitId,
  college,
  record,
}: {
  unitId: number;
  college: College;
  record: AidPolicyRecord | null;
}) {
  const remove = useRemoveAidPolicy(unitId);
  const { showToast } = useToast();
  const [confirming, setConfirming] = useState(false);

  return (
    <div>
      <Link
        to="/admin/aid-policies"
        className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to aid policies
      </Link>
      <PageHeading
        eyebrow="Aid policy"
        title={college.name}
        description={
          record
            ? `Unit ID ${unitId} · ${college.state} · updated ${formatRelativeTime(record.updatedAt)}`
            : `Unit ID ${unitId} · ${college.state} · no aid policy on file yet: fill in what the college publishes, with its source.`
        }
        actions={
          <>
            <Link to={`/admin/colleges/${college.id}`} className={buttonClasses('secondary')}>
              The college’s figures
            </Link>
            {record ? (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove
              </Button>
            ) : null}
          </>
        }
      />

      {record ? <PolicyOnFile unitId={unitId} record={record} /> : <NewPolicy unitId={unitId} />}

      {record ? (
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Remove the aid policy of ${college.name}?`}
          description="Families will no longer see it on the college's page. This cannot be undone."
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
              <Button
                variant="danger"
                busy={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => {
                      setConfirming(false);
                      showToast('Aid policy removed.', 'success');
                    },
                    onError: (error) => {
                      setConfirming(false);
                      showToast(errorMessage(error), 'error');
                    },
                  })
                }
              >
                Remove aid policy
              </Button>
            </>
          }
        />
      ) : null}
    </div>
  );
}

function PolicyForm({
  form,
  children,
  ...props
}: {
  form: UseFormReturn<AidPolicyFormValues>;
  children: ReactNode;
  notice?: ReactNode;
} & Omit<ComponentProps<'form'>, 'children'>) {
  const headingId = useId();
  const { notice, ...formProps } = props;
  return (
    <form {...formProps} aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="sr-only">
        Aid policy details
      </h2>
      {notice}
      <ErrorSummary form={form} />
      <AidPolicyFields form={form} />
      <div className={bar}>{children}</div>
    </form>
  );
}

/** A policy on file: saved as you go. */
function PolicyOnFile({ unitId, record }: { unitId: number; record: AidPolicyRecord }) {
  const save = useSaveAidPolicy(unitId);
  const { form, formProps, status, problem, leavePrompt, stale, reload } = useAutosaveForm({
    values: aidPolicyValuesOf(record),
    read: readAidPolicy,
    save: (body, version) => save.mutateAsync({ body, version }),
    valuesOf: aidPolicyValuesOf,
    version: record.version,
    versionOf: (saved) => saved.version,
    fields: AID_POLICY_FIELDS,
  });
  return (
    <>
      <PolicyForm
        form={form}
        {...formProps}
        notice={
          record.staleNote ? (
            <Alert tone="info" title={record.stale ? 'Stale guarantee' : 'First year unknown'}>
              <p>{record.staleNote}</p>
            </Alert>
          ) : null
        }
      >
        <div className="mr-auto min-w-0 flex-1 basis-full sm:basis-0">
          <AutosaveStatus status={status} problem={problem} onReload={stale ? reload : undefined} />
        </div>
        <Link to="/admin/aid-policies" className={buttonClasses('secondary')}>
          Back to aid policies
        </Link>
      </PolicyForm>
      {leavePrompt}
    </>
  );
}

/** No policy yet: added with its button; leaving it half-filled asks first. */
function NewPolicy({ unitId }: { unitId: number }) {
  const save = useSaveAidPolicy(unitId);
  const { showToast } = useToast();
  const form = useForm<AidPolicyFormValues>({ defaultValues: aidPolicyValuesOf(null) });
  const [problem, setProblem] = useState<string | null>(null);
  const { prompt } = useLeaveGuard({ unsaved: form.formState.isDirty });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const { body, errors } = readAidPolicy(values);
    if (!body) {
      Object.entries(errors).forEach(([path, message], i) => {
        form.setError(
          path as keyof AidPolicyFormValues,
          { type: 'manual', message },
          { shouldFocus: i === 0 },
        );
      });
      return;
    }
    try {
      await save.mutateAsync({ body });
      showToast('Aid policy added.', 'success');
    } catch (error) {
      setProblem(applyServerErrors(error, form.setError, AID_POLICY_FIELDS));
    }
  });

  return (
    <>
      <PolicyForm
        form={form}
        onSubmit={onSubmit}
        noValidate
        notice={problem ? <Alert tone="error" title={problem} /> : null}
      >
        <Link to="/admin/aid-policies" className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" busy={form.formState.isSubmitting}>
          Add aid policy
        </Button>
      </PolicyForm>
      {prompt}
    </>
  );
}
