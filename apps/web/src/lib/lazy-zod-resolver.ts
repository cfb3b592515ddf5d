import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { NETWORK_ERROR_MESSAGE } from './api-client';
import { loadOnce } from './load-once';

export type LazyZodResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema (e.g. when the user reaches the form), so that the first check is instant. */
  preload: () => void;
};

/**
 * `zodResolver` for a schema that loads on first use: the form validates with the same contracts schema as the
 * server, but a page can show (and hydrate) its form before zod has been downloaded. Should the schema fail to
 * load, the form gets a `root` error saying so, and the next attempt loads it again.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<Schema>,
): LazyZodResolver<z.input<Schema>, z.output<Schema>> {
  const ready = loadOnce(() => load().then((schema) => zodResolver(schema)));
  const resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> = async (values, context, options) => {
    let resolve: Resolver<z.input<Schema>, unknown, z.output<Schema>>;
    try {
      resolve = await ready.load();
    } catch {
      // `root` is the form-level error of every form; TypeScript cannot see that through a generic schema.
      const errors = { root: { type: 'unavailable', message: NETWORK_ERROR_MESSAGE } } as FieldErrors<
        z.input<Schema>
      >;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload: ready.preload });
}
