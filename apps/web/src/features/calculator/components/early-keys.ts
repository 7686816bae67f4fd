import type { PickerOption } from './option-content';

/** Keys that move the active option, and by how much (null: to an end). */
const MOVES: Record<string, (active: number, last: number) => number> = {
  ArrowDown: (active) => active + 1,
  ArrowUp: (active) => active - 1,
  Home: () => 0,
  End: (_active, last) => last,
  PageDown: (active) => active + 5,
  PageUp: (active) => active - 5,
};

/** Whether the picker's trigger keeps a key for the list that is still loading. */
export function isListKey(key: string, withSearch: boolean): boolean {
  return key in MOVES || key === 'Enter' || key === ' ' || (withSearch && key.length === 1);
}

export interface EarlyKeysResult {
  term: string;
  active: number;
  /** The option Enter (or Space, without a search box) chose, if one was pressed. */
  picked: PickerOption | null;
}

/**
 * Replays the keys pressed between opening a picker and its list arriving (the list's code loads
 * on first use): the visitor's arrows, typed search and Enter count as if the list had been there.
 */
export function replayEarlyKeys(
  keys: readonly string[],
  start: { active: number; options: PickerOption[]; filter?: (term: string) => PickerOption[] },
): EarlyKeysResult {
  let term = '';
  let active = start.active;
  let visible = start.options;
  for (const key of keys) {
    const move = MOVES[key];
    if (move)
      active = Math.min(Math.max(move(active, visible.length - 1), 0), Math.max(visible.length - 1, 0));
    else if (key === 'Enter' || (key === ' ' && !start.filter))
      return { term, active, picked: visible[active] ?? null };
    else if (start.filter) {
      term += key;
      visible = start.filter(term);
      active = 0;
    }
  }
  return { term, active, picked: null };
}
