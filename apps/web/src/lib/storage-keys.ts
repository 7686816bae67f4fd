/** localStorage keys named by SPEC.md section 3; kept in one place so nothing drifts. */
export const STORAGE_KEYS = {
  language: 'lastSelectedLanguage',
  checkBot: 'checkBot',
  lastSelectedBranch: 'lastSelectedBranch',
  lastSelectedBranchDropdown: 'lastSelectedBranchDropdown',
} as const;

/** Storage can be unavailable (private mode, disabled cookies): never let that break a page. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisting a preference is acceptable; failing the page is not.
  }
}
