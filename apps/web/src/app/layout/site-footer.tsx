import { brand } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LoadWhenNear } from '../../components/ui/load-when-near';
import { NoScript } from '../../components/ui/no-script';
import { useLanguage } from '../../lib/use-language';
import { Icon } from '../../components/ui/icon';
import { formatTollFree } from '../../lib/phone-format';
import { socialLinks } from './social-links';
import { TrustDetails } from './trust-details';

// The brand file's links, each with its network's mark and named after it (WhatsApp, Instagram, ...).
const SOCIAL_LINKS = socialLinks();

const COMPANY_LINKS = [
  { to: '/about-us', key: 'about' },
  { to: '/app-info', key: 'appInfo' },
  { to: '/app', key: 'app' },
  { to: '/celebrations', key: 'celebrations' },
  { to: '/prize', key: 'prize' },
  { to: '/links', key: 'links' },
  { to: '/job-application', key: 'careers' },
] as const;

const SERVICE_LINKS = [
  { to: '/rates', key: 'rates' },
  { to: '/services', key: 'remittance' },
  { to: '/vat', key: 'vat' },
  { to: '/support', key: 'support' },
  { to: '/ticket', key: 'ticketStatus' },
  { to: '/login', key: 'myForms' },
] as const;

const LEGAL_LINKS = [
  { to: '/privacy-policy', key: 'privacy' },
  { to: '/information-protection', key: 'protection' },
  { to: '/terms-and-conditions', key: 'terms' },
] as const;

// The form (and react-hook-form with it) loads when the visitor scrolls near it; its place is kept.
const ContactForm = lazy(async () => ({ default: (await import('../../features/contact')).ContactForm }));
const contactPlaceholder = <div className="contact-form-placeholder" />;

export function SiteFooter({ colorClass }: { colorClass: string }) {
  const { t } = useTranslation();
  return (
    <footer
      aria-label={t('footer.label')}
      className={`render-when-near mt-12 text-white [--near-height:105rem] ${colorClass}`}
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <FooterAddress />
        <FooterContact />
        <div className="grid grid-cols-2 gap-6 sm:grid-cols-3">
          <LinkSection
            id="footer-company"
            heading={t('footer.companyLabel')}
            links={COMPANY_LINKS}
            group="company"
          />
          <LinkSection
            id="footer-services"
            heading={t('footer.servicesLabel')}
            links={SERVICE_LINKS}
            group="services"
          />
          <LinkSection id="footer-legal" heading={t('footer.legalLabel')} links={LEGAL_LINKS} group="links" />
        </div>
      </div>
      <TrustDetails />
      <div className="mx-auto max-w-7xl px-4 pb-10">
        <LoadWhenNear fallback={contactPlaceholder}>
          <ContactForm />
        </LoadWhenNear>
        {/* Without scripts the form above never loads: the server renders it here instead, and its
            post is answered with the page and a notice (ADR 2104). */}
        <NoScript>
          <Suspense fallback={null}>
            <ContactForm />
          </Suspense>
        </NoScript>
      </div>
      <FooterNote />
    </footer>
  );
}

function FooterAddress() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { street, district, city } = brand.address;
  return (
    <section aria-labelledby="footer-address">
      <h2 id="footer-address" className="mb-3 flex items-center gap-2 text-base font-bold">
        <Icon name="pin" className="size-5" />
        {t('footer.addressHeading')}
      </h2>
      <address className="not-italic leading-relaxed text-white/90">
        <span className="block">{street[language]}</span>
        <span className="block">{district[language]}</span>
        <span className="block">{city[language]}</span>
      </address>
    </section>
  );
}

function FooterContact() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="footer-contact" className="space-y-3">
      <h2 id="footer-contact" className="sr-only">
        {t('footer.tollFree')}
      </h2>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Icon name="phone" className="size-5 shrink-0" />
        <span>{t('footer.tollFree')}:</span>
        <a href={`tel:${brand.phone}`} className="font-bold underline-offset-4 hover:underline" dir="ltr">
          {formatTollFree(brand.phone)}
        </a>
      </p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Icon name="mail" className="size-5 shrink-0" />
        <span>{t('footer.email')}:</span>
        <a href={`mailto:${brand.email}`} className="underline-offset-4 hover:underline" dir="ltr">
          {brand.email}
        </a>
      </p>
      <div>
        <h3 className="mb-2 text-sm font-bold">{t('footer.followUs')}</h3>
        <ul className="flex gap-2">
          {SOCIAL_LINKS.map(({ key, href, icon, labelKey }) => (
            <li key={key}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="grid size-10 place-items-center rounded-full bg-white/15 hover:bg-white/30"
              >
                <Icon name={icon} className="size-5" />
                <span className="sr-only">
                  {t(labelKey)} {t('footer.opensInNewTab')}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A titled list of the site's pages; each page's name is `footer.<group>.<key>`. */
function LinkSection({
  id,
  heading,
  links,
  group,
}: {
  id: string;
  heading: string;
  links: readonly { to: string; key: string }[];
  group: 'company' | 'services' | 'links';
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-base font-bold">
        {heading}
      </h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="underline-offset-4 hover:underline">
              {t(`footer.${group}.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FooterNote() {
  const { t } = useTranslation();
  const language = useLanguage();
  const year = new Date().getFullYear();
  return (
    <div className="border-t border-white/20">
      <div className="mx-auto max-w-7xl space-y-2 px-4 py-4 text-sm text-white/85">
        <p>{t('footer.note')}</p>
        <p>{t('footer.copyright', { company: brand.companyShortName[language], year })}</p>
      </div>
    </div>
  );
}
