import { brand } from '@waha/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** /whatsapp: sends the visitor straight on to the configured messaging channel. */
export function WhatsappRedirect() {
  const { t } = useTranslation('content');
  useEffect(() => {
    window.location.replace(brand.messagingChannelUrl);
  }, []);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-4 text-2xl font-bold text-brand">{t('whatsapp.title')}</h1>
      <p className="text-slate-700">
        {t('whatsapp.manual')}{' '}
        <a href={brand.messagingChannelUrl} className="text-brand underline underline-offset-4">
          {t('whatsapp.link')}
        </a>
      </p>
    </div>
  );
}
