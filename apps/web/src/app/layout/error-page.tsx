import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LanguageFollower } from '../ssr/language-follower';
import { pageErrorOf, type PageError } from './page-error';
import { SkipLink } from './skip-link';

/**
 * The page a visitor sees when a page cannot be shown: "not found" (404) or "something went wrong"
 * (500, 503) with the request id to quote to support and a way home. It never shows the failure's
 * text or stack, in production and in development alike (ADR 2704): those are in the server log.
 */
export function ErrorPage({ error, home = '/' }: { error: PageError; home?: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const notFound = error.status === 404;
  const title = t(notFound ? 'errorPage.notFoundTitle' : 'errorPage.title');
  useDocumentTitle(title);
  useEffect(() => {
    // After a client-side navigation the page was already live: the screen reader and keyboard
    // move to the news. On a first load (the server's page) focus stays at the document's start.
    if (document.documentElement.dataset.hydrated) heading.current?.focus();
  }, []);
  const body = notFound
    ? 'errorPage.notFoundBody'
    : error.status === 503
      ? 'errorPage.unavailableBody'
      : 'errorPage.body';
  return (
    <section aria-labelledby="error-page-title" className="mx-auto max-w-3xl px-4 py-16">
      <h1
        id="error-page-title"
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-bold text-brand focus:outline-none"
      >
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{t(body)}</p>
      {!notFound && error.requestId && (
        <div className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <p className="font-semibold text-slate-900">{t('errorPage.requestIdLabel')}</p>
          {/* An id in Latin letters and digits: kept left to right inside a right-to-left page. */}
          <p className="mt-1">
            <code dir="ltr" className="break-all text-sm text-slate-900" data-request-id>
              {error.requestId}
            </code>
          </p>
          <p className="mt-2 text-sm text-slate-700">{t('errorPage.requestIdHint')}</p>
        </div>
      )}
      <p className="mt-10">
        {/* A fresh document: whatever failed on this page is not carried along. */}
        <Link
          to={home}
          reloadDocument
          className="inline-flex items-center rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
        >
          {t('errorPage.home')}
        </Link>
      </p>
    </section>
  );
}

/** A page route's error boundary: the page's place in the layout shows the error page. */
export function PageErrorBoundary() {
  return <ErrorPage error={pageErrorOf(useRouteError())} />;
}

/**
 * The site layout's own boundary (the layout itself failed): the error page on its own, in a main
 * landmark, still marking the page live once it has hydrated.
 */
export function RootErrorBoundary({ home }: { home?: string }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorPage error={pageErrorOf(useRouteError())} home={home} />
        <LanguageFollower />
      </main>
    </div>
  );
}

/** The back office's boundary (its screens render in the browser): the way home is /staff. */
export function StaffErrorBoundary() {
  return <RootErrorBoundary home="/staff" />;
}
