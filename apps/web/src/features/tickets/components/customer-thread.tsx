import { formatDateTime, type CustomerThreadEntry } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';

const TONE: Record<CustomerThreadEntry['kind'], string> = {
  customer: 'border-slate-300 bg-slate-50',
  reply: 'border-emerald-300 bg-emerald-50',
  note: 'border-amber-300 bg-amber-50',
  status: 'border-transparent',
};

/**
 * The ticket's conversation, oldest first: what the customer wrote, our replies and questions,
 * and each status change. Typed text is shown as text in its own direction (`dir="auto"`), so an
 * English note on the Arabic page reads left to right with its punctuation where it belongs.
 */
export function CustomerThread({ entries }: { entries: readonly CustomerThreadEntry[] }) {
  const { t } = useTranslation('tickets');
  const language = useLanguage();
  const who = (e: CustomerThreadEntry) =>
    e.kind === 'status' && e.status
      ? t('ticket.thread.statusChanged', { status: t(`ticket.statuses.${e.status}`) })
      : e.kind === 'customer'
        ? t('ticket.thread.you')
        : e.kind === 'note'
          ? t('ticket.thread.question')
          : t('ticket.thread.us');
  return (
    <section aria-labelledby="thread-heading" className="flex flex-col gap-2">
      <h3 id="thread-heading" className="font-bold text-slate-900">
        {t('ticket.thread.title')}
      </h3>
      <ol className="flex flex-col gap-2">
        {entries.map((e, i) => (
          <li key={`${e.at}-${i}`} className={`rounded-lg border p-3 ${TONE[e.kind]}`}>
            <p className="text-sm text-slate-600">
              <span className="font-medium text-slate-800">{who(e)}</span>
              {' · '}
              <time dateTime={e.at}>{formatDateTime(e.at, language)}</time>
            </p>
            {e.text && (
              <p dir="auto" className="mt-1 whitespace-pre-line text-slate-900">
                {e.text}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
