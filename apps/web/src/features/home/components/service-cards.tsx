import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoonDialog } from '../../../components/ui/coming-soon-dialog';
import { TypingHeading } from './typing-heading';

const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    className="size-10"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.6}
  >
    {path}
  </svg>
);

const CARDS = [
  {
    key: 'customer',
    to: '/support',
    icon: icon(
      <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2Zm16 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2Zm-3 2v1a3 3 0 0 1-3 3h-2" />,
    ),
  },
  {
    key: 'external',
    to: null,
    icon: icon(
      <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.5 3.8 5.5 3.8 9S14.5 18.5 12 21c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z" />,
    ),
  },
  {
    key: 'remittances',
    to: '/services',
    icon: icon(<path d="M4 8h13l-3-3M20 16H7l3 3" strokeLinecap="round" strokeLinejoin="round" />),
  },
  {
    key: 'exchange',
    to: '/#calculator-title',
    icon: icon(<path d="M12 3v18M16 7H10a3 3 0 0 0 0 6h4a3 3 0 0 1 0 6H7" strokeLinecap="round" />),
  },
] as const;

const CARD =
  'flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-start shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none';

/** The four service cards; external services are not offered yet and open the "coming soon" notice. */
export function ServiceCards() {
  const { t } = useTranslation('home');
  const [soonOpen, setSoonOpen] = useState(false);
  return (
    <section
      id="services"
      aria-labelledby="services-heading"
      className="mx-auto max-w-7xl scroll-mt-4 px-4 py-12"
    >
      <TypingHeading
        id="services-heading"
        text={t('services.heading')}
        className="mb-8 text-2xl font-bold text-brand md:text-3xl"
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map((card) => {
          const body = (
            <>
              <span className="text-brand">{card.icon}</span>
              <span className="text-lg font-bold text-slate-900">{t(`services.${card.key}.title`)}</span>
              <span className="text-slate-700">{t(`services.${card.key}.text`)}</span>
            </>
          );
          return (
            <li key={card.key}>
              {card.to ? (
                <Link to={card.to} className={CARD}>
                  {body}
                </Link>
              ) : (
                <button type="button" className={`${CARD} w-full`} onClick={() => setSoonOpen(true)}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ComingSoonDialog open={soonOpen} onOpenChange={setSoonOpen} />
    </section>
  );
}
