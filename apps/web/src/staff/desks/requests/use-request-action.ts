import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { postRequestAction, STAFF_KEY, type RequestAction } from './api/requests';

/** One request's writes (assign, status, note): the field the server refused, and a refresh after. */
export function useRequestAction(reference: string, onDone: () => void) {
  const queryClient = useQueryClient();
  const [fieldError, setFieldError] = useState<string | undefined>();
  const act = useMutation({
    mutationFn: (action: RequestAction) => postRequestAction(reference, action),
    onMutate: () => setFieldError(undefined),
    onSuccess: () => {
      onDone();
      return queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError)
        setFieldError(error.fieldErrors.reason?.[0] ?? error.fieldErrors.text?.[0]);
    },
  });
  return { act, fieldError };
}

export type RequestActionState = ReturnType<typeof useRequestAction>;
