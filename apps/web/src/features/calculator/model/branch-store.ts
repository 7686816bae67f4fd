import { PLACEHOLDER_BRANCH_ID } from '@waha/shared';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { CAPTCHA_CLEAR_DELAY_MS } from '../constants';
import { rememberBranch, rememberCheckBot, storedBranch, storedCheckBot } from './branch-storage';

/**
 * The chosen branch and the bot-check flag, shared by every rates view on a page (the calculator
 * and the rate board below it on the home page): one branch, one rates request, one captcha.
 * Backed by the spec's local storage keys, so a return visit starts where the last one ended.
 */
interface Snapshot {
  branch: number;
  checkBot: boolean;
}

const listeners = new Set<() => void>();
let snapshot: Snapshot | null = null;

/**
 * What the server renders with (it has no storage) and what a page hydrates with: no branch chosen,
 * no bot check. React then swaps in the stored choice right after hydration; a view mounted later
 * (a client-side navigation) reads the stored choice at once.
 */
const SERVER_SNAPSHOT: Snapshot = { branch: PLACEHOLDER_BRANCH_ID, checkBot: false };
const serverSnapshot = () => SERVER_SNAPSHOT;

function current(): Snapshot {
  if (!snapshot) {
    const stored = { branch: storedBranch(), checkBot: storedCheckBot() };
    // Nothing stored (a first visit): the very object the page hydrated with, so React sees no
    // change and re-renders nothing synchronously after hydration (Total Blocking Time, ADR 0905).
    const asServer = stored.branch === SERVER_SNAPSHOT.branch && stored.checkBot === SERVER_SNAPSHOT.checkBot;
    snapshot = asServer ? SERVER_SNAPSHOT : stored;
  }
  return snapshot;
}

function update(next: Partial<Snapshot>): void {
  snapshot = { ...current(), ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRatesSelection(): Snapshot {
  return useSyncExternalStore(subscribe, current, serverSnapshot);
}

export function chooseBranch(id: number, name: string): void {
  rememberBranch(id, { activeName: name, isOpen: false });
  update({ branch: id });
}

export function setCheckBot(value: boolean): void {
  rememberCheckBot(value);
  update({ checkBot: value });
}

/** What a solved captcha does: the rates are asked again after a short delay (SPEC.md section 7). */
export function useBotCheckSolved(): () => void {
  const clearTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(clearTimer.current), []);
  return useCallback(() => {
    clearTimer.current = window.setTimeout(() => setCheckBot(false), CAPTCHA_CLEAR_DELAY_MS);
  }, []);
}

/** For tests: forget the in-memory copy so the next read comes from storage again. */
export function resetRatesSelection(): void {
  snapshot = null;
}
