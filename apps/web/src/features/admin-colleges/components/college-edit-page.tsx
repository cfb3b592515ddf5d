import { CIP_FAMILIES, COLLEGE_COLUMN_GROUPS, COLLEGE_COLUMNS } from '@ccp/contracts';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminCollege, useRemoveCollege, useSaveCollege } from '../api/admin-colleges-api';

import { CollegeField as Field } from './college-field';
import { GROUPS, shareKey, toWrite, type Values, valuesOf } from './college-form-values';

/** /admin/colleges/new and /admin/colleges/:id: every field of a college, grouped as the catalogue is. */
export function CollegeEditPage() {
  const params = useParams();
  const isNew = params.id === 'new' || params.id === undefined;
  const id = isNew ? null : Number(params.id);
  const college = useAdminCollege(id !== null && Number.isInteger(id) ? id : null);
  const save = useSaveCollege(id);
  const remove = useRemoveCollege();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const headingId = useId();
  const [values, setValues] = useState<Values | null>(isNew ? valuesOf(null) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(isNew ? 'Add a college' : (college.data?.name ?? 'College'));

  useEffect(() => {
    if (college.data) setValues(valuesOf(college.data));
  }, [college.data]);

  if (!isNew && college.isPending) return <PageSpinner label="Loading the college" />;
  if (!isNew && college.isError) {
    return (
      <Alert tone="error" title="This college could not be loaded.">
        <p>{errorMessage(college.error)}</p>
        <Link to="/admin/colleges" className={buttonClasses('secondary', 'sm', 'mt-3')}>
          Back to colleges
        </Link>
      </Alert>
    );
  }
  if (!values) return <PageSpinner label="Loading the college" />;

  const set = (key: string) => (value: string) => {
    setValues({ ...values, [key]: value });
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    const { body, errors: local } = toWrite(values);
    setErrors(local);
    if (!body) return;
    save.mutate(body, {
      onSuccess: (record) => {
        showToast(isNew ? `${record.name} added.` : 'Changes saved.', 'success');
        if (isNew) navigate(`/admin/colleges/${record.id}`, { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) {
          const mapped: Record<string, string> = {};
          for (const [field, message] of Object.entries(error.fields)) {
            const share = /^degreeShares\.(\d{2})$/.exec(field);
            mapped[share ? shareKey(share[1]!) : field] = message;
          }
          setErrors(mapped);
        }
      },
    });
  }

  const record = college.data ?? null;
  const serverMessage =
    save.isError && (!isApiError(save.error) || Object.keys(save.error.fields).length === 0)
      ? errorMessage(save.error)
      : null;
  const errorCount = Object.keys(errors).length;

  return (
    <div>
      <Link
        to="/admin/colleges"
        className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to colleges
      </Link>
      <PageHeading
        eyebrow="Administration"
        title={isNew ? 'Add a college' : (record?.name ?? 'College')}
        description={
          record
            ? `Unit ID ${record.unitId ?? 'none'} · updated ${formatRelativeTime(record.updatedAt)} · in ${record.favouritesCount} ${record.favouritesCount === 1 ? "student's" : "students'"} favorites`
            : 'Name, state, type and level are required; leave a figure empty when it is not published.'
        }
        actions={
          record ? (
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
          ) : undefined
        }
      />

      <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-6">
        <h2 id={headingId} className="sr-only">
          College details
        </h2>
        {errorCount > 0 ? (
          <Alert
            tone="error"
            title={`Please correct ${errorCount === 1 ? 'the field' : `${errorCount} fields`} marked below.`}
          />
        ) : null}
        {serverMessage ? <Alert tone="error" title={serverMessage} /> : null}
        {GROUPS.map((group) => (
          <fieldset key={group} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <legend className="px-1 text-base font-bold text-navy-900">{COLLEGE_COLUMN_GROUPS[group]}</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {COLLEGE_COLUMNS.filter((c) => c.group === group).map((column) => (
                <Field
                  key={column.key}
                  column={column}
                  value={values[column.key] ?? ''}
                  error={errors[column.key]}
                  onChange={set(column.key)}
                />
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
                value={values[shareKey(family.code)] ?? ''}
                error={errors[shareKey(family.code)]}
                onChange={(e) => set(shareKey(family.code))(e.target.value)}
              />
            ))}
          </div>
        </fieldset>
        <div className="sticky bottom-0 flex justify-end gap-3 border-t border-slate-200 bg-slate-50/95 py-4 backdrop-blur">
          <Link to="/admin/colleges" className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <Button type="submit" busy={save.isPending}>
            {isNew ? 'Add college' : 'Save changes'}
          </Button>
        </div>
      </form>

      {record ? (
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
      ) : null}
    </div>
  );
}
