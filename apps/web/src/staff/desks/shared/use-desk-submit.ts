import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useErrorMessage } from '../../../lib/use-error-message';

/**
 * A desk editor's submit: runs the save, refreshes the desk's list, and puts the server's field
 * messages next to their fields (anything else becomes the form's alert).
 */
export function useDeskSubmit<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  listKey: readonly unknown[],
  save: (body: Out) => Promise<unknown>,
  onDone: () => void,
) {
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save(body);
      await queryClient.invalidateQueries({ queryKey: listKey });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        applyFieldErrors(error, form.setError, (field) => field as Path<In>);
      } else setFailure(errorMessage(error));
    }
  });
  return { submit, failure };
}
