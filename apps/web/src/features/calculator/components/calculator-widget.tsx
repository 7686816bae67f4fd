import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { ExchangeTab } from './exchange-tab';
import { TransferTab } from './transfer-tab';

const TAB_CLASS =
  'flex-1 rounded-t-md px-4 py-2.5 text-sm font-semibold text-slate-600 hover:text-brand data-[state=active]:bg-white data-[state=active]:text-brand';

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
      <Tabs.Root defaultValue="exchange" className="overflow-hidden rounded-xl bg-brand-light shadow-md">
        <Tabs.List aria-label={t('tabs.label')} className="flex gap-1 px-2 pt-2">
          <Tabs.Trigger value="exchange" className={TAB_CLASS}>
            {t('tabs.exchange')}
          </Tabs.Trigger>
          <Tabs.Trigger value="transfer" className={TAB_CLASS}>
            {t('tabs.transfer')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="exchange" className="bg-white p-4 sm:p-6">
          <ExchangeTab onRatesRequest={onRatesRequest} />
        </Tabs.Content>
        <Tabs.Content value="transfer" className="bg-white p-4 sm:p-6">
          <TransferTab />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
