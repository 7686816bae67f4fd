import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatRelative } from '../../../lib/use-staff-format';

const DAY = 24 * 60 * 60 * 1000;

/**
 * SAMA's 7-day target as a clock, in the shared relative wording ("due in 3 days", "was due
 * 2 days ago"): green, amber in the last 2 days, red once passed; a closed or solved ticket's
 * clock has stopped.
 */
export function TicketClock({ targetAt, status }: { targetAt: string; status: string }) {
  const { t } = useTranslation('staff');
  const relative = useFormatRelative();
  // Read once when the row appears: the clock counts days and hours, so it need not tick.
  const [now] = useState(() => Date.now());
  if (status === 'closed' || status === 'solved') {
    return (
      <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
        {t('tickets.clockDone')}
      </span>
    );
  }
  const left = Date.parse(targetAt) - now;
  const tone = left < 0 ? 'red' : left < 2 * DAY ? 'amber' : 'green';
  const colours = {
    red: 'bg-red-100 text-red-900',
    amber: 'bg-amber-100 text-amber-900',
    green: 'bg-green-100 text-green-900',
  };
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${colours[tone]}`} data-clock={tone}>
      {t(left < 0 ? 'tickets.overdueSince' : 'tickets.timeLeft', { when: relative(targetAt, now) })}
    </span>
  );
}
