import { useLanguage } from '../lib/use-language';

/** Staff see times in Riyadh time, in the app's language, with Latin digits for easy comparison. */
export function useFormatDateTime(): (iso: string) => string {
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(`${language}-u-nu-latn`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  });
  return (iso) => format.format(new Date(iso));
}

/** "a, b and c" in the app's language (Arabic uses its own comma and "و"). */
export function useFormatList(): (items: string[]) => string {
  const language = useLanguage();
  const format = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  return (items) => format.format(items);
}
