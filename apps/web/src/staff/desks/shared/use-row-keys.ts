import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

const NEXT = new Set(['ArrowDown', 'j']);
const PREVIOUS = new Set(['ArrowUp', 'k']);

/**
 * Keyboard movement through a table's rows (a roving tabindex): one row is in the tab order,
 * Up/Down (and `j`/`k`) move focus between rows, Home/End to the first and last, Enter opens the
 * row. Keys typed inside a row's controls (a checkbox, a button) are theirs, not the table's.
 */
export function useRowKeys(count: number, onOpen?: (index: number) => void) {
  const [active, setActive] = useState(0);
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const current = Math.min(active, Math.max(0, count - 1));
  const focus = useCallback((index: number) => {
    rows.current[index]?.focus();
    setActive(index);
  }, []);
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    let next: number | null = null;
    if (NEXT.has(event.key)) next = Math.min(index + 1, count - 1);
    else if (PREVIOUS.has(event.key)) next = Math.max(index - 1, 0);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen(index);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    focus(next);
  };
  return {
    rowProps: (index: number) => ({
      ref: (el: HTMLTableRowElement | null) => {
        rows.current[index] = el;
      },
      tabIndex: index === current ? 0 : -1,
      onKeyDown: onKeyDown(index),
      // A click or a tab into the row's controls makes it the row the keys move from.
      onFocus: () => setActive(index),
    }),
  };
}
