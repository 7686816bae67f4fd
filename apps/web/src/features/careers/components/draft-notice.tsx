import type { CareerProgram, JobApplicationInput } from '@waha/shared';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clearDraft, loadDraft, saveDraft } from '../lib/draft';
import { emptyApplication } from '../lib/empty-application';

export interface Draft {
  restored: boolean;
  discard: () => void;
}

/** Restores a kept draft once on the client, then keeps every change (a moment after typing stops). */
export function useDraft(program: CareerProgram, form: UseFormReturn<JobApplicationInput>): Draft {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const saved = loadDraft(program);
    if (saved) {
      form.reset(saved);
      // localStorage exists only after hydration: the notice cannot be known while rendering.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRestored(true);
    }
    let timer: number | undefined;
    const subscription = form.watch(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => saveDraft(program, form.getValues()), 400);
    });
    return () => {
      window.clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [program, form]);
  return {
    restored,
    discard: () => {
      clearDraft(program);
      form.reset(emptyApplication());
      setRestored(false);
    },
  };
}

/** Says a draft was restored and offers to start again (the draft is then forgotten). */
export function DraftNotice({ draft }: { draft: Draft }) {
  const { t } = useTranslation('careers');
  const [discarded, setDiscarded] = useState(false);
  if (!draft.restored && !discarded) {
    return <p className="text-sm text-slate-700">{t('draft.kept')}</p>;
  }
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-sky-300 bg-sky-50 p-4 text-slate-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{discarded ? t('draft.discarded') : t('draft.restored')}</p>
      {!discarded && (
        <button
          type="button"
          className="self-start rounded-md border border-red-700 px-3 py-1 text-sm font-semibold text-red-700"
          onClick={() => {
            draft.discard();
            setDiscarded(true);
          }}
        >
          {t('draft.discard')}
        </button>
      )}
    </div>
  );
}
