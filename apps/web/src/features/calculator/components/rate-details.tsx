import { formatDateTime, sarQuote, type ExchangeSide } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import type { CurrencyItem } from '../model/currency-items';
import { RateQuote } from './rate-quote';

export interface RateDetailsProps {
  item: CurrencyItem | undefined;
  side: ExchangeSide;
  updatedAt: string | null;
  /** The calculator's branch: the rates line links to its history of the chosen currency. */
  branchId?: number | null;
}

/**
 * The sell/buy line, the branch's two rates (each as riyals per unit, like the rate board, whichever
 * way the row's POPR runs), their update time and the indicative-rate note.
 */
export function RateDetails({ item, side, updatedAt, branchId = null }: RateDetailsProps) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const time = updatedAt ? formatDateTime(updatedAt, language) : null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      {item && (
        <>
          <p className="text-base font-semibold text-brand">{t(`side.${side}`, { currency: item.name })}</p>
          <p className="flex flex-wrap gap-x-4 text-slate-700">
            <span>
              {t('rates.sale')}: <RateQuote code={item.currency} quote={sarQuote(item.rateSale, item.POPR)} />
            </span>
            <span>
              {t('rates.purchase')}:{' '}
              <RateQuote code={item.currency} quote={sarQuote(item.ratePurchases, item.POPR)} />
            </span>
            {branchId !== null && (
              <Link className="text-brand underline" to={historyHref(branchId, item.currency)}>
                {t('rates.history', { currency: item.currency })}
              </Link>
            )}
          </p>
        </>
      )}
      {item && time && <p className="text-slate-600">{t('rates.updatedAt', { time })}</p>}
      <p className="text-slate-600">{t('rates.indicative')}</p>
    </div>
  );
}

/** The public history page of a branch's currency (a plain address: nothing personal in it). */
export const historyHref = (branchId: number, currency: string) =>
  `/rates/history?branch=${branchId}&currency=${encodeURIComponent(currency)}`;
