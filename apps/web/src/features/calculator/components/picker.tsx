import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isListKey } from './early-keys';
import { OptionContent, type PickerOption } from './option-content';
import { Icon } from '../../../components/ui/icon';

export type { PickerOption } from './option-content';

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

// The open list (Radix Popover, floating-ui) is code a visitor needs only once they reach for a
// picker: it loads on first hover, focus or press, not with the page (ADR 0903).
const loadPopup = () => import('./picker-popup');
const PickerPopup = lazy(loadPopup);

/**
 * A dropdown: a button showing the choice (always in the page) and, while open, a listbox in a
 * popover (picker-popup.tsx). The button says it opens a listbox and whether it is open.
 */
export function Picker(props: PickerProps) {
  const { label, options, value, onChange, placeholder, disabled, aside } = props;
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const selected = options.find((option) => option.value === value);
  // Keys pressed while the open list is still loading; null once it is there.
  const earlyKeys = useRef<string[] | null>([]);

  function setOpen(next: boolean) {
    earlyKeys.current = [];
    setOwnOpen(next);
    props.onOpenChange?.(next);
  }

  function onTriggerKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (!open || !earlyKeys.current || !isListKey(event.key, Boolean(props.search))) return;
    // The list is on its way: keep the key for it rather than let Enter close the picker.
    event.preventDefault();
    if (event.type === 'keydown') earlyKeys.current.push(event.key);
  }

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="flex items-center gap-2">
        <button
          ref={trigger}
          type="button"
          disabled={disabled}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? `${id}-list` : undefined}
          data-state={open ? 'open' : 'closed'}
          onPointerEnter={() => void loadPopup()}
          onFocus={() => void loadPopup()}
          onClick={() => setOpen(!open)}
          onKeyDown={onTriggerKey}
          onKeyUp={onTriggerKey}
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
        </button>
        {aside}
      </div>
      {open && (
        <Suspense fallback={null}>
          <PickerPopup
            id={id}
            trigger={trigger}
            takeEarlyKeys={() => {
              const keys = earlyKeys.current ?? [];
              earlyKeys.current = null;
              return keys;
            }}
            options={options}
            value={value}
            search={props.search}
            listClassName={props.listClassName}
            onCloseAutoFocus={props.onCloseAutoFocus}
            onPick={(option) => {
              onChange(option.value);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
