// Self-hosted flag images (country-flag-icons, MIT): each SVG becomes a file of the build, fetched
// from the site itself only when a currency of that country is shown. Emoji flags are not used:
// Windows and many Linux desktops render them as two bare letters. `@country-flags` is the
// package's 3x2 folder, resolved in vite.config.ts (the package exports no path to its SVGs).
const FLAG_URLS = import.meta.glob<string>('@country-flags/*.svg', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});

const BY_COUNTRY = new Map(
  Object.entries(FLAG_URLS).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -4), url]),
);

export function CurrencyFlag({ country, className }: { country: string; className?: string }) {
  const url = BY_COUNTRY.get(country);
  const size = `inline-block h-4 w-6 shrink-0 rounded-sm ${className ?? ''}`;
  // Decorative: the currency's code and name are always written beside it.
  if (!url) return <span aria-hidden="true" className={`${size} bg-slate-200`} />;
  return <img src={url} alt="" className={`${size} object-cover ring-1 ring-slate-200`} />;
}
