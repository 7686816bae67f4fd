import { formatNumber, MAX_EXCHANGE_AMOUNT, PLACEHOLDER_BRANCH_ID } from '@waha/shared';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { pushDataLayer } from '../../../lib/analytics';
import { useLanguage } from '../../../lib/use-language';
import { useExchangeRates, type BranchRates } from '../api/get-exchange-rates';
import { DEFAULT_CURRENCY } from '../constants';
import { rememberDropdownOpen } from '../model/branch-storage';
import {
  chooseBranch as storeBranch,
  setCheckBot,
  useBotCheckSolved,
  useRatesSelection,
} from '../model/branch-store';
import { toCurrencyItems, type CurrencyItem } from '../model/currency-items';
import { useRequestCounter } from '../model/request-counter';
import {
  exchangeReducer,
  INITIAL_EXCHANGE,
  rateOf,
  shownAmount,
  sideOf,
  type AmountField,
  type ExchangeAction,
  type ExchangeState,
} from '../model/exchange-state';
import { AmountInput } from './amount-input';
import { BranchSelect } from './branch-select';
import { CurrencyPicker } from './currency-picker';
import { RateDetails } from './rate-details';
import { SarField, SwapButton } from './sar-field';

// The captcha is rarely needed: its code loads only when it is shown.
const BotCheck = lazy(() => import('./bot-check'));

export function ExchangeTab({ onRatesRequest }: { onRatesRequest?: () => void }) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const { branch, checkBot } = useRatesSelection();
  const [state, dispatch] = useReducer(exchangeReducer, INITIAL_EXCHANGE);
  const branchId = branch === PLACEHOLDER_BRANCH_ID ? null : branch;
  const onRateLimited = useCallback(() => setCheckBot(true), []);
  // The spec's request counter and 1000 ms timer: a burst of branch changes waits a moment on the
  // client before the server's limit (429, captcha) would be reached.
  const counter = useRequestCounter(onRatesRequest);
  const rates = useExchangeRates(branchId, !checkBot && !counter.waiting, onRateLimited, counter.onRequest);

  const items = useMemo(
    () =>
      rates.data && branchId ? toCurrencyItems(rates.data.rows, language, t('currency.placeholder')) : [],
    [rates.data, branchId, language, t],
  );
  const selected = items.find((item) => item.currency === state.currency);
  useDefaultCurrency(rates.data, dispatch);
  const onSolved = useBotCheckSolved();
  useResetOnBranchChange(branch, dispatch);

  function chooseCurrency(currency: string | null) {
    dispatch({ type: 'select', currency });
    if (currency) pushDataLayer({ event: 'currencySelected', currency });
  }

  // With a branch chosen, an empty list means its rates are loading or failed (a failure other
  // than 429 is only logged, SPEC.md section 7): the trigger then says nothing rather than asking
  // for the branch the visitor has just chosen.
  const combobox = (label: string) => (
    <CurrencyPicker
      label={label}
      items={items}
      value={state.currency}
      onChange={chooseCurrency}
      emptyPlaceholder={branchId === null ? undefined : ''}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      {checkBot ? (
        <Suspense fallback={<p className="text-sm text-slate-600">{t('branch.loading')}</p>}>
          <BotCheck onSolved={onSolved} />
        </Suspense>
      ) : (
        <BranchSelect
          value={branch}
          onChange={storeBranch}
          onOpenChange={(open) =>
            rememberDropdownOpen(open, t(`branch.names.${branch}`, t('branch.placeholder')))
          }
          loading={rates.isFetching}
        />
      )}
      <div className="flex flex-col gap-2 sm:grid sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-end">
        {state.sarFirst ? <SarField label={t('currency.from')} /> : combobox(t('currency.from'))}
        <SwapButton onClick={() => dispatch({ type: 'swap' })} />
        {state.sarFirst ? combobox(t('currency.to')) : <SarField label={t('currency.to')} />}
      </div>
      <AmountInputs state={state} selected={selected} dispatch={dispatch} />
      {counter.waiting && branchId !== null && !rates.data && (
        <p role="status" className="text-sm text-slate-700">
          {t('branch.wait')}
        </p>
      )}
      {state.overMax && (
        <p role="status" className="text-sm font-semibold text-amber-800">
          {t('amount.tooLarge', { max: formatNumber(MAX_EXCHANGE_AMOUNT, language) })}
        </p>
      )}
      <RateDetails
        item={selected}
        side={sideOf(state)}
        updatedAt={rates.data?.updatedAt ?? null}
        branchId={branchId}
      />
    </div>
  );
}

/** The amount typed on either side, converted into the other at the selected currency's rate. */
function AmountInputs({
  state,
  selected,
  dispatch,
}: {
  state: ExchangeState;
  selected: CurrencyItem | undefined;
  dispatch: Dispatch<ExchangeAction>;
}) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const rate = rateOf(selected);
  const sar = { code: 'SAR', flag: 'SA' };
  const foreign = { code: selected?.currency ?? '', flag: selected?.flag ?? '' };
  const sides: { field: AmountField; label: string; code: string; flag: string }[] = [
    { field: 'firstInput', label: t('amount.from'), ...(state.sarFirst ? sar : foreign) },
    { field: 'secondInput', label: t('amount.to'), ...(state.sarFirst ? foreign : sar) },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {sides.map(({ field, label, code, flag }) => (
        <AmountInput
          key={field}
          label={label}
          value={shownAmount(state, field, language)}
          currency={code}
          flag={flag}
          disabled={!rate}
          onChange={(raw) => dispatch({ type: 'edit', field, raw, rate })}
          onBlur={() => dispatch({ type: 'blur', field, rate })}
        />
      ))}
    </div>
  );
}

/** Selects the default currency (or the first) whenever a branch's rates arrive. */
function useDefaultCurrency(data: BranchRates | undefined, dispatch: Dispatch<ExchangeAction>) {
  useEffect(() => {
    if (!data) return;
    const codes = data.rows.map((row) => row.CURRENCY);
    dispatch({
      type: 'select',
      currency: codes.includes(DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : (codes[0] ?? null),
    });
  }, [data, dispatch]);
}

/** The branch may also change from the rate board on the same page: amounts reset either way. */
function useResetOnBranchChange(branch: number, dispatch: Dispatch<ExchangeAction>) {
  const shownBranch = useRef(branch);
  useEffect(() => {
    if (shownBranch.current === branch) return;
    shownBranch.current = branch;
    dispatch({ type: 'reset' });
    if (branch === PLACEHOLDER_BRANCH_ID) dispatch({ type: 'select', currency: null });
  }, [branch, dispatch]);
}
