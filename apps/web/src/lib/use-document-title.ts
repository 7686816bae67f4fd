import { brand } from '@waha/shared';
import { useEffect } from 'react';
import { useHeadCollector } from './head';
import { useLanguage } from './use-language';

/**
 * Sets the tab title as "<page> | <company>" in the current language. During the server render it
 * also tells the head collector (title and, when the page has one, its description).
 */
export function useDocumentTitle(pageTitle?: string, description?: string): void {
  const language = useLanguage();
  const collector = useHeadCollector();
  const company = brand.companyName[language];
  const title = pageTitle ? `${pageTitle} | ${company}` : company;
  collector?.report(title, description);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
