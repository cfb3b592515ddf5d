import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage } from './api-client';
import { applyServerErrors, readWithSchema } from './form-errors';

const refused = (fields: Record<string, string>) =>
  new ApiError(400, 'VALIDATION_ERROR', 'Please check the highlighted fields.', fields);

describe('applyServerErrors', () => {
  it('puts each field error under its input, the first focused, and leaves no sentence when all are placed', () => {
    const setError = vi.fn();
    const message = applyServerErrors(refused({ email: 'Taken.', name: 'Too long.' }), setError, [
      'email',
      'name',
    ]);
    expect(message).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Taken.' }, { shouldFocus: true }],
      ['name', { type: 'server', message: 'Too long.' }, { shouldFocus: false }],
    ]);
  });

  it('places a server name under the form’s own name (rename) or under where the form holds the request (at)', () => {
    const renamed = vi.fn();
    applyServerErrors(refused({ institution: 'Required.' }), renamed, ['organisation'], {
      institution: 'organisation',
    });
    expect(renamed).toHaveBeenCalledWith(
      'organisation',
      { type: 'server', message: 'Required.' },
      { shouldFocus: true },
    );
    const held = vi.fn();
    const message = applyServerErrors(
      refused({ age: 'Too young.' }),
      held,
      ['parents.0.age'],
      {},
      'parents.0.',
    );
    expect(message).toBeNull();
    expect(held).toHaveBeenCalledWith(
      'parents.0.age',
      { type: 'server', message: 'Too young.' },
      { shouldFocus: true },
    );
  });

  it('returns the error’s sentence when a field is not on the form, or when the error is not the API’s', () => {
    const setError = vi.fn();
    expect(applyServerErrors(refused({ other: 'No.' }), setError, ['name'])).toBe(
      'Please check the highlighted fields.',
    );
    expect(setError).not.toHaveBeenCalled();
    expect(applyServerErrors(new Error('network'), setError, ['name'])).toBe(
      errorMessage(new Error('network')),
    );
  });
});

describe('readWithSchema', () => {
  it('gives the parsed write, or the first message of each path', () => {
    const schema = {
      safeParse: (value: unknown) =>
        value === 'ok'
          ? { success: true as const, data: 'write' }
          : {
              success: false as const,
              error: {
                issues: [
                  { path: ['parents', 0, 'age'], message: 'first' },
                  { path: ['parents', 0, 'age'], message: 'second' },
                  { path: ['name'], message: 'name' },
                ],
              },
            },
    };
    expect(readWithSchema(schema, 'ok')).toEqual({ body: 'write', errors: {} });
    expect(readWithSchema(schema, 'bad')).toEqual({
      body: null,
      errors: { 'parents.0.age': 'first', name: 'name' },
    });
  });
});
