import { zodResolver } from '@hookform/resolvers/zod';
import { formValuesSchema, type FormField, type FormValues } from '@waha/shared';
import type { Resolver } from 'react-hook-form';

/**
 * A form's answers resolver: the schema built from its definition, as the server builds it to check
 * the same answers (the builder and zod load on the form's first check).
 */
export const formValuesResolver = (fields: readonly FormField[]): Resolver<FormValues> =>
  zodResolver(formValuesSchema(fields)) as unknown as Resolver<FormValues>;
