import { StaffSessionViewSchema } from '@waha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { staffCall } from '../../api/staff-api';
import { useFormatDateTime } from '../../../lib/use-staff-format';

const KEY = ['staff', 'sessions'];

/** My sessions: where I am signed in, and sign-out of each. */
export function SessionsPage() {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: KEY,
    queryFn: () => staffCall(z.object({ items: z.array(StaffSessionViewSchema) }), '/sessions'),
  });
  const end = useMutation({
    mutationFn: (id: string) => staffCall(z.null(), `/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <section aria-labelledby="sessions-title">
      <h1 id="sessions-title" className="mb-4 text-2xl font-bold text-brand-dark">
        {t('sessions.title')}
      </h1>
      {sessions.isPending && <p>{t('common.loading')}</p>}
      <ul className="flex flex-col gap-2">
        {sessions.data?.items.map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded bg-white p-3 shadow-sm"
          >
            <div className="text-sm">
              <p>
                {t('sessions.started')}: {when(s.createdAt)} · {t('sessions.lastSeen')}: {when(s.lastSeenAt)}
              </p>
              <p dir="ltr" className="text-slate-600">
                {s.ip} · {s.userAgent.slice(0, 80)}
              </p>
            </div>
            {s.current ? (
              <span className="rounded bg-brand-light px-2 py-1 text-sm font-semibold">
                {t('sessions.current')}
              </span>
            ) : (
              <Button
                variant="secondary"
                onClick={() => end.mutate(s.id)}
                busy={end.isPending && end.variables === s.id}
              >
                {t('sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
