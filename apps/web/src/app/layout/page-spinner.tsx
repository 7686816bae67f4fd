import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-light border-t-brand motion-reduce:animate-none" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
