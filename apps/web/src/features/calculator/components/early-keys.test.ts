import { describe, expect, it } from 'vitest';
import { isListKey, replayEarlyKeys } from './early-keys';

const options = ['a', 'b', 'c', 'd'].map((value) => ({ value, label: value.toUpperCase() }));
const filter = (term: string) => options.filter((option) => option.label.includes(term.toUpperCase()));

describe('keys pressed while a picker list loads', () => {
  it('moves and picks as the list would have', () => {
    expect(replayEarlyKeys(['ArrowDown', 'ArrowDown', 'Enter'], { active: 0, options })).toEqual({
      term: '',
      active: 2,
      picked: options[2],
    });
    expect(replayEarlyKeys(['End', 'ArrowDown', 'PageUp'], { active: 1, options }).active).toBe(0);
    expect(replayEarlyKeys(['ArrowUp'], { active: 0, options })).toEqual({
      term: '',
      active: 0,
      picked: null,
    });
  });

  it('types into the search box of a searchable list', () => {
    const result = replayEarlyKeys(['c', 'Enter'], { active: 3, options, filter });
    expect(result).toEqual({ term: 'c', active: 0, picked: options[2] });
    // A space is part of the search, not a pick, when there is a search box.
    expect(replayEarlyKeys([' '], { active: 0, options, filter }).picked).toBeNull();
  });

  it('keeps only list keys', () => {
    expect(isListKey('Enter', false)).toBe(true);
    expect(isListKey('x', false)).toBe(false);
    expect(isListKey('x', true)).toBe(true);
    expect(isListKey('Tab', true)).toBe(false);
    expect(isListKey('Escape', true)).toBe(false);
  });
});
