import { brand } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatTollFree } from '../../../lib/phone-format';

/**
 * /support and /call-request until their own forms (ticket, call-back request) are built: a page
 * that still helps, with the toll-free number, the info mailbox and the footer's message form, so
 * links to them never land a customer on the home page.
 */
function ReachUsPage({ kind }: { kind: 'support' | 'callRequest' }) {
  const { t } = useTranslation('contact');
  useDocumentTitle(t(`reachUs.${kind}.title`));
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-3 text-3xl font-bold text-brand">{t(`reachUs.${kind}.title`)}</h1>
      <p className="mb-6 text-lg text-slate-700">{t(`reachUs.${kind}.intro`)}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <Icon name="phone" className="mt-1 size-6 shrink-0 text-brand" />
          <span className="flex flex-col">
            <span className="font-semibold">{t('reachUs.call')}</span>
            <a
              href={`tel:${brand.phone}`}
              className="text-lg font-bold text-brand underline underline-offset-4"
            >
              <bdi dir="ltr">{formatTollFree(brand.phone)}</bdi>
            </a>
          </span>
        </li>
        <li className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <Icon name="mail" className="mt-1 size-6 shrink-0 text-brand" />
          <span className="flex flex-col">
            <span className="font-semibold">{t('reachUs.email')}</span>
            <a href={`mailto:${brand.email}`} className="text-brand underline underline-offset-4">
              <bdi dir="ltr">{brand.email}</bdi>
            </a>
          </span>
        </li>
      </ul>
      <p className="mt-6 text-slate-700">
        {t(`reachUs.${kind}.form`)}{' '}
        <a href="#contact-heading" className="font-semibold text-brand underline underline-offset-4">
          {t('reachUs.formLink')}
        </a>
      </p>
    </div>
  );
}

export function SupportPage() {
  return <ReachUsPage kind="support" />;
}

export function CallRequestPage() {
  return <ReachUsPage kind="callRequest" />;
}
