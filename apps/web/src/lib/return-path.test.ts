import { describe, expect, it } from 'vitest';
import { loginReturningTo, safeReturnPath } from './return-path';

describe('safeReturnPath: only a page of this site, in the role’s own area', () => {
  it('keeps a path of the role’s area with its query and fragment', () => {
    expect(safeReturnPath('/family/college/favorite-colleges', 'family')).toBe(
      '/family/college/favorite-colleges',
    );
    expect(safeReturnPath('/agent/families/abc?tab=help#notes', 'financial_agent')).toBe(
      '/agent/families/abc?tab=help#notes',
    );
    expect(safeReturnPath('/family/../family/overview', 'family')).toBe('/family/overview');
  });

  it('refuses other sites, however they are written', () => {
    for (const raw of [
      '//evil.com',
      '//evil.com/family/overview',
      'https://evil.com/family/overview',
      'http:/evil.com',
      'javascript:alert(1)',
      '/\\evil.com',
      '\\\\evil.com',
      '/family\\..\\..\\evil.com',
      '/\t/evil.com',
      '/family/%0d%0aSet-Cookie:x',
      'family/overview',
      '/.//evil.com',
    ]) {
      const kept = safeReturnPath(raw, 'family');
      if (kept !== null) expect(kept.startsWith('/family/'), raw).toBe(true);
      else expect(kept, raw).toBeNull();
    }
    expect(safeReturnPath('//evil.com', 'family')).toBeNull();
    expect(safeReturnPath('https://evil.com/family/overview', 'family')).toBeNull();
    expect(safeReturnPath('/\\evil.com', 'family')).toBeNull();
  });

  it('refuses another role’s area, the empty value and very long values', () => {
    expect(safeReturnPath('/admin/dashboard', 'family')).toBeNull();
    expect(safeReturnPath('/', 'family')).toBeNull();
    expect(safeReturnPath('', 'family')).toBeNull();
    expect(safeReturnPath(null, 'family')).toBeNull();
    expect(safeReturnPath(`/family/${'a'.repeat(3000)}`, 'family')).toBeNull();
  });

  it('builds the log-in address that returns there', () => {
    expect(loginReturningTo('family', '/family/plan?student=2')).toBe(
      '/family/login?next=%2Ffamily%2Fplan%3Fstudent%3D2',
    );
    expect(loginReturningTo('admin', '//evil.com')).toBe('/admin/login');
  });
});
