import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from './language';

/** The attribute writes `<html>` receives while `change` runs. */
async function writesDuring(change: () => void): Promise<string[]> {
  const records: string[] = [];
  const observer = new MutationObserver((list) => {
    for (const record of list) records.push(record.attributeName ?? '');
  });
  observer.observe(document.documentElement, { attributes: true });
  change();
  // Mutation records are delivered in a microtask.
  await Promise.resolve();
  observer.disconnect();
  return records;
}

describe('applyDocumentLanguage', () => {
  afterEach(() => {
    document.documentElement.lang = '';
    document.documentElement.dir = '';
  });

  it('sets lang and dir for the language', () => {
    applyDocumentLanguage('ur');
    expect(document.documentElement.lang).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('leaves <html> untouched when the page is already in that language', async () => {
    // The server rendered `<html lang="ar" dir="rtl">`; starting the app must not write them
    // again: each write restyles the whole page (a long task on a phone, ADR 2606).
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    expect(await writesDuring(() => applyDocumentLanguage('ar'))).toEqual([]);
    expect(await writesDuring(() => applyDocumentLanguage('en'))).toEqual(['lang', 'dir']);
  });
});
