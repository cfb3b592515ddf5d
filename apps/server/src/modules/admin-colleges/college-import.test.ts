import { readFileSync } from 'node:fs';
import { COLLEGE_IMPORT_MAX_BYTES, NO_CSV_FILE_MESSAGE } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/support/multipart';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/test-app';
import { CATALOGUE_CSV } from '../../seed/colleges';

const catalogue = readFileSync(CATALOGUE_CSV);
const lines = catalogue.toString('utf8').split('\n');
const header = lines[0]!;
const columns = header.split(',');

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user('admin');
});
afterAll(async () => t?.close());

function upload(
  content: string | Buffer,
  options: { confirm?: string; filename?: string; user?: TestUser } = {},
) {
  const body = multipartBody([
    { name: 'file', filename: options.filename ?? 'colleges.csv', content },
    ...(options.confirm ? [{ name: 'confirm', content: options.confirm }] : []),
  ]);
  return t.inject({
    method: 'POST',
    url: '/api/admin/colleges/import',
    payload: body.payload,
    headers: { ...(options.user ?? admin).headers, ...body.headers },
  });
}

const countColleges = () => t.db.$count(schema.colleges);
const collegeByUnit = async (unitId: number) =>
  (await t.db.select().from(schema.colleges).where(eq(schema.colleges.unitId, unitId)))[0];

/** A row of the catalogue with some cells replaced, by column name. */
function rowWith(line: string, changes: Record<string, string>): string {
  const cells = splitCsvLine(line);
  for (const [column, value] of Object.entries(changes)) cells[columns.indexOf(column)] = value;
  return cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

const firstRow = lines[1]!;
const firstUnit = Number(splitCsvLine(firstRow)[0]);
const secondRow = lines[2]!;
const secondUnit = Number(splitCsvLine(secondRow)[0]);

describe('CSV import of colleges', () => {
  it('imports the catalogue CSV as is, quickly, and updates it in place the second time', async () => {
    const res = await upload(catalogue);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      totalRows: 3639,
      validRows: 3639,
      created: 3639,
      updated: 0,
      imported: true,
    });
    expect(report.problems).toEqual([]);
    // The 3-second target is measured by `npm run bench`; this bound only catches a gross regression on a busy machine.
    expect(report.durationMs).toBeLessThan(15_000);
    expect(await countColleges()).toBe(3639);

    const aamu = await collegeByUnit(100654);
    expect(aamu).toMatchObject({
      name: 'Alabama A & M University',
      alias: 'AAMU',
      state: 'AL',
      control: 'public',
      level: '4-year',
      mainCampus: 1,
      tuitionFeesInState: 10024,
      tuitionFeesOutOfState: 18634,
      admissionRate: 0.716,
      roomBoardOnCampus: 9520,
      costOfAttendanceProgramYear: null,
    });
    expect(aamu?.degreeShares['01']).toBe(0.0445);
    expect(aamu?.degreeShares['05']).toBe(0);

    const again = await upload(catalogue);
    expect(again.json()).toMatchObject({ created: 0, updated: 3639, imported: true });
    expect(await countColleges()).toBe(3639);
  });

  it('reports a missing required column on the header row and changes nothing', async () => {
    const stateAt = columns.indexOf('state');
    const drop = (line: string) =>
      splitCsvLine(line)
        .filter((_, i) => i !== stateAt)
        .map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c))
        .join(',');
    const file = [drop(header), drop(rowWith(firstRow, { name: 'Renamed College' }))].join('\n');
    const res = await upload(file);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error.code).toBe('UNPROCESSABLE');
    expect(body.report.problems).toEqual([
      { row: 1, column: 'state', message: 'The required column "state" is missing.' },
    ]);
    expect(body.report.imported).toBe(false);
    expect((await collegeByUnit(firstUnit))?.name).toBe('Alabama A & M University');
  });

  it('reports an unknown column instead of ignoring it', async () => {
    const res = await upload('unitid,name,state,control,level,tution\n999001,X,OH,public,4-year,1\n');
    expect(res.statusCode).toBe(422);
    expect(res.json().report.problems[0]).toMatchObject({ row: 1, column: 'tution' });
  });

  it('reports a bad number by row and column; imports nothing, or only the good rows once confirmed', async () => {
    const file = [
      header,
      rowWith(firstRow, { name: 'Alabama A & M University (renamed)' }),
      rowWith(secondRow, { tuition_fees_in_state: '12,5x0', admission_rate: '88' }),
    ].join('\n');
    const res = await upload(file);
    expect(res.statusCode).toBe(422);
    const { report, error } = res.json();
    expect(error.message).toContain('1 row has problems');
    expect(report).toMatchObject({ totalRows: 2, validRows: 1, invalidRows: 1, imported: false });
    expect(report.problems).toEqual([
      { row: 3, column: 'admission_rate', message: expect.stringContaining('0 to 1') },
      { row: 3, column: 'tuition_fees_in_state', message: '"12,5x0" is not a whole number.' },
    ]);
    expect((await collegeByUnit(firstUnit))?.name).toBe('Alabama A & M University');

    const confirmed = await upload(file, { confirm: 'partial' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ imported: true, created: 0, updated: 1, invalidRows: 1 });
    expect((await collegeByUnit(firstUnit))?.name).toBe('Alabama A & M University (renamed)');
    expect((await collegeByUnit(secondUnit))?.tuitionFeesInState).toBe(8568);
  });

  it('refuses both rows of a duplicated unit id', async () => {
    const file = [
      header,
      rowWith(firstRow, { name: 'First copy' }),
      rowWith(firstRow, { name: 'Second copy' }),
      rowWith(secondRow, { city: 'Birmingham' }),
    ].join('\n');
    const res = await upload(file);
    expect(res.statusCode).toBe(422);
    const { report } = res.json();
    expect(report.problems).toEqual([
      {
        row: 2,
        column: 'unitid',
        message: `Unit ID ${firstUnit} is also on row 3. Keep one row per college.`,
      },
      {
        row: 3,
        column: 'unitid',
        message: `Unit ID ${firstUnit} is also on row 2. Keep one row per college.`,
      },
    ]);
    expect(report).toMatchObject({ validRows: 1, invalidRows: 2 });
    expect((await collegeByUnit(firstUnit))?.name).toBe('Alabama A & M University (renamed)');
  });

  it('reads a file with a UTF-8 byte-order mark and quoted commas, quotes and line breaks', async () => {
    const before = await countColleges();
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(
        'unitid,name,alias,city,state,control,level,tuition_fees_in_state,degree_share_cip_11\r\n' +
          '990001,"College of Arts, Sciences, and ""Trades""","ACST, the\nTrades School",Dayton,oh,Private nonprofit,4-year,41000,0.25\r\n',
      ),
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, updated: 0, imported: true, problems: [] });
    expect(await countColleges()).toBe(before + 1);
    expect(await collegeByUnit(990001)).toMatchObject({
      name: 'College of Arts, Sciences, and "Trades"',
      alias: 'ACST, the\nTrades School',
      state: 'OH',
      control: 'private nonprofit',
      tuitionFeesInState: 41000,
      tuitionFeesOutOfState: null,
      degreeShares: { '11': 0.25 },
    });
  });

  it('keeps the columns a file leaves out when it updates a college', async () => {
    const res = await upload(
      `unitid,name,state,control,level\n${firstUnit},Alabama A & M University,AL,public,4-year\n`,
    );
    expect(res.json()).toMatchObject({ updated: 1 });
    const aamu = await collegeByUnit(firstUnit);
    expect(aamu).toMatchObject({ name: 'Alabama A & M University', tuitionFeesInState: 10024 });
    expect(aamu?.degreeShares['01']).toBe(0.0445);
  });

  it('refuses an upload over the size limit and changes nothing', async () => {
    const before = await countColleges();
    const big = Buffer.alloc(COLLEGE_IMPORT_MAX_BYTES + 1024, 'a');
    const res = await upload(Buffer.concat([Buffer.from(`${header}\n`), big]));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('10 MB'),
    });
    expect(await countColleges()).toBe(before);
  });

  it("says 'Please select a CSV file.' when no file (or no CSV file) is sent", async () => {
    const none = multipartBody([{ name: 'confirm', content: 'partial' }]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/colleges/import',
      payload: none.payload,
      headers: { ...admin.headers, ...none.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: NO_CSV_FILE_MESSAGE,
      fields: { file: NO_CSV_FILE_MESSAGE },
    });

    const notMultipart = await t.inject({
      method: 'POST',
      url: '/api/admin/colleges/import',
      payload: {},
      headers: admin.headers,
    });
    expect(notMultipart.json().error.message).toBe(NO_CSV_FILE_MESSAGE);

    const empty = await upload('');
    expect(empty.json().error.message).toBe(NO_CSV_FILE_MESSAGE);
    const spreadsheet = await upload('PK\u0003\u0004', { filename: 'colleges.xlsx' });
    expect(spreadsheet.json().error.message).toBe(NO_CSV_FILE_MESSAGE);
  });

  it('reports a file that is not UTF-8 text', async () => {
    const res = await upload(Buffer.from([0x75, 0x6e, 0x69, 0x74, 0x69, 0x64, 0xff, 0xfe, 0x0a]));
    expect(res.statusCode).toBe(422);
    expect(res.json().report.problems[0].message).toContain('UTF-8');
  });

  it('refuses a family', async () => {
    const family = await t.user('family');
    const res = await upload(catalogue, { user: family });
    expect(res.statusCode).toBe(403);
  });
});
