import * as Popover from '@radix-ui/react-popover';
import { Fragment, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { replayEarlyKeys } from './early-keys';
import { OptionContent, type PickerOption } from './option-content';
import type { PickerProps } from './picker';

export interface PickerPopupProps extends Pick<
  PickerProps,
  'options' | 'value' | 'search' | 'listClassName' | 'onCloseAutoFocus'
> {
  /** The picker's ids: `${id}-label` names the list, `${id}-list` is the list's own. */
  id: string;
  /** Hands over the keys pressed on the trigger while this list was loading (early-keys.ts). */
  takeEarlyKeys: () => string[];
  trigger: RefObject<HTMLButtonElement | null>;
  onPick: (option: PickerOption) => void;
  onClose: () => void;
}

/**
 * The open list of a Picker: a Radix Popover (non-modal: no injected styles, so the strict CSP
 * holds) anchored to the picker's trigger, with an ARIA listbox. Loaded on first use, so Radix
 * Popover and floating-ui are not part of the page's first load (ADR 0903). Focus sits in the search
 * box (role combobox) or on the listbox, the active option is announced through
 * aria-activedescendant; arrows, Home/End, PageUp/PageDown move, Enter or Space picks, Escape
 * closes and returns focus to the trigger.
 */
export default function PickerPopup(props: PickerPopupProps) {
  const { id, options, value, search, listClassName, trigger, onPick, onClose } = props;
  const [term, setTerm] = useState('');
  const visible = useMemo(() => (search ? search.filter(term) : options), [search, options, term]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      visible.findIndex((option) => option.value === value),
    ),
  );

  /** Once focus is in the list: the keys pressed on the trigger until now count as if here. */
  function takeEarlyKeys() {
    const keys = props.takeEarlyKeys();
    if (keys.length === 0) return;
    const early = replayEarlyKeys(keys, { active, options: visible, filter: search?.filter });
    setTerm(early.term);
    setActive(early.active);
    if (early.picked) onPick(early.picked);
  }
  const listRef = useRef<HTMLDivElement>(null);
  const interactedOutside = useRef(false);

  function move(index: number) {
    const next = Math.min(Math.max(index, 0), visible.length - 1);
    setActive(next);
    listRef.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const choose = () => {
      const option = visible[active];
      if (option) onPick(option);
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
  const option = (item: PickerOption, index: number) => (
    // Keyboard focus stays on the search box or the list (aria-activedescendant): the options are
    // picked by pointer here, by keys there.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      key={item.value}
      id={optionId(index)}
      data-index={index}
      role="option"
      aria-selected={item.value === value}
      onMouseMove={() => setActive(index)}
      onClick={() => onPick(item)}
      // Under a group's heading an option is set in a step, so the heading reads as its parent.
      className={`flex cursor-pointer items-center gap-2 rounded py-1.5 pe-2 text-sm ${item.group === undefined ? 'ps-2' : 'ps-5'} ${
        index === active ? 'bg-brand-light text-brand-dark' : 'text-slate-800'
      }`}
    >
      <OptionContent option={item} />
    </div>
  );
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={trigger} />
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          aria-labelledby={`${id}-label`}
          onInteractOutside={(event) => {
            // A press on the trigger toggles the picker itself; anywhere else closes it and keeps
            // focus where the visitor put it.
            if (trigger.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            props.onCloseAutoFocus?.(event);
            if (!event.defaultPrevented && !interactedOutside.current) trigger.current?.focus();
            event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            // Focus the search box or the listbox, not the first focusable thing Radix finds.
            event.preventDefault();
            const target = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              '[data-autofocus]',
            );
            target?.focus();
            // The chosen option in view, even far down a list of 220 px (a branch in Taif).
            listRef.current
              ?.querySelector(`[data-index="${active}"]`)
              ?.scrollIntoView?.({ block: 'nearest' });
            takeEarlyKeys();
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
          {/* Divs, not a list: an ARIA group of options may not sit on an <li>. */}
          <div
            ref={listRef}
            id={`${id}-list`}
            role="listbox"
            aria-labelledby={`${id}-label`}
            {...(search
              ? {}
              : { 'data-autofocus': true, tabIndex: 0, 'aria-activedescendant': activeId, onKeyDown })}
            className={`overflow-y-auto focus:outline-none ${listClassName ?? ''}`}
          >
            {runsOf(visible).map((run) =>
              run.group === undefined ? (
                <Fragment key={`run-${run.start}`}>
                  {run.items.map(({ item, index }) => option(item, index))}
                </Fragment>
              ) : (
                // A group (a city) named by its heading; the options stay in one flat order for
                // the arrow keys.
                <div key={`group-${run.start}`} role="group" aria-labelledby={`${id}-group-${run.start}`}>
                  <div
                    id={`${id}-group-${run.start}`}
                    className="px-2 pt-2 pb-1 text-xs font-bold text-slate-600"
                  >
                    {run.group}
                  </div>
                  {run.items.map(({ item, index }) => option(item, index))}
                </div>
              ),
            )}
          </div>
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

interface Run {
  group: string | undefined;
  start: number;
  items: { item: PickerOption; index: number }[];
}

/** Consecutive options of one group (or of none) together, each keeping its place in the list. */
export function runsOf(options: PickerOption[]): Run[] {
  const runs: Run[] = [];
  options.forEach((item, index) => {
    const last = runs.at(-1);
    if (last && last.group === item.group) last.items.push({ item, index });
    else runs.push({ group: item.group, start: index, items: [{ item, index }] });
  });
  return runs;
}
