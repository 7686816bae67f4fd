import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { i18next, initI18n } from '../../lib/i18n';
import { PageErrorBoundary, RootErrorBoundary } from './error-page';
import { pageErrorResponse } from './page-error';

/** A page whose render throws what it is given, reached by a client-side navigation from /. */
function renderWithFailingPage(failure: unknown) {
  const Failing = () => {
    throw failure;
  };
  const router = createMemoryRouter(
    [
      {
        ErrorBoundary: RootErrorBoundary,
        children: [
          { path: '/', element: <Link to="/broken">open</Link>, ErrorBoundary: PageErrorBoundary },
          { path: '/broken', Component: Failing, ErrorBoundary: PageErrorBoundary },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
  );
}

beforeEach(async () => {
  await initI18n('en');
  // The page is live: a failure now comes from a navigation in the browser.
  document.documentElement.dataset.hydrated = 'true';
  // React reports the error a boundary caught; that is the point of these tests.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
});

describe('the error page after a client-side navigation', () => {
  it("shows the failed API call's request id, never the error text, and takes focus to its heading", async () => {
    renderWithFailingPage(
      new ApiError(
        500,
        'internal_error',
        'relation "posts" does not exist',
        {},
        {},
        undefined,
        'req-42abcdef',
      ),
    );
    await userEvent.click(await screen.findByRole('link', { name: 'open' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('req-42abcdef')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.body.textContent).not.toMatch(/relation|posts|does not exist/);
  });

  it('shows no reference for a failure that was no API answer (a bug in the page)', async () => {
    renderWithFailingPage(new TypeError("Cannot read properties of undefined (reading 'title_en')"));
    await userEvent.click(await screen.findByRole('link', { name: 'open' }));
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.queryByText('Request reference')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Cannot read|title_en/);
  });

  it('says "not found" for a 404, without a reference', async () => {
    renderWithFailingPage(pageErrorResponse(404, 'req-1'));
    await userEvent.click(await screen.findByRole('link', { name: 'open' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('req-1')).not.toBeInTheDocument();
  });

  it('in Arabic, a 503 with its reference', async () => {
    await i18next.changeLanguage('ar');
    renderWithFailingPage(pageErrorResponse(503, 'req-503abcd'));
    await userEvent.click(await screen.findByRole('link', { name: 'open' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'حدث خطأ ما' })).toBeInTheDocument();
    expect(screen.getByText(/جزء من خدمتنا لا يستجيب الآن/)).toBeInTheDocument();
    expect(screen.getByText('req-503abcd')).toBeInTheDocument();
  });
});
