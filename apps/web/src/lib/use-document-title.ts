import { brand } from '@waha/shared';
import { useEffect } from 'react';
import { useLanguage } from './use-language';

/** Sets the tab title as "<page> | <company>" in the current language. */
export function useDocumentTitle(pageTitle?: string): void {
  const language = useLanguage();
  useEffect(() => {
    const company = brand.companyName[language];
    document.title = pageTitle ? `${pageTitle} | ${company}` : company;
  }, [pageTitle, language]);
}
