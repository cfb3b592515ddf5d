import {
  COLLEGE_IMPORT_MAX_BYTES,
  COLLEGE_IMPORT_MAX_LABEL,
  type ImportProblem,
  NO_CSV_FILE_MESSAGE,
} from '@ccp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, FieldError, FieldHint } from '../../../components/ui/field';
import { Table, type TableColumn } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { formatCount, formatQuantity } from '../../../lib/format';
import { type ImportOutcome, uploadCsv } from '../api/admin-colleges-api';

/** What one CSV import takes: its route, its columns and what its rows are. */
export interface CsvImportKind {
  url: string;
  title: string;
  description: string;
  requiredColumns: readonly string[];
  optionalColumns: readonly string[];
  /** How the optional columns are written, shown with them. */
  columnsNote: ReactNode;
  /** One row of the file, "college" or "aid policy", and more than one ("3 colleges added"). */
  noun: string;
  plural: string;
  /** The key (a prefix: features/admin-colleges/api) to refresh after an import. */
  queryKey: readonly string[];
}

type Phase = { step: 'idle' } | { step: 'uploading'; fraction: number } | { step: 'importing' };

const PROBLEM_COLUMNS: readonly TableColumn<ImportProblem>[] = [
  { key: 'row', header: 'Line', cell: (p) => p.row, className: 'tabular-nums' },
  { key: 'column', header: 'Column', cell: (p) => p.column ?? '—', className: 'font-mono text-xs' },
  { key: 'problem', header: 'Problem', cell: (p) => p.message },
];

/**
 * The heading over a report's problems: the rows they are on, or, when the file itself could not be read (its
 * header, its encoding, its quotation marks), that it is the file.
 */
function problemsHeading(report: {
  problems: ImportProblem[];
  moreProblems: number;
  invalidRows: number;
  totalRows: number;
}) {
  const problems = formatQuantity(report.problems.length + report.moreProblems, 'problem');
  const fileLevel = report.totalRows === 0 || report.problems.every((p) => p.row === 1);
  return fileLevel
    ? `The file could not be read: ${problems} to fix first`
    : `${problems} in ${formatCount(report.invalidRows)} of ${formatQuantity(report.totalRows, 'row')}`;
}

/** The server's message under the alert's own title: without the title's words said again. */
function alertDetail(message: string): string {
  const rest = message.replace(/^Nothing was imported: /, '');
  return rest === message ? message : `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

/** CSV import: upload with progress, a per-row report, and an explicit choice to import only the good rows. */
export function CsvImportDialog({
  kind,
  open,
  onOpenChange,
}: {
  kind: CsvImportKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = phase.step !== 'idle';

  function reset() {
    setFile(null);
    setFileError(undefined);
    setOutcome(null);
    setFailure(null);
    setPhase({ step: 'idle' });
  }

  async function send(acceptPartial: boolean) {
    if (!file) {
      setFileError(NO_CSV_FILE_MESSAGE);
      return;
    }
    if (file.size > COLLEGE_IMPORT_MAX_BYTES) {
      setFileError(
        `The file is larger than the ${COLLEGE_IMPORT_MAX_LABEL} upload limit. Split it into smaller files.`,
      );
      return;
    }
    setFailure(null);
    setPhase({ step: 'uploading', fraction: 0 });
    try {
      const result = await uploadCsv(kind.url, file, {
        acceptPartial,
        onProgress: (fraction) =>
          setPhase(fraction >= 1 ? { step: 'importing' } : { step: 'uploading', fraction }),
      });
      setOutcome(result);
      if (result.report.imported) await queryClient.invalidateQueries({ queryKey: kind.queryKey });
    } catch (error) {
      const message = errorMessage(error);
      if (message === NO_CSV_FILE_MESSAGE) setFileError(message);
      else setFailure(message);
    } finally {
      setPhase({ step: 'idle' });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(false);
  }

  const report = outcome?.report;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) {
          onOpenChange(next);
          if (!next) reset();
        }
      }}
      title={kind.title}
      description={`${kind.description} Files up to ${COLLEGE_IMPORT_MAX_LABEL}.`}
      className="max-w-2xl"
    >
      <form onSubmit={submit} className="space-y-5" noValidate>
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
            CSV file
          </label>
          <input
            id={id}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={describedBy(id, 'hint', fileError)}
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(undefined);
              setOutcome(null);
              setFailure(null);
            }}
            className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-4 file:rounded-l-lg file:border-0 file:bg-navy-50 file:px-4 file:py-2.5 file:font-semibold file:text-navy-900 hover:file:bg-navy-100"
          />
          <FieldHint id={id}>
            UTF-8 CSV with a header row, at most {COLLEGE_IMPORT_MAX_LABEL}. Required columns:{' '}
            {kind.requiredColumns.join(', ')}.
          </FieldHint>
          <FieldError id={id} message={fileError} />
        </div>

        <details className="rounded-lg border border-slate-200 p-3 text-sm">
          <summary className="cursor-pointer font-semibold text-navy-900">Columns the file can have</summary>
          <p className="mt-2 text-slate-700">{kind.columnsNote}</p>
          <p className="mt-2 font-mono text-xs leading-relaxed break-words text-slate-700">
            {kind.optionalColumns.join(', ')}
          </p>
        </details>

        {phase.step === 'uploading' ? (
          <div role="status">
            <label htmlFor={`${id}-progress`} className="mb-1 block text-sm font-medium text-slate-700">
              Uploading {Math.round(phase.fraction * 100)}%
            </label>
            <progress
              id={`${id}-progress`}
              max={1}
              value={phase.fraction}
              className="h-2 w-full accent-accent-700"
            />
          </div>
        ) : null}
        {phase.step === 'importing' ? (
          <div role="status">
            <label htmlFor={`${id}-progress`} className="mb-1 block text-sm font-medium text-slate-700">
              Checking every row and importing…
            </label>
            <progress id={`${id}-progress`} className="h-2 w-full accent-accent-700" />
          </div>
        ) : null}

        {failure ? (
          <Alert tone="error" title="The file was not imported.">
            <p>{failure}</p>
          </Alert>
        ) : null}

        {report?.imported ? (
          <Alert tone="success" title="Import finished.">
            <p>
              {formatCount(report.created)} {report.created === 1 ? kind.noun : kind.plural} added and{' '}
              {formatCount(report.updated)} updated from {formatQuantity(report.totalRows, 'row')} in{' '}
              {(report.durationMs / 1000).toFixed(1)} s.
              {report.invalidRows > 0
                ? ` ${formatQuantity(report.invalidRows, 'row')} with problems left out.`
                : ''}
            </p>
          </Alert>
        ) : null}
        {outcome && !report?.imported ? (
          <Alert
            tone={outcome.refused ? 'error' : 'info'}
            title={outcome.refused ? 'Nothing was imported.' : 'Nothing to import.'}
          >
            <p>{outcome.message ? alertDetail(outcome.message) : `The file has no ${kind.noun} rows.`}</p>
          </Alert>
        ) : null}

        {report && report.problems.length > 0 ? (
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-800">{problemsHeading(report)}</h3>
            <div className="max-h-64 overflow-auto rounded-lg border border-slate-200">
              <Table
                caption="Problems found in the file"
                columns={PROBLEM_COLUMNS}
                rows={report.problems}
                rowKey={(p) => `${p.row}:${p.column}:${p.message}`}
                empty="No problems."
                minWidth="min-w-0"
              />
            </div>
            {report.moreProblems > 0 ? (
              <p className="mt-1 text-xs text-slate-600">…and {formatCount(report.moreProblems)} more.</p>
            ) : null}
          </div>
        ) : null}

        <div className="flex flex-wrap justify-end gap-3">
          {outcome?.refused && report && report.validRows > 0 ? (
            <Button variant="secondary" busy={busy} onClick={() => void send(true)}>
              Import the {formatQuantity(report.validRows, 'good row')} only
            </Button>
          ) : null}
          <Button type="submit" busy={busy}>
            <FileUp aria-hidden="true" className="size-4" />
            {outcome ? 'Import again' : 'Import'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
