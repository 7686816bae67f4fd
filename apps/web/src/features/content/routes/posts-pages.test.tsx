import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { PostPage, PostsPage } from './posts-pages';

function renderPost(id: string, answer: (url: string) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(String(url))),
  );
  const router = createMemoryRouter(
    [
      { path: '/posts/:id', Component: PostPage },
      { path: '/posts', Component: PostsPage },
    ],
    { initialEntries: [id ? `/posts/${id}` : '/posts'] },
  );
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
          embed: null,
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

const summary = (id: number) => ({
  id,
  img: '/media/posts/a.svg',
  poster: null,
  embed: null,
  date: '2025-09-14',
  title_ar: `خبر ${id}`,
  title_en: `News ${id}`,
  title_ur: `خبر ${id}`,
});

describe('PostsPage', () => {
  it('shows the first page of news and the next one on "More news", then no more', async () => {
    const asked: string[] = [];
    renderPost('', (url) => {
      asked.push(url);
      return url.includes('after=p2')
        ? json({ posts: [summary(3)], next: null })
        : json({ posts: [summary(1), summary(2)], next: 'p2' });
    });
    expect(await screen.findByRole('link', { name: 'News 2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'News 3' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More news' }));
    expect(await screen.findByRole('link', { name: 'News 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'News 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More news' })).toBeNull();
    expect(asked.filter((url) => url.includes('after=p2'))).toHaveLength(1);
  });
});
