import { TicketFiguresSchema } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffCall } from '../../api/staff-api';
import { EscalationsDesk } from './tickets-desk';

/** The escalation department's page: escalated tickets, then SAMA's complaint figures by month. */
export function EscalationPage() {
  const { t } = useTranslation('tickets');
  const figures = useQuery({
    queryKey: ['staff', 'ticket-figures'],
    queryFn: () => staffCall(TicketFiguresSchema, '/ticket-figures'),
  });
  const columns = ['received', 'openCount', 'solvedWithin7Days', 'overdueCount', 'escalatedCount'] as const;
  const value = (row: NonNullable<typeof figures.data>[number], c: (typeof columns)[number]) =>
    ({
      received: row.received,
      openCount: row.open,
      solvedWithin7Days: row.solvedWithin7Days,
      overdueCount: row.overdue,
      escalatedCount: row.escalated,
    })[c];
  return (
    <div className="flex flex-col gap-8">
      <EscalationsDesk />
      <section aria-labelledby="figures-title" className="flex flex-col gap-2">
        <h2 id="figures-title" className="text-xl font-bold text-brand-dark">
          {t('desk.figures')}
        </h2>
        <div className="overflow-x-auto">
          <table className="min-w-full bg-white text-sm">
            <thead>
              <tr>
                <th scope="col" className="p-2 text-start">
                  {t('desk.month')}
                </th>
                {columns.map((c) => (
                  <th key={c} scope="col" className="p-2 text-start">
                    {t(`desk.${c}`)}
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
                  {columns.map((c) => (
                    <td key={c} className="p-2">
                      {value(row, c)}
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
