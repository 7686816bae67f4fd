import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { WITH_CHROME, type AppRouteHandle, type LayoutFlags } from '../route-types';
import { LanguageFollower } from '../ssr/language-follower';
import { CallButton } from './call-button';
import { PageNoticeBanner } from './page-notice';
import { PageSpinner } from './page-spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useAnalytics } from './use-analytics';
import { useSessionExpiry } from './use-session-expiry';
import { SkipLink } from './skip-link';

function useLayoutFlags(): LayoutFlags {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as AppRouteHandle | undefined;
    if (handle?.layout) return handle.layout;
  }
  return WITH_CHROME;
}

/** The shared page layout: optional header, floating call button, content, optional footer. */
export function SiteLayout() {
  const flags = useLayoutFlags();
  useAnalytics();
  useSessionExpiry();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {flags.header && <SiteHeader colorClass={flags.headerClass} clearCallButton={flags.callButton} />}
      {flags.callButton && <CallButton />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageNoticeBanner />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <LanguageFollower />
        </Suspense>
      </main>
      {flags.footer && <SiteFooter colorClass={flags.footerClass} />}
    </div>
  );
}
