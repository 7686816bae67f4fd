import { RatesUpdateSchema, type RateEdit } from '@waha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { putRates, ratesKey } from './api/rates';

export type RatesNotice = { tone: 'success' | 'error'; text: string };

/**
 * Saving rates of one branch (a row or a pasted table): the desk's notice, and the server's
 * refusals per currency (`rates.USD` -> `USD`) to show on their rows.
 */
export function useRatesSave(branch: number, confirmLargeChange: boolean, onSaved: () => void) {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<RatesNotice | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (rates: RateEdit[]) => {
      return putRates(branch, RatesUpdateSchema.parse({ rates, confirmLargeChange }));
    },
    onMutate: () => {
      setNotice(null);
      setRowErrors({});
    },
    onSuccess: async (result) => {
      setNotice({ tone: 'success', text: t('rates.changed', { count: result.changed }) });
      onSaved();
      await queryClient.invalidateQueries({ queryKey: ratesKey(branch) });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setRowErrors(
          Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, messages]) => [
              field.replace(/^rates\./, ''),
              messages[0] ?? '',
            ]),
          ),
        );
      }
      setNotice({
        tone: 'error',
        text:
          error instanceof z.ZodError ? t('errors.validation_failed', { ns: 'common' }) : errorMessage(error),
      });
    },
  });
  return { save, notice, setNotice, rowErrors };
}
