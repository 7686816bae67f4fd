import { formatNumber, type SarQuote } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';

/**
 * A rate written the same way everywhere: "1 USD = 3.765 SAR" (riyals per unit of the currency,
 * the unit shown), whether the row's POPR multiplies or divides. Isolated left to right, so the
 * equation reads in order inside Arabic and Urdu sentences.
 */
export function RateQuote({ code, quote }: { code: string; quote: SarQuote | null }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  if (!quote) return <span>{t('board.notTraded')}</span>;
  return (
    <bdi dir="ltr" className="font-semibold sm:whitespace-nowrap tabular-nums">
      {t('rates.quote', {
        unit: formatNumber(quote.unit, language),
        code,
        sar: formatNumber(quote.sar, language),
      })}
    </bdi>
  );
}
