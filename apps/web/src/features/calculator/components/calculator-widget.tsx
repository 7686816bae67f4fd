import { useTranslation } from 'react-i18next';
import { CalculatorTabs } from './calculator-tabs';
import { ExchangeTab } from './exchange-tab';
import { TransferTab } from './transfer-tab';

export interface CalculatorWidgetProps {
  /** Called before every rates request (the spec's request counter). */
  onRatesRequest?: () => void;
}

/** The home page's exchange calculator: exchange tab (default) and money-transfer tab. */
export function CalculatorWidget({ onRatesRequest }: CalculatorWidgetProps) {
  const { t } = useTranslation('calculator');
  return (
    <section aria-labelledby="calculator-title" className="mx-auto w-full max-w-3xl px-4 py-8">
      <h2 id="calculator-title" className="mb-3 text-2xl font-bold text-brand">
        {t('title')}
      </h2>
      <CalculatorTabs
        label={t('tabs.label')}
        tabs={[
          {
            value: 'exchange',
            label: t('tabs.exchange'),
            panel: <ExchangeTab onRatesRequest={onRatesRequest} />,
          },
          { value: 'transfer', label: t('tabs.transfer'), panel: <TransferTab /> },
        ]}
      />
    </section>
  );
}
