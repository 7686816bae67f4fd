import { useTranslation } from 'react-i18next';

/** The new authenticator key to type in, and the link that opens an authenticator app with it. */
export function TotpKey({ secret, uri }: { secret: string; uri: string }) {
  const { t } = useTranslation('staff');
  return (
    <div>
      <p className="text-sm font-medium">{t('setup.secret')}</p>
      <p dir="ltr" className="break-all rounded bg-slate-100 p-2 font-mono">
        {secret}
      </p>
      <a href={uri} className="text-sm text-brand underline">
        {t('setup.uri')}
      </a>
    </div>
  );
}
