import {
  CIP_FAMILIES,
  COLLEGE_COLUMN_GROUPS,
  COLLEGE_COLUMNS,
  COLLEGE_LOCATIONS,
  type CollegeColumn,
  type CollegeColumnGroup,
  type CollegeRecord,
  type CollegeWrite,
} from '@ccp/contracts';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
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
import { useAdminCollege, useRemoveCollege, useSaveCollege } from '../api/admin-colleges-api';

type Values = Record<string, string>;

const GROUPS = Object.keys(COLLEGE_COLUMN_GROUPS) as CollegeColumnGroup[];
const NUMBER_KINDS = new Set(['id', 'count', 'money', 'signed-money', 'score']);
const stateOptions = COLLEGE_LOCATIONS.map((s) => ({ value: s.code, label: s.name }));
const shareKey = (code: string) => `share:${code}`;

/** Percentages shown for proportions: 0.7164 -> "71.64". */
const percentText = (rate: number) => String(Math.round(rate * 10_000) / 100);

function valuesOf(record: CollegeRecord | null): Values {
  const values: Values = {};
  for (const column of COLLEGE_COLUMNS) {
    const value = record ? record[column.key] : null;
    if (value === null || value === undefined) values[column.key] = '';
    else if (column.kind === 'rate') values[column.key] = percentText(value as number);
    else if (column.kind === 'flag') values[column.key] = value ? 'yes' : 'no';
    else values[column.key] = String(value);
  }
  for (const family of CIP_FAMILIES) {
    const share = record?.degreeShares[family.code];
    values[shareKey(family.code)] = share === undefined ? '' : percentText(share);
  }
  return values;
}

/** Reads the form; returns the body, or a message per field it could not read. */
function toWrite(values: Values): { body: CollegeWrite | null; errors: Record<string, string> } {
  const body: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const column of COLLEGE_COLUMNS) {
    const raw = (values[column.key] ?? '').trim();
    if (raw === '') {
      body[column.key] = column.kind === 'text' && column.required ? '' : null;
      continue;
    }
    if (NUMBER_KINDS.has(column.kind)) {
      const cleaned = raw.replace(/[$,\s]/g, '');
      if (!/^-?\d+$/.test(cleaned)) errors[column.key] = 'Enter a whole number.';
      else body[column.key] = Number(cleaned);
    } else if (column.kind === 'rate') {
      const percent = Number(raw.replace('%', ''));
      if (!Number.isFinite(percent)) errors[column.key] = 'Enter a percentage from 0 to 100.';
      else body[column.key] = Math.round(percent * 100) / 10_000;
    } else if (column.kind === 'coordinate') {
      const value = Number(raw);
      if (!Number.isFinite(value)) errors[column.key] = 'Enter a number in decimal degrees.';
      else body[column.key] = value;
    } else if (column.kind === 'flag') {
      body[column.key] = raw === 'yes';
    } else {
      body[column.key] = raw;
    }
  }
  const shares: Record<string, number> = {};
  for (const family of CIP_FAMILIES) {
    const raw = (values[shareKey(family.code)] ?? '').trim();
    if (raw === '') continue;
    const percent = Number(raw.replace('%', ''));
    if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
      errors[shareKey(family.code)] = 'Enter a percentage from 0 to 100.';
    } else shares[family.code] = Math.round(percent * 100) / 10_000;
  }
  body.degreeShares = shares;
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body: body as CollegeWrite, errors };
}

function labelOf(column: CollegeColumn): string {
  if (column.kind === 'rate') return `${column.label} (%)`;
  if (column.kind === 'money' || column.kind === 'signed-money') return `${column.label} ($)`;
  return column.label;
}

function Field({
  column,
  value,
  error,
  onChange,
}: {
  column: CollegeColumn;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const label = labelOf(column);
  if (column.kind === 'state') {
    return (
      <Select
        label={label}
        placeholder="Choose a state"
        options={stateOptions}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  if (column.kind === 'enum') {
    return (
      <Select
        label={label}
        placeholder={column.required ? 'Choose one' : 'Not known'}
        options={(column.options ?? []).map((o) => ({
          value: o,
          label: o.charAt(0).toUpperCase() + o.slice(1),
        }))}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  if (column.kind === 'flag') {
    return (
      <Select
        label={label}
        placeholder="Not known"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  const numeric = column.kind !== 'text' && column.kind !== 'url';
  return (
    <TextField
      label={label}
      value={value}
      error={error}
      required={column.required}
      inputMode={
        numeric ? (column.kind === 'rate' || column.kind === 'coordinate' ? 'decimal' : 'numeric') : undefined
      }
      type={column.kind === 'url' ? 'url' : 'text'}
      autoComplete="off"
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

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
            ? `Unit ID ${record.unitId ?? 'none'} · updated ${formatRelativeTime(record.updatedAt)} · in ${record.favouritesCount} ${record.favouritesCount === 1 ? "student's" : "students'"} favourites`
            : 'Name, state, type and level are required; leave a figure empty when it is not published.'
        }
        actions={
          record ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </Button>
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
              ? `It is in ${record.favouritesCount} ${record.favouritesCount === 1 ? "student's" : "students'"} favourites; those favourites are removed too. This cannot be undone.`
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
