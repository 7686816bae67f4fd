import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFormatDateTime } from '../../../lib/use-staff-format';
import { useEndSession, useSessions } from './api/sessions';

/** My sessions: where I am signed in, and sign-out of each. */
export function SessionsPage() {
  const { t } = useTranslation('staff');
  const when = useFormatDateTime();
  const sessions = useSessions();
  const end = useEndSession();
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
