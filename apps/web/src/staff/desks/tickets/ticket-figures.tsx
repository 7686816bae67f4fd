import { TICKET_TARGET_DAYS } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useTicketFigures } from './api/ticket-figures';
import { EscalationsDesk } from './tickets-desk';

const COLUMNS = ['received', 'open', 'solvedWithinTarget', 'overdue', 'escalated'] as const;
/** The catalog key of each column's heading. */
const HEADINGS = {
  received: 'tickets.received',
  open: 'tickets.openCount',
  solvedWithinTarget: 'tickets.solvedWithinTarget',
  overdue: 'tickets.overdueCount',
  escalated: 'tickets.escalatedCount',
} as const;

/** The escalation department's page: escalated tickets, then SAMA's complaint figures by month. */
export function EscalationPage() {
  const { t } = useTranslation('staff');
  const figures = useTicketFigures();
  return (
    <div className="flex flex-col gap-8">
      <EscalationsDesk />
      <section aria-labelledby="figures-title" className="flex flex-col gap-2">
        <h2 id="figures-title" className="text-xl font-bold text-brand-dark">
          {t('tickets.figures')}
        </h2>
        <div className="overflow-x-auto">
          <table className="min-w-full bg-white text-sm">
            <thead>
              <tr>
                <th scope="col" className="p-2 text-start">
                  {t('tickets.month')}
                </th>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="p-2 text-start">
                    {t(HEADINGS[c], { days: TICKET_TARGET_DAYS })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {figures.data?.map((row) => (
                <tr key={row.month} className="border-t border-slate-200">
                  <th scope="row" className="p-2 text-start" dir="ltr">
                    {row.month}
                  </th>
                  {COLUMNS.map((c) => (
                    <td key={c} className="p-2">
                      {row[c]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
