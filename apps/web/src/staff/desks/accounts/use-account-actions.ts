import type { StaffAccountView } from '@waha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import {
  ACCOUNTS_KEY,
  createAccount,
  endAccountSessions,
  resetFactor,
  updateAccount,
  type AccountChange,
  type AccountDraft,
} from './api/accounts';

/**
 * The admin's account actions, one mutation for all: a single notice (success or the server's
 * refusal), the field errors of a refused creation, and the one-time link the last action gave.
 */
export function useAccountActions() {
  const { t } = useTranslation('staff');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const act = useMutation({
    mutationFn: async (run: () => Promise<unknown>) => run(),
    onMutate: () => {
      setNotice(null);
      setFieldErrors({});
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
    onError: (error) => {
      if (error instanceof ApiError) setFieldErrors(error.fieldErrors);
      setNotice(errorMessage(error));
    },
  });
  return {
    act,
    link,
    notice,
    fieldErrors,
    create: (draft: AccountDraft, onCreated: () => void) =>
      act.mutate(async () => {
        setLink((await createAccount(draft)).setupLink);
        onCreated();
      }),
    update: (a: StaffAccountView, change: AccountChange) => act.mutate(() => updateAccount(a.id, change)),
    resetFactor: (a: StaffAccountView) =>
      act.mutate(async () => setLink((await resetFactor(a.id)).setupLink)),
    endSessions: (a: StaffAccountView) =>
      act.mutate(async () =>
        setNotice(t('accounts.ended', { count: (await endAccountSessions(a.id)).ended })),
      ),
  };
}

export type AccountActions = ReturnType<typeof useAccountActions>;
