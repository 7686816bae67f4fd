import type { Partner } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { usePartners } from '../api/get-partners';
import './partner-strip.css';

/** SPEC.md section 9: the strip scrolls in 20 s (fast), 40 s or 80 s. */
export const PARTNER_STRIP_SPEEDS = { fast: 20, normal: 40, slow: 80 } as const;
export type PartnerStripSpeed = keyof typeof PARTNER_STRIP_SPEEDS;

function Logo({ partner, copy }: { partner: Partner; copy?: boolean }) {
  return (
    <img
      src={partner.img}
      alt={copy ? '' : partner.name}
      width={partner.width}
      height={100}
      loading="lazy"
      // As wide as the data says (SPEC.md section 3: 230 to 350 px), the height following.
      className="h-auto max-w-none object-contain"
    />
  );
}

function Logos({ partners, copy }: { partners: Partner[]; copy?: boolean }) {
  return partners.map((partner) => (
    <li
      key={`${copy ? 'copy-' : ''}${partner.id}`}
      className={`shrink-0 ${copy ? 'partner-strip-copy' : ''}`}
      aria-hidden={copy || undefined}
    >
      {partner.link_url ? (
        // The drawn-twice copy stays out of the tab order: it is decoration for the seamless loop.
        <a href={partner.link_url} tabIndex={copy ? -1 : undefined} rel="noopener">
          <Logo partner={partner} copy={copy} />
        </a>
      ) : (
        <Logo partner={partner} copy={copy} />
      )}
    </li>
  ));
}

/** Partner logos scrolling endlessly: the list is drawn twice so the loop has no seam. */
export function PartnerStrip({ speed = 'normal' }: { speed?: PartnerStripSpeed }) {
  const { t } = useTranslation('home');
  const { data } = usePartners();
  return (
    <section
      id="partners"
      aria-labelledby="partners-heading"
      className="render-when-near scroll-mt-4 bg-slate-50 py-12 [--near-height:16rem]"
    >
      <h2
        id="partners-heading"
        className="mx-auto mb-6 max-w-7xl px-4 text-2xl font-bold text-brand md:text-3xl"
      >
        {t('partners.heading')}
      </h2>
      {data && data.length > 0 && (
        <div className="partner-strip overflow-hidden">
          <ul className={`partner-strip-track partner-strip-${speed} flex w-max items-center gap-10 px-4`}>
            <Logos partners={data} />
            <Logos partners={data} copy />
          </ul>
        </div>
      )}
    </section>
  );
}
