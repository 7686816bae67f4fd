import { useContext, useMemo, type ReactNode } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';

/**
 * Content for visitors without scripts (a part the others load when near, ADR 2104). A browser
 * running scripts keeps <noscript> as text and React never renders its children, so they load no
 * code. On the server they render under a copy of the request's i18next that reports nothing: the
 * namespaces used only here stay out of the hydration payload, which the page never needs them for.
 */
export function NoScript({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <Unreported>{children}</Unreported>
    </noscript>
  );
}

function Unreported({ children }: { children: ReactNode }) {
  const i18n = useContext(I18nContext)?.i18n;
  // A clone shares the catalogs and the language but not the list of used namespaces: its
  // `reportNamespaces` is its own (react-i18next adds one to an instance that has none).
  const unreported = useMemo(() => i18n?.cloneInstance(), [i18n]);
  return unreported ? <I18nextProvider i18n={unreported}>{children}</I18nextProvider> : children;
}
