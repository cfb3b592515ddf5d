import type { AidPolicyRecord } from '@ccp/contracts';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { Select } from '../../../components/ui/select';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useAdminColleges,
  useAidPolicy,
  useRemoveAidPolicy,
  useSaveAidPolicy,
} from '../api/admin-colleges-api';
import {
  type AidPolicyFormValues,
  ANSWER_FIELDS,
  aidPolicyValuesOf,
  aidPolicyWriteOf,
  GRADE_OPTIONS,
  INCOME_LIMIT_OPTIONS,
  RESIDENCY_OPTIONS,
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
      key={policy.data?.updatedAt ?? 'new'}
      unitId={unitId}
      college={college}
      record={policy.data ?? null}
    />
  );
}

function AidPolicyForm({
  unitId,
  college,
  record,
}: {
  unitId: number;
  college: { id: number; name: string; state: string };
  record: AidPolicyRecord | null;
}) {
  const save = useSaveAidPolicy(unitId);
  const remove = useRemoveAidPolicy(unitId);
  const { showToast } = useToast();
  const headingId = useId();
  const [values, setValues] = useState<AidPolicyFormValues>(() => aidPolicyValuesOf(record));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);

  const set = (key: keyof AidPolicyFormValues) => (value: string) => {
    setValues({ ...values, [key]: value });
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const { body, errors: local } = aidPolicyWriteOf(values);
    setErrors(local);
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => showToast(record ? 'Changes saved.' : 'Aid policy added.', 'success'),
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) setErrors(error.fields);
      },
    });
  }

  const serverMessage =
    save.isError && (!isApiError(save.error) || Object.keys(save.error.fields).length === 0)
      ? errorMessage(save.error)
      : null;
  const errorCount = Object.keys(errors).length;

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

      <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-6">
        <h2 id={headingId} className="sr-only">
          Aid policy details
        </h2>
        {record?.staleNote ? (
          <Alert tone="info" title={record.stale ? 'Stale guarantee' : 'First year unknown'}>
            <p>{record.staleNote}</p>
          </Alert>
        ) : null}
        {errorCount > 0 ? (
          <Alert
            tone="error"
            title={`Please correct ${errorCount === 1 ? 'the field' : `${errorCount} fields`} marked below.`}
          />
        ) : null}
        {serverMessage ? <Alert tone="error" title={serverMessage} /> : null}

        <fieldset className={fieldset}>
          <legend className={legend}>How it awards aid</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {ANSWER_FIELDS.map((field) => (
              <Select
                key={field.key}
                label={field.label}
                options={field.options}
                value={values[field.key]}
                error={errors[field.key]}
                onChange={(e) => set(field.key)(e.target.value)}
              />
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
              value={values.freeTuitionIncomeMax}
              error={errors.freeTuitionIncomeMax}
              onChange={(e) => set('freeTuitionIncomeMax')(e.target.value)}
            />
            <TextField
              label="Free total cost up to this family income ($)"
              hint="Tuition, housing and food"
              inputMode="numeric"
              autoComplete="off"
              value={values.freeTotalIncomeMax}
              error={errors.freeTotalIncomeMax}
              onChange={(e) => set('freeTotalIncomeMax')(e.target.value)}
            />
            <Select
              label="Income rule"
              options={INCOME_LIMIT_OPTIONS}
              value={values.incomeLimit}
              error={errors.incomeLimit}
              onChange={(e) => set('incomeLimit')(e.target.value)}
            />
            <Select
              label="Who the guarantee is for"
              placeholder="Not stated"
              options={RESIDENCY_OPTIONS}
              value={values.guaranteeResidency}
              error={errors.guaranteeResidency}
              onChange={(e) => set('guaranteeResidency')(e.target.value)}
            />
            <TextField
              label="First academic year"
              placeholder="2025-26"
              autoComplete="off"
              value={values.policyYear}
              error={errors.policyYear}
              onChange={(e) => set('policyYear')(e.target.value)}
            />
            <TextField
              label="Assets and other conditions"
              autoComplete="off"
              value={values.guaranteeAssetsNote}
              error={errors.guaranteeAssetsNote}
              onChange={(e) => set('guaranteeAssetsNote')(e.target.value)}
              className="sm:col-span-2 lg:col-span-3"
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
              value={values.nonresidentAidAmount}
              error={errors.nonresidentAidAmount}
              onChange={(e) => set('nonresidentAidAmount')(e.target.value)}
            />
            <TextField
              label="Academic year of the non-resident aid"
              placeholder="2025-26"
              autoComplete="off"
              value={values.nonresidentAidYear}
              error={errors.nonresidentAidYear}
              onChange={(e) => set('nonresidentAidYear')(e.target.value)}
            />
            <Select
              label="Grade of the non-resident aid's source"
              placeholder="Choose one"
              options={GRADE_OPTIONS}
              value={values.nonresidentAidGrade}
              error={errors.nonresidentAidGrade}
              onChange={(e) => set('nonresidentAidGrade')(e.target.value)}
            />
            <TextField
              label="Non-resident aid rule, in words"
              autoComplete="off"
              value={values.nonresidentAidNote}
              error={errors.nonresidentAidNote}
              onChange={(e) => set('nonresidentAidNote')(e.target.value)}
              className="sm:col-span-2 lg:col-span-3"
            />
            <TextField
              label="Source of the non-resident aid, with its date"
              autoComplete="off"
              value={values.nonresidentAidSource}
              error={errors.nonresidentAidSource}
              onChange={(e) => set('nonresidentAidSource')(e.target.value)}
              className="sm:col-span-2 lg:col-span-3"
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
              value={values.source}
              error={errors.source}
              onChange={(e) => set('source')(e.target.value)}
              className="sm:col-span-2 lg:col-span-3"
            />
            <Select
              label="Grade"
              placeholder="Choose one"
              options={GRADE_OPTIONS}
              value={values.grade}
              error={errors.grade}
              onChange={(e) => set('grade')(e.target.value)}
            />
            <TextField
              label="Checked on"
              type="date"
              value={values.checkedOn}
              error={errors.checkedOn}
              onChange={(e) => set('checkedOn')(e.target.value)}
            />
          </div>
        </fieldset>

        <div className="sticky bottom-0 flex justify-end gap-3 border-t border-slate-200 bg-slate-50/95 py-4 backdrop-blur">
          <Link to="/admin/aid-policies" className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <Button type="submit" busy={save.isPending}>
            {record ? 'Save changes' : 'Add aid policy'}
          </Button>
        </div>
      </form>

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
