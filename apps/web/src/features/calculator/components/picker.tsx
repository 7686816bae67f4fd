import * as Popover from '@radix-ui/react-popover';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CurrencyFlag } from './currency-flag';
import { Icon } from '../../../components/ui/icon';

export interface PickerOption {
  value: string;
  label: string;
  /** Shown in bold before the label (a currency code). */
  code?: string;
  /** ISO 3166 country of a flag shown first. */
  flag?: string;
}

export interface PickerProps {
  label: string;
  options: PickerOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** Trigger text while nothing is chosen. */
  placeholder: string;
  disabled?: boolean;
  /** With a search box: its label and the filter it applies (the list shown for a term). */
  search?: { label: string; filter: (term: string) => PickerOption[]; empty: string };
  /** Tailwind max-height of the list (the spec fixes 220 px and 153 px). */
  listClassName?: string;
  /** Controlled opening, for callers that open the next picker themselves. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Shown beside the trigger (e.g. a spinner). */
  aside?: ReactNode;
  /** Radix's hook before focus returns to the trigger; preventDefault() keeps it where it goes next. */
  onCloseAutoFocus?: (event: Event) => void;
}

function OptionContent({ option }: { option: PickerOption }) {
  return (
    <>
      {option.flag !== undefined && <CurrencyFlag country={option.flag} />}
      {option.code && <span className="font-semibold">{option.code}</span>}
      <span className="truncate">{option.label}</span>
    </>
  );
}

/**
 * A dropdown built from a Radix Popover (non-modal: no injected styles, so the strict CSP holds)
 * and an ARIA listbox. Focus sits in the search box (role combobox) or on the listbox itself, the
 * active option is announced through aria-activedescendant; arrows, Home/End, PageUp/PageDown move,
 * Enter or Space picks, Escape closes and returns focus to the trigger.
 */
export function Picker(props: PickerProps) {
  const { label, options, value, onChange, placeholder, disabled, search, listClassName, aside } = props;
  const id = useId();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const visible = useMemo(() => (search ? search.filter(term) : options), [search, options, term]);
  const selected = options.find((option) => option.value === value);

  function setOpen(next: boolean) {
    setOwnOpen(next);
    props.onOpenChange?.(next);
    setTerm('');
    const list = search ? search.filter('') : options;
    setActive(
      Math.max(
        0,
        list.findIndex((option) => option.value === value),
      ),
    );
  }

  function pick(option: PickerOption) {
    onChange(option.value);
    setOpen(false);
  }

  function move(index: number) {
    const next = Math.min(Math.max(index, 0), visible.length - 1);
    setActive(next);
    listRef.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const choose = () => {
      const option = visible[active];
      if (option) pick(option);
    };
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(visible.length - 1),
      PageDown: () => move(active + 5),
      PageUp: () => move(active - 5),
      Enter: choose,
      ...(search ? {} : { ' ': choose }),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  }

  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = visible[active] ? optionId(active) : undefined;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <div className="flex flex-col gap-1">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {label}
        </span>
        <div className="flex items-center gap-2">
          <Popover.Trigger
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-value`}
            aria-haspopup="listbox"
            className="flex min-h-11 w-full min-w-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-start text-slate-900 shadow-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100"
          >
            <span id={`${id}-value`} className="flex min-w-0 flex-1 items-center gap-2">
              {selected ? (
                <OptionContent option={selected} />
              ) : (
                <span className="truncate text-slate-600">{placeholder}</span>
              )}
            </span>
            <Icon name="chevronDown" className="size-4 shrink-0 text-slate-500" />
          </Popover.Trigger>
          {aside}
        </div>
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          onCloseAutoFocus={props.onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            // Focus the search box or the listbox, not the first focusable thing Radix finds.
            event.preventDefault();
            const target = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              '[data-autofocus]',
            );
            target?.focus();
          }}
          className="z-40 w-[var(--radix-popover-trigger-width)] min-w-56 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
        >
          {search && (
            <input
              data-autofocus
              type="search"
              role="combobox"
              aria-label={search.label}
              aria-expanded="true"
              aria-controls={`${id}-list`}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              placeholder={search.label}
              value={term}
              onChange={(event) => {
                setTerm(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="mb-2 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
            />
          )}
          <ul
            ref={listRef}
            id={`${id}-list`}
            role="listbox"
            aria-labelledby={`${id}-label`}
            {...(search
              ? {}
              : { 'data-autofocus': true, tabIndex: 0, 'aria-activedescendant': activeId, onKeyDown })}
            className={`overflow-y-auto focus:outline-none ${listClassName ?? ''}`}
          >
            {visible.map((option, index) => (
              // Keyboard focus stays on the search box or the list (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.value}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={option.value === value}
                onMouseMove={() => setActive(index)}
                onClick={() => pick(option)}
                className={`flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm ${
                  index === active ? 'bg-brand-light text-brand-dark' : 'text-slate-800'
                }`}
              >
                <OptionContent option={option} />
              </li>
            ))}
          </ul>
          {search && visible.length === 0 && (
            <p role="status" className="px-2 py-1.5 text-sm text-slate-600">
              {search.empty}
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
