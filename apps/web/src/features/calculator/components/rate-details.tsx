import type { ExchangeSide } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import type { CurrencyItem } from '../model/currency-items';

export interface RateDetailsProps {
  item: CurrencyItem | undefined;
  side: ExchangeSide;
  updatedAt: string | null;
}

/** The sell/buy line, the branch's two rates, their update time and the indicative-rate note. */
export function RateDetails({ item, side, updatedAt }: RateDetailsProps) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const time = updatedAt
    ? new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        numberingSystem: 'latn',
      }).format(new Date(updatedAt))
    : null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      {item && (
        <>
          <p className="text-base font-semibold text-brand">{t(`side.${side}`, { currency: item.name })}</p>
          <p className="flex flex-wrap gap-x-4 text-slate-700">
            <span>
              {t('rates.sale')}: <bdi className="font-semibold">{item.rateSale}</bdi>
            </span>
            <span>
              {t('rates.purchase')}: <bdi className="font-semibold">{item.ratePurchases}</bdi>
            </span>
          </p>
        </>
      )}
      {item && time && <p className="text-slate-600">{t('rates.updatedAt', { time })}</p>}
      <p className="text-slate-600">{t('rates.indicative')}</p>
    </div>
  );
}
