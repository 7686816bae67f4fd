import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The code the customer received by SMS, read from the development outbox (test mode only). */
export async function lastCode(page: Page, subject: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      // The outbox answers this machine only, and no request a proxy forwarded: read it straight
      // from here, not with the page's headers (a spec with a client of its own, ownClient, sends
      // X-Forwarded-For with each).
      const outbox = new URL(`/api/dev/outbox?subject=${encodeURIComponent(subject)}`, page.url());
      const res = await fetch(outbox);
      const messages = (await res.json()) as { code: string }[];
      code = messages[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** ISO dates (yyyy-mm-dd) relative to today, for date inputs. */
export const isoDaysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
