import { createContext, useContext } from 'react';

/**
 * What a page says about itself for <head> (title, description). On the server the render writes
 * into a collector so the first HTML already carries them; in the browser there is no collector and
 * useDocumentTitle sets document.title after each navigation.
 */
export interface HeadCollector {
  title?: string;
  description?: string;
}

export const HeadContext = createContext<HeadCollector | null>(null);

export function useHeadCollector(): HeadCollector | null {
  return useContext(HeadContext);
}
