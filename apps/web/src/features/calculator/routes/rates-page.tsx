import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RateBoard } from '../components/rate-board';

/** /rates: the exchange-rate board on a page of its own, linked from the header. */
export function RatesPage() {
  const { t } = useTranslation('calculator');
  useDocumentTitle(t('board.title'));
  return <RateBoard standalone />;
}
