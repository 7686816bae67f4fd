import { createContext, useContext } from 'react';

/**
 * What a page says about itself for <head> (title, description). On the server the render writes
 * into a collector so the first HTML already carries them; in the browser there is no collector and
 * useDocumentTitle sets document.title after each navigation.
 */
export class HeadCollector {
  title?: string;
  description?: string;

  /** The last page to report wins (the layout renders before the page). */
  report(title: string, description?: string): void {
    this.title = title;
    if (description) this.description = description;
  }
}

export const HeadContext = createContext<HeadCollector | null>(null);

export function useHeadCollector(): HeadCollector | null {
  return useContext(HeadContext);
}
