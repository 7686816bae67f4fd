import { describe, expect, it } from 'vitest';
import { boardBranchOf } from './rates.js';

describe('boardBranchOf (the /rates address, read alike by the server render and the page)', () => {
  it('reads a branch id, in ASCII, Arabic-Indic or Urdu digits', () => {
    expect(boardBranchOf(new URLSearchParams('branch=11'))).toBe(11);
    expect(boardBranchOf(new URLSearchParams('branch=١٣'))).toBe(13);
    expect(boardBranchOf(new URLSearchParams('branch=۱۹&lang=ur'))).toBe(19);
  });

  it('names no branch for a missing, malformed or unknown id (nor the placeholder)', () => {
    for (const query of ['', 'branch=', 'branch=abc', 'branch=99', 'branch=1', 'branch=11.5']) {
      expect(boardBranchOf(new URLSearchParams(query)), query).toBeNull();
    }
  });
});
