import { brand } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/page-shell';

/** Quick access: the messaging channel and number, and the two app stores. */
export function LinksPage() {
  const { t } = useTranslation('content');
  const links = [
    { key: 'channel', href: brand.messagingChannelUrl, detail: null },
    { key: 'number', href: brand.social.messaging, detail: brand.messagingNumber },
    { key: 'android', href: brand.appStores.android, detail: null },
    { key: 'ios', href: brand.appStores.ios, detail: null },
  ] as const;
  return (
    <PageShell title={t('links.title')} intro={t('links.intro')}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand"
            >
              <span className="text-lg font-bold text-brand">{t(`links.${link.key}.title`)}</span>
              <span className="text-slate-700">{t(`links.${link.key}.text`)}</span>
              {link.detail && (
                <span className="font-semibold text-slate-900" dir="ltr">
                  {link.detail}
                </span>
              )}
              <span className="sr-only">{t('opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
