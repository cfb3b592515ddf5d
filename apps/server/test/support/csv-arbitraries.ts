import { COLLEGE_COLUMNS } from '@ccp/contracts';
import fc from 'fast-check';
import { asParam, hostileValue, poisoned } from './openapi-arbitraries';

/** Rows for an import: the catalogue's own, with one cell poisoned (NUL, huge number) or now and then any cell hostile. */
export function csvFor(header: string[], sample: string[][]): fc.Arbitrary<string> {
  const cell = (value: string) =>
    fc.oneof(
      { weight: 30, arbitrary: fc.constant(value) },
      { weight: 1, arbitrary: hostileValue.map(asParam).map((v) => v.slice(0, 300)) },
    );
  const quote = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const rows = fc.array(fc.constantFrom(...sample), { minLength: 1, maxLength: 4 });
  const mixed = rows.chain((picked) => fc.tuple(...picked.map((row) => fc.tuple(...row.map(cell)))));
  // Text cells are where a NUL once went through to the database: poison them on purpose as well.
  const kinds = new Map(COLLEGE_COLUMNS.map((c) => [c.column, c.kind]));
  const textColumns = header.flatMap((name, i) =>
    ['text', 'url'].includes(kinds.get(name) ?? '') ? [i] : [],
  );
  const poisonedText = fc
    .tuple(rows, fc.nat(), fc.constantFrom(...textColumns))
    .map(([picked, target, column]) =>
      picked.map((row, r) =>
        r === target % picked.length ? row.map((v, c) => (c === column ? `${v}\u0000` : v)) : row,
      ),
    );
  return fc
    .oneof(poisonedText, poisoned(rows), mixed)
    .map((table) =>
      [header.join(','), ...table.map((row) => row.map(String).map(quote).join(','))].join('\n'),
    );
}

/** A multipart upload of the CSV, as the admin's import form sends it. */
export function multipartOf(csv: string) {
  const boundary = '----ccp-property-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="colleges.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="confirm"\r\n\r\npartial\r\n--${boundary}--\r\n`,
    ),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
