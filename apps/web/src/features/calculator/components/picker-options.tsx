import { Fragment, type KeyboardEvent, type RefObject } from 'react';
import { OptionContent, type PickerOption } from './option-content';

/**
 * The popup's ARIA listbox: the options in one flat order for the arrow keys, those of a group (a
 * city) under its heading. Without a search box the list itself holds focus and takes the keys.
 */
export function OptionList({
  id,
  visible,
  value,
  active,
  listRef,
  listClassName,
  keys,
  onHover,
  onPick,
}: {
  id: string;
  visible: PickerOption[];
  value: string | null;
  active: number;
  listRef: RefObject<HTMLDivElement | null>;
  listClassName: string | undefined;
  /** The list's own focus and keys, when there is no search box to hold them. */
  keys: { onKeyDown: (event: KeyboardEvent<HTMLElement>) => void; activeId: string | undefined } | null;
  onHover: (index: number) => void;
  onPick: (option: PickerOption) => void;
}) {
  const option = (item: PickerOption, index: number) => (
    // Keyboard focus stays on the search box or the list (aria-activedescendant): the options are
    // picked by pointer here, by keys there.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      key={item.value}
      id={optionId(id, index)}
      data-index={index}
      role="option"
      aria-selected={item.value === value}
      onMouseMove={() => onHover(index)}
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
    // Divs, not a list: an ARIA group of options may not sit on an <li>.
    <div
      ref={listRef}
      id={`${id}-list`}
      role="listbox"
      aria-labelledby={`${id}-label`}
      {...(keys
        ? {
            'data-autofocus': true,
            tabIndex: 0,
            'aria-activedescendant': keys.activeId,
            onKeyDown: keys.onKeyDown,
          }
        : {})}
      className={`overflow-y-auto focus:outline-none ${listClassName ?? ''}`}
    >
      {runsOf(visible).map((run) =>
        run.group === undefined ? (
          <Fragment key={`run-${run.start}`}>
            {run.items.map(({ item, index }) => option(item, index))}
          </Fragment>
        ) : (
          <div key={`group-${run.start}`} role="group" aria-labelledby={`${id}-group-${run.start}`}>
            <div id={`${id}-group-${run.start}`} className="px-2 pt-2 pb-1 text-xs font-bold text-slate-600">
              {run.group}
            </div>
            {run.items.map(({ item, index }) => option(item, index))}
          </div>
        ),
      )}
    </div>
  );
}

/** The search box above a long list: it holds focus, and the active option is announced from it. */
export function SearchBox({
  id,
  label,
  term,
  activeId,
  onTerm,
  onKeyDown,
}: {
  id: string;
  label: string;
  term: string;
  activeId: string | undefined;
  onTerm: (term: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  return (
    <input
      data-autofocus
      type="search"
      role="combobox"
      aria-label={label}
      aria-expanded="true"
      aria-controls={`${id}-list`}
      aria-autocomplete="list"
      aria-activedescendant={activeId}
      placeholder={label}
      value={term}
      onChange={(event) => onTerm(event.target.value)}
      onKeyDown={onKeyDown}
      className="mb-2 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
    />
  );
}

export const optionId = (id: string, index: number) => `${id}-option-${index}`;

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
