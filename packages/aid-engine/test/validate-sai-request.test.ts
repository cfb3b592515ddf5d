import { describe, expect, it } from 'vitest';
import { computeSai, validateSaiRequest } from '../src/index';

const valid = {
  awardYear: '2026-27',
  formula: 'A',
  familySize: 4,
  parentMaritalStatusCode: 3,
  parentStateOfResidence: 'CA',
  parent: { filingStatus: 2, agi: 90_000, incomeTaxPaid: 8_000, incomeEarnedFromWork: 90_000 },
  student: { agi: 4_000 },
};

function errorsOf(input: unknown) {
  const r = validateSaiRequest(input);
  return r.ok ? [] : r.errors;
}

describe('validateSaiRequest', () => {
  it('returns the typed request for a valid input', () => {
    const r = validateSaiRequest(valid);
    expect(r.ok).toBe(true);
    if (r.ok) expect(computeSai(r.request).sai).toBe(computeSai(r.request).sai);
  });

  it('accepts a later award year (projected) and a null family size', () => {
    expect(validateSaiRequest({ ...valid, awardYear: '2029-30', familySize: null }).ok).toBe(true);
  });

  it('names each bad field', () => {
    const errors = errorsOf({
      awardYear: '2026-28',
      formula: 'D',
      familySize: 0,
      parentStateOfResidence: 'California',
      parent: { agi: 'a lot', filingStatus: 9, incomeTaxPaid: 12.5 },
      student: [],
      extra: true,
    });
    const fields = errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'awardYear',
        'formula',
        'familySize',
        'parentStateOfResidence',
        'parent.agi',
        'parent.filingStatus',
        'parent.incomeTaxPaid',
        'student',
        'extra',
      ]),
    );
    expect(errors.find((e) => e.field === 'parent.agi')?.message).toMatch(
      /whole number of US dollars \(got the text "a lot"\)/,
    );
    expect(errors.find((e) => e.field === 'extra')?.message).toMatch(/not a known field/);
  });

  it('rejects award years before the first table set', () => {
    expect(errorsOf({ ...valid, awardYear: '2024-25' })[0]).toEqual({
      field: 'awardYear',
      message: expect.stringMatching(/2025-26, 2026-27, 2027-28 and later years/),
    });
  });

  it('requires familySize and rejects a non-object', () => {
    const { familySize: _omit, ...rest } = valid;
    expect(errorsOf(rest).map((e) => e.field)).toContain('familySize');
    expect(errorsOf('hello')[0]?.field).toBe('(request)');
    expect(errorsOf([valid])[0]?.message).toMatch(/JSON object/);
  });

  it('rejects unknown contributor fields (usually typing mistakes)', () => {
    expect(errorsOf({ ...valid, parent: { AGI: 1 } })).toEqual([
      { field: 'parent.AGI', message: 'is not a known field' },
    ]);
  });
});
