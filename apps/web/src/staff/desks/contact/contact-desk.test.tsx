import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCatalogs, initI18n } from '../../../lib/i18n';
import { ContactDesk } from './contact-desk';

const NASTY = 'Hi <script>window.hacked = true</script> <img src=x onerror="window.hacked=true"> \uFFFD end';

beforeEach(async () => {
  addCatalogs(
    import.meta.glob<{ default: Record<string, unknown> }>(
      '../../../../../packages/shared/src/i18n/locales/*/staff.json',
    ),
  );
  await initI18n('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            items: [
              {
                id: '6f1c2a44-8b1e-4c1a-9d55-0d6a3e2b7c10',
                name: 'Sara',
                email: 'sara@example.com',
                message: NASTY,
                language: 'en',
                status: 'new',
                createdAt: '2026-11-23T10:00:00.000Z',
                handledAt: null,
              },
            ],
            total: 1,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ContactDesk', () => {
  it('shows what the customer wrote as text, never as HTML', async () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <ContactDesk />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The first row waits for the staff catalog and the list query on a cold module graph: more
    // than Testing Library's 1 s default on a loaded 2-core machine.
    await userEvent.click(await screen.findByRole('button', { name: /Sara/ }, { timeout: 5000 }));
    expect(await screen.findByText(NASTY)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
