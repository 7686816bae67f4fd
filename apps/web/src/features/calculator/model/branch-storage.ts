import { BRANCH_IDS, PLACEHOLDER_BRANCH_ID } from '@waha/shared';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage-keys';

export const BRANCH_OPTIONS: number[] = [PLACEHOLDER_BRANCH_ID, ...BRANCH_IDS];

/** The branch chosen on an earlier visit, if it is still offered; else the placeholder. */
export function storedBranch(): number {
  const id = Number(readStorage(STORAGE_KEYS.lastSelectedBranch));
  return BRANCH_OPTIONS.includes(id) ? id : PLACEHOLDER_BRANCH_ID;
}

export interface BranchDropdownState {
  activeName: string;
  isOpen: boolean;
}

export function rememberBranch(id: number, dropdown: BranchDropdownState): void {
  writeStorage(STORAGE_KEYS.lastSelectedBranch, String(id));
  writeStorage(STORAGE_KEYS.lastSelectedBranchDropdown, JSON.stringify(dropdown));
}

/** Records whether the dropdown is open, keeping the active name a selection stored. */
export function rememberDropdownOpen(isOpen: boolean, fallbackName: string): void {
  let activeName = fallbackName;
  try {
    const stored = JSON.parse(readStorage(STORAGE_KEYS.lastSelectedBranchDropdown) ?? 'null') as unknown;
    if (
      stored &&
      typeof stored === 'object' &&
      'activeName' in stored &&
      typeof stored.activeName === 'string'
    ) {
      activeName = stored.activeName;
    }
  } catch {
    // An unreadable entry is simply replaced.
  }
  writeStorage(STORAGE_KEYS.lastSelectedBranchDropdown, JSON.stringify({ activeName, isOpen }));
}

export function storedCheckBot(): boolean {
  return readStorage(STORAGE_KEYS.checkBot) === 'true';
}

export function rememberCheckBot(value: boolean): void {
  writeStorage(STORAGE_KEYS.checkBot, String(value));
}
