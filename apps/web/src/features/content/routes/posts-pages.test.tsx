import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { PostPage } from './posts-pages';

function renderPost(id: string, answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  const router = createMemoryRouter([{ path: '/posts/:id', Component: PostPage }], {
    initialEntries: [`/posts/${id}`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  await initI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('PostPage', () => {
  it('shows the post in the current language, paragraph by paragraph', async () => {
    renderPost('1', () =>
      json({
        post: {
          id: 1,
          img: '/media/posts/a.svg',
          poster: null,
          date: '2025-09-14',
          title_ar: 'عنوان',
          title_en: 'Our new branch opens in Yanbu',
          title_ur: 'عنوان',
          body_ar: 'نص',
          body_en: 'First paragraph.\n\nSecond paragraph.',
          body_ur: 'متن',
        },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our new branch opens in Yanbu' }),
    ).toBeInTheDocument();
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByText('September 14, 2025')).toBeInTheDocument();
  });

  it('says an unknown post was not found and leads back to the list', async () => {
    renderPost('9999', () =>
      json({ code: 'not_found', message: 'We could not find what you asked for.' }, 404),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'News item not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all news' })).toHaveAttribute('href', '/posts');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
