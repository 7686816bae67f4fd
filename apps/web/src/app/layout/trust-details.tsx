import { brand } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { formatTollFree } from '../../lib/phone-format';

/**
 * Who the company is, in the terms a customer and the regulator check: the SAMA licence,
 * commercial registration and VAT numbers, and how to complain: first to the company's own
 * support, then, if unresolved, to SAMA's consumer-protection service (SAMACares).
 */
export function TrustDetails() {
  const { t } = useTranslation();
  const { samaCaresUrl, samaCaresPhone } = brand.complaints;
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-10 md:grid-cols-2">
      <section aria-labelledby="footer-licence" className="rounded-xl bg-white/10 p-4">
        <h2 id="footer-licence" className="mb-2 flex items-center gap-2 text-base font-bold">
          <Icon name="shield" className="size-5 shrink-0" />
          {t('footer.trust.heading')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-white/85">{t('footer.trust.samaLicence')}</dt>
          <dd className="font-semibold" dir="ltr">
            <bdi>{brand.samaLicenceNumber}</bdi>
          </dd>
          <dt className="text-white/85">{t('footer.trust.commercialRegistration')}</dt>
          <dd className="font-semibold">
            <bdi>{brand.commercialRegistration}</bdi>
          </dd>
          <dt className="text-white/85">{t('footer.trust.vatNumber')}</dt>
          <dd className="font-semibold">
            <bdi>{brand.vatNumber}</bdi>
          </dd>
        </dl>
      </section>
      <section aria-labelledby="footer-complaints" className="rounded-xl bg-white/10 p-4 text-sm">
        <h2 id="footer-complaints" className="mb-2 flex items-center gap-2 text-base font-bold">
          <Icon name="landmark" className="size-5 shrink-0" />
          {t('footer.complaints.heading')}
        </h2>
        <p className="mb-2">
          {t('footer.complaints.ownSupport')}{' '}
          <Link to="/support" className="font-semibold underline underline-offset-4">
            {t('footer.complaints.supportLink')}
          </Link>
        </p>
        <p>
          {t('footer.complaints.sama')}{' '}
          <a
            href={samaCaresUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline underline-offset-4"
          >
            {t('footer.complaints.samaCares')}
            <span className="sr-only"> {t('footer.opensInNewTab')}</span>
          </a>{' '}
          <a
            href={`tel:${samaCaresPhone}`}
            className="font-semibold whitespace-nowrap underline underline-offset-4"
          >
            <bdi dir="ltr">{formatTollFree(samaCaresPhone)}</bdi>
          </a>
        </p>
      </section>
    </div>
  );
}
