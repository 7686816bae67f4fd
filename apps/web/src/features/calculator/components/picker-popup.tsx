import * as Popover from '@radix-ui/react-popover';
import { useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { replayEarlyKeys } from './early-keys';
import type { PickerOption } from './option-content';
import { OptionList, optionId, SearchBox } from './picker-options';
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
  const listRef = useRef<HTMLDivElement>(null);
  const interactedOutside = useRef(false);
  const list = useActiveOption({ visible, value, search, listRef, onPick });
  const activeId = visible[list.active] ? optionId(id, list.active) : undefined;

  /** Once focus is in the list: the keys pressed on the trigger until now count as if here. */
  function takeEarlyKeys() {
    const keys = props.takeEarlyKeys();
    if (keys.length === 0) return;
    const early = replayEarlyKeys(keys, { active: list.active, options: visible, filter: search?.filter });
    setTerm(early.term);
    list.setActive(early.active);
    if (early.picked) onPick(early.picked);
  }

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
              ?.querySelector(`[data-index="${list.active}"]`)
              ?.scrollIntoView?.({ block: 'nearest' });
            takeEarlyKeys();
          }}
          className="z-40 w-[var(--radix-popover-trigger-width)] min-w-56 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
        >
          {search && (
            <SearchBox
              id={id}
              label={search.label}
              term={term}
              activeId={activeId}
              onTerm={(next) => {
                setTerm(next);
                list.setActive(0);
              }}
              onKeyDown={list.onKeyDown}
            />
          )}
          <OptionList
            id={id}
            visible={visible}
            value={value}
            active={list.active}
            listRef={listRef}
            listClassName={listClassName}
            keys={search ? null : { onKeyDown: list.onKeyDown, activeId }}
            onHover={list.setActive}
            onPick={onPick}
          />
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

/**
 * The active option (announced through aria-activedescendant), first the chosen one: arrows,
 * Home/End and PageUp/PageDown move it into view, Enter (and Space without a search box) picks it.
 */
function useActiveOption({
  visible,
  value,
  search,
  listRef,
  onPick,
}: Pick<PickerPopupProps, 'value' | 'search' | 'onPick'> & {
  visible: PickerOption[];
  listRef: RefObject<HTMLDivElement | null>;
}) {
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      visible.findIndex((option) => option.value === value),
    ),
  );

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
  return { active, setActive, onKeyDown };
}
