import { formatDate, OFFER_MARKETS, type Offer, type OfferMarket } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { useOffers } from '../api/get-offers';
import { PageShell, QueryState } from '../components/page-shell';

/** Where each market's own page lives (SPEC.md route table). */
export const MARKET_PATHS: Record<Exclude<OfferMarket, 'general'>, string> = {
  yemen: '/Y',
  egypt: '/E',
  india: '/I',
  'purple-saturday': '/isa',
};

/** An offer's title sits one level under the heading above it: h3 under /offers' market groups, h2 on a market's page. */
type OfferHeading = 'h2' | 'h3';

function OfferCard({ offer, heading: Heading }: { offer: Offer; heading: OfferHeading }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  return (
    <article className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <Heading className="text-lg font-bold text-slate-900">{offer.title[language]}</Heading>
      <p className="leading-relaxed text-slate-800">{offer.body[language]}</p>
      {offer.validUntil && (
        <p className="mt-auto text-sm text-slate-600">
          {t('offers.validUntil', {
            date: formatDate(offer.validUntil, language),
          })}
        </p>
      )}
    </article>
  );
}

function OfferList({ offers, heading = 'h3' }: { offers: Offer[]; heading?: OfferHeading }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} heading={heading} />
        </li>
      ))}
    </ul>
  );
}

/** /offers: every offer, grouped by market, each group linking to its market's page. */
export function OffersPage() {
  const { t } = useTranslation('content');
  const { data, isPending, error } = useOffers();
  return (
    <PageShell title={t('offers.title')} intro={t('offers.intro')} wide>
      <QueryState isPending={isPending} error={error} />
      <div className="space-y-10">
        {data &&
          OFFER_MARKETS.map((market) => {
            const offers = data.filter((o) => o.market === market);
            // A market's own page stays findable when it has no current offer (it says so there).
            if (offers.length === 0 && market === 'general') return null;
            return (
              <section key={market} aria-labelledby={`offers-${market}`} className="space-y-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`offers-${market}`} className="text-2xl font-bold text-brand">
                    {t(`offers.markets.${market}`)}
                  </h2>
                  {market !== 'general' && (
                    <Link to={MARKET_PATHS[market]} className="text-brand underline underline-offset-4">
                      {t('offers.seeMarket', { market: t(`offers.markets.${market}`) })}
                    </Link>
                  )}
                </div>
                {offers.length ? (
                  <OfferList offers={offers} />
                ) : (
                  <p className="text-slate-700">{t('offers.empty')}</p>
                )}
              </section>
            );
          })}
      </div>
    </PageShell>
  );
}

function MarketOffersPage({ market }: { market: 'yemen' | 'egypt' | 'india' }) {
  const { t } = useTranslation('content');
  const { data, isPending, error } = useOffers(market);
  return (
    <PageShell title={t(`offers.markets.${market}`)} intro={t(`offers.intros.${market}`)} wide>
      <QueryState isPending={isPending} error={error} />
      {data &&
        (data.length ? (
          <OfferList offers={data} heading="h2" />
        ) : (
          <p className="text-slate-700">{t('offers.empty')}</p>
        ))}
      <p className="mt-8">
        <Link to="/offers" className="text-brand underline underline-offset-4">
          {t('offers.allOffers')}
        </Link>
      </p>
    </PageShell>
  );
}

export const YemenOffersPage = () => <MarketOffersPage market="yemen" />;
export const EgyptOffersPage = () => <MarketOffersPage market="egypt" />;
export const IndiaOffersPage = () => <MarketOffersPage market="india" />;
