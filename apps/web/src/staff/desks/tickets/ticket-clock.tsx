import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const DAY = 24 * 60 * 60 * 1000;

/**
 * SAMA's 7-day target as a clock: green with days left, amber in the last 2 days, red once
 * passed; a closed or solved ticket's clock has stopped.
 */
export function TicketClock({ targetAt, status }: { targetAt: string; status: string }) {
  const { t } = useTranslation('tickets');
  // Read once when the row appears: the clock counts days, so it need not tick.
  const [now] = useState(() => Date.now());
  if (status === 'closed' || status === 'solved') {
    return (
      <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t('desk.clockDone')}</span>
    );
  }
  const left = Date.parse(targetAt) - now;
  const days = Math.ceil(Math.abs(left) / DAY);
  const tone =
    left < 0
      ? 'bg-red-100 text-red-900'
      : left < 2 * DAY
        ? 'bg-amber-100 text-amber-900'
        : 'bg-green-100 text-green-900';
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-medium ${tone}`}
      data-clock={left < 0 ? 'red' : left < 2 * DAY ? 'amber' : 'green'}
    >
      {t(left < 0 ? 'desk.clockOverdue' : 'desk.clock', { days })}
    </span>
  );
}
