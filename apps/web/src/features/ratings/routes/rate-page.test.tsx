import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { RatePage } from './rate-page';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('RatePage', () => {
  it.each([
    ['ar', 'إرسال', 'يُرجى اختيار إجابة.'],
    ['en', 'Send', 'Please choose an answer.'],
    ['ur', 'بھیجیں', 'براہِ کرم ایک جواب منتخب کریں۔'],
  ] as const)('in %s asks for an answer under each question sent with no face', async (lng, send, ask) => {
    await initI18n(lng, ['ratings']);
    const fetch = vi.fn(async (_url: string) => json({ branches: [] }));
    vi.stubGlobal('fetch', fetch);
    const router = createMemoryRouter([{ path: '/rate', Component: RatePage }], {
      initialEntries: ['/rate?branch=15'],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: send }));
    const groups = await screen.findAllByRole('group');
    expect(groups).toHaveLength(3);
    for (const group of groups) {
      expect(await within(group).findByRole('alert')).toHaveTextContent(ask);
      expect(group).toHaveAccessibleDescription(ask);
    }
    expect(screen.queryByText(/expected|Invalid input/)).not.toBeInTheDocument();
    // Nothing was sent: only the branch list was asked for.
    expect(fetch.mock.calls.every(([url]) => !String(url).includes('branch-ratings'))).toBe(true);
  });
});
