import { CALL_STATUSES, CallRequestViewSchema, listOf, type CallStatus } from '@waha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { staffCall } from '../../api/staff-api';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { SelectField } from '../shared/select-field';

const List = listOf(CallRequestViewSchema);
const PAGE_SIZE = 25;
/** The outcomes staff record; `new` is where every request starts. */
const OUTCOMES = CALL_STATUSES.filter((status) => status !== 'new');

/**
 * The call-back queue (PRODUCT.md section 14, role `support`): oldest waiting first, each with
 * its outcome buttons. What customers wrote is rendered as React text (escaped), never as HTML.
 */
export function CallsDesk() {
  const { t } = useTranslation('desk-calls');
  const when = useFormatDateTime();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<CallStatus | ''>('new');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['staff', 'calls', status, q, page],
    queryFn: () =>
      staffCall(List, '/call-requests', {
        query: { status: status || undefined, q: q || undefined, page, pageSize: PAGE_SIZE },
      }),
  });
  const update = useMutation({
    mutationFn: ({ id, next }: { id: string; next: CallStatus }) =>
      staffCall(CallRequestViewSchema, `/call-requests/${id}/status`, {
        method: 'POST',
        body: { status: next },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'calls'] }),
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <section aria-labelledby="calls-title" className="flex flex-col gap-4">
      <h1 id="calls-title" className="text-2xl font-bold text-brand-dark">
        {t('title')}
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as CallStatus | '');
            setPage(1);
          }}
          options={[
            { value: '', label: t('all') },
            ...CALL_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
        />
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('search')}
          <input
            type="search"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
            className="rounded border border-slate-300 bg-white p-2 font-normal"
          />
        </label>
      </div>
      {list.data?.items.length === 0 && <p>{t('empty')}</p>}
      <ul className="flex flex-col gap-3">
        {list.data?.items.map((call) => (
          <li key={call.id} className="flex flex-col gap-2 rounded bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold" dir="auto">
                {call.name}
              </h2>
              <a href={`tel:${call.phone}`} dir="ltr" className="text-brand underline underline-offset-4">
                {call.phone}
              </a>
              <span>{t('language', { language: t(`languages.${call.language}`) })}</span>
              <span className="rounded bg-slate-100 px-2 py-0.5 text-sm">{t(`statuses.${call.status}`)}</span>
              <span className="text-sm text-slate-600">{when(call.createdAt)}</span>
            </div>
            <p className="whitespace-pre-wrap break-words" dir="auto">
              {call.description}
            </p>
            <div className="flex flex-wrap gap-2" role="group" aria-label={t('outcome', { name: call.name })}>
              {OUTCOMES.map((next) => (
                <Button
                  key={next}
                  variant="secondary"
                  disabled={call.status === next || update.isPending}
                  onClick={() => update.mutate({ id: call.id, next })}
                >
                  {t(`mark.${next}`)}
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="flex items-center gap-3" aria-label={t('pages')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <span>{t('page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
