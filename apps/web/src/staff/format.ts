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
