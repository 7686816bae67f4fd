import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { vi } from 'vitest';
import { MemoryRouter } from 'react-router';

export interface ApiCall {
  method: string;
  path: string;
  body?: Record<string, unknown>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The staff content API as the desk meets it, in memory: GET answers one page of `rows`, a write
 * answers the saved record (or what `answerWrite` says) and every call is kept for the test.
 */
export function fakeContentApi(rows: Record<string, unknown>[]) {
  const calls: ApiCall[] = [];
  let answerWrite: ((call: ApiCall) => Response) | null = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const call: ApiCall = { method: init?.method ?? 'GET', path: url.pathname };
      if (init?.body) call.body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push(call);
      if (call.method === 'GET') return json({ items: rows, total: rows.length });
      if (answerWrite) return answerWrite(call);
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      return json({ ...rows[0], published: false, ...call.body, id: rows[0]?.id ?? 1 });
    }),
  );
  return {
    writes: () => calls.filter((call) => call.method !== 'GET'),
    reads: () => calls.filter((call) => call.method === 'GET'),
    answerWrites: (answer: (call: ApiCall) => Response) => (answerWrite = answer),
  };
}

export const validationFailed = (fieldErrors: Record<string, string[]>) =>
  json({ code: 'validation_failed', message: 'Check the marked fields.', fieldErrors }, 400);

export function renderWithQueries(ui: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {/* The list keeps its sort and page in the address (use-list-cursor.ts). */}
      <MemoryRouter>
        <Suspense fallback={null}>{ui}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A label as the screen reader reads it, with or without the required mark. */
export const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
