import { EINVOICE_REPORT_ALERT_HOURS } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useEinvoiceAlert } from './api/einvoices';

/** The alert: invoices not reported 20 hours after issue (ZATCA allows 24). Shown only when any. */
export function OverdueBanner() {
  const { t } = useTranslation('staff');
  const alert = useEinvoiceAlert();
  const count = alert.data?.overdue ?? 0;
  if (count === 0) return null;
  return (
    <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
      {t('finance.overdue', { n: count, hours: EINVOICE_REPORT_ALERT_HOURS })}
    </p>
  );
}
