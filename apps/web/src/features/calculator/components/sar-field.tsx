import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyFlag } from './currency-flag';
import { Icon } from '../../../components/ui/icon';

/** The fixed riyal side of the exchange: its code and flag, not a choice. */
export function SarField({ label }: { label: string }) {
  const { t } = useTranslation('calculator');
  const id = useId();
  return (
    <div className="flex flex-col gap-1" role="group" aria-labelledby={id}>
      <span id={id} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="flex min-h-11 items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-900">
        <CurrencyFlag country="SA" />
        <span className="font-semibold">SAR</span>
        <span className="truncate text-slate-600">{t('currency.sar')}</span>
      </div>
    </div>
  );
}

export function SwapButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('calculator');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('swap')}
      title={t('swap')}
      className="mb-0.5 flex size-10 shrink-0 items-center justify-center self-center rounded-full border border-brand bg-white text-brand hover:bg-brand-light sm:self-end"
    >
      <Icon name="swap" className="size-5 rotate-90 sm:rotate-0" />
    </button>
  );
}
