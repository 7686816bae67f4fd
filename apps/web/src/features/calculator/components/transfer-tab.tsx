import { useTranslation } from 'react-i18next';
import { TRANSFER_ENABLED } from '../constants';
import { TransferForm } from './transfer-form';

/** The money-transfer tab: only the 'soon' text until the service is switched on. */
export function TransferTab({ enabled = TRANSFER_ENABLED }: { enabled?: boolean }) {
  const { t } = useTranslation('calculator');
  if (!enabled)
    return <p className="py-6 text-center text-lg font-semibold text-brand">{t('transfer.soon')}</p>;
  return <TransferForm />;
}
