import { dirOf } from '@waha/shared';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLanguage } from '../../../lib/use-language';

const TAB_CLASS =
  'flex-1 rounded-t-md px-4 py-2.5 text-sm font-semibold text-slate-600 hover:text-brand data-[state=active]:bg-white data-[state=active]:text-brand';

export interface CalculatorTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/**
 * The calculator's two tabs, following the WAI-ARIA tabs pattern (automatic activation: arrows,
 * Home and End move and select; in right-to-left pages the left arrow goes forward). Written here
 * rather than with Radix Tabs so the calculator, which loads with the home page, does not bring
 * Radix's collection and roving-focus code into the page's first load (ADR 0903). Only the active
 * panel is mounted, as with Radix.
 */
export function CalculatorTabs({ label, tabs }: { label: string; tabs: CalculatorTab[] }) {
  const id = useId();
  const rtl = dirOf(useLanguage()) === 'rtl';
  const [active, setActive] = useState(tabs[0]!.value);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((tab) => tab.value === active) ?? tabs[0]!;

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setActive(tabs[next]!.value);
    buttons.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const keys: Record<string, number> = {
      [forward]: index + 1,
      [back]: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className="overflow-hidden rounded-xl bg-brand-light shadow-md">
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="flex gap-1 px-2 pt-2">
        {tabs.map((tab, index) => {
          const selected = tab.value === current.value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              onClick={() => setActive(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={TAB_CLASS}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${current.value}`}
        aria-labelledby={`${id}-tab-${current.value}`}
        // The panel holds fields of its own, but it is a stop too, as the pattern asks.
        tabIndex={0}
        className="bg-white p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/30 sm:p-6"
      >
        {current.panel}
      </div>
    </div>
  );
}
