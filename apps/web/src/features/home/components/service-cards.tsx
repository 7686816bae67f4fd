import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoonDialog } from '../../../components/ui/coming-soon-dialog';
import { Icon, type IconName } from '../../../components/ui/icon';
import { TypingHeading } from './typing-heading';

const CARDS = [
  {
    key: 'customer',
    to: '/support',
    icon: 'headset',
  },
  {
    key: 'external',
    to: null,
    icon: 'globe',
  },
  {
    key: 'remittances',
    to: '/services',
    icon: 'swap',
  },
  {
    key: 'exchange',
    to: '/#calculator-title',
    icon: 'money',
  },
] as const satisfies readonly { key: string; to: string | null; icon: IconName }[];

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
      className="render-when-near mx-auto max-w-7xl scroll-mt-4 px-4 py-12 [--near-height:58rem]"
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
              <span className="text-brand">
                <Icon name={card.icon} className="size-10" />
              </span>
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
