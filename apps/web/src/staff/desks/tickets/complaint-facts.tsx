import type { StaffTicket } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Fact } from './fact';

/**
 * What SAMA's report and unified response read of a ticket (ADR 2303): where it came in, SAMA's
 * case number, the remedy given, and the unified response as a PDF download.
 */
export function ComplaintFacts({ ticket: tk }: { ticket: StaffTicket }) {
  const { t } = useTranslation(['staff', 'complaints', 'calculator']);
  return (
    <>
      <Fact label={t('complaints:channel')}>{t(`complaints:channels.${tk.channel}`)}</Fact>
      {tk.samacaresReference && (
        <Fact label={t('complaints:samacaresReference')} dir="ltr">
          {tk.samacaresReference}
        </Fact>
      )}
      {tk.branchId !== null && (
        <Fact label={t('complaints.register.branch')}>
          {t(`branch.names.${tk.branchId}`, { ns: 'calculator' })}
        </Fact>
      )}
      {tk.remedy && <Fact label={t('complaints:remedy')}>{t(`complaints:remedies.${tk.remedy}`)}</Fact>}
      <dt className="sr-only">{t('complaints.unifiedResponse')}</dt>
      <dd className="col-span-2">
        <a
          href={`/api/staff/tickets/${tk.id}/response.pdf`}
          download
          className="font-semibold text-brand underline underline-offset-4"
        >
          {t('complaints.unifiedResponse')}
        </a>
      </dd>
    </>
  );
}
