import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Spinner label={t('app.loading')} size="lg" className="flex min-h-[40vh] items-center justify-center" />
  );
}
