import { FLAG_CODES } from 'virtual:flag-codes';

// Self-hosted flag images (country-flag-icons, MIT), copied to /flags/ by the build
// (build/flag-files.ts) and fetched from the site itself only when a currency of that country is
// shown. Emoji flags are not used: Windows and many Linux desktops render them as two bare letters.
export function CurrencyFlag({ country, className }: { country: string; className?: string }) {
  const size = `inline-block h-4 w-6 shrink-0 rounded-sm ${className ?? ''}`;
  // Decorative: the currency's code and name are always written beside it.
  if (!FLAG_CODES.has(country)) return <span aria-hidden="true" className={`${size} bg-slate-200`} />;
  return (
    <img src={`/flags/${country}.svg`} alt="" className={`${size} object-cover ring-1 ring-slate-200`} />
  );
}
