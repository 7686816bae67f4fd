import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initStaffI18n } from '../../../test/staff-i18n';
import { RatesDesk } from './rates-desk';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const USD = {
  currency: 'USD',
  nameEn: 'US dollar',
  nameAr: 'دولار أمريكي',
  ratePurchase: '3.7400',
  rateSale: '3.7600',
  popr: '*',
  updatedAt: '2026-11-23T10:00:00.000Z',
};
const HISTORY = {
  id: '0b0e7a3c-0000-4000-8000-000000000001',
  currency: 'USD',
  before: JSON.stringify({ ratePurchase: '3.7000', rateSale: '3.7200', popr: '*' }),
  after: JSON.stringify({ ratePurchase: '3.7400', rateSale: '3.7600', popr: '*' }),
  staff: 'Rates Officer',
  changedAt: '2026-11-23T10:00:00.000Z',
};

const OLDER = {
  ...HISTORY,
  id: '0b0e7a3c-0000-4000-8000-000000000002',
  before: null,
  staff: null,
  changedAt: '2026-11-22T10:00:00.000Z',
};

let writes: { url: string; body: unknown }[];
let answerWrite: () => Response;

beforeEach(async () => {
  await initStaffI18n('en', ['calculator']);
  writes = [];
  answerWrite = () => json({ changed: 1 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'PUT') {
        writes.push({ url, body: JSON.parse(String(init.body)) });
        return answerWrite();
      }
      // Two pages of history: the second reached by the first one's cursor.
      if (url.includes('/history') && url.includes('after=page2'))
        return json({ items: [OLDER], total: null, next: null });
      if (url.includes('/history')) return json({ items: [HISTORY], total: 2, next: 'page2' });
      return json({ items: [USD] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderDesk = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/staff/rates']}>
        <Suspense fallback={null}>
          <RatesDesk />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('RatesDesk', () => {
  it("saves one edited row (Arabic-Indic digits accepted) and shows the branch's history", async () => {
    renderDesk();
    const buy = await screen.findByLabelText('USD Buy');
    const save = screen.getByRole('button', { name: 'Save USD' });
    expect(save).toBeDisabled();
    await userEvent.clear(buy);
    await userEvent.type(buy, '٣٫٧٥'.replace('٫', '.'));
    await userEvent.click(save);
    expect(await screen.findByText(/1 rate\(s\) saved/)).toBeInTheDocument();
    expect(writes).toEqual([
      {
        url: expect.stringContaining('/api/staff/rates/'),
        body: {
          rates: [{ currency: 'USD', ratePurchase: '3.75', rateSale: '3.7600', popr: '*' }],
          confirmLargeChange: false,
        },
      },
    ]);
    const history = screen.getByRole('region', { name: 'Rate history' });
    expect(within(history).getByText('3.7000 / 3.7200 (*)')).toBeInTheDocument();
    expect(within(history).getByText('Rates Officer')).toBeInTheDocument();
    // The history pages by key: Next asks for the page after the first one's cursor.
    await userEvent.click(within(history).getByRole('button', { name: 'Next' }));
    expect(await within(history).findByText('Demo data')).toBeInTheDocument();
    expect(within(history).queryByText('Rates Officer')).toBeNull();
  });

  it('refuses unreadable pasted lines before sending, and shows a refusal next to its row', async () => {
    renderDesk();
    await screen.findByLabelText('USD Buy');
    await userEvent.type(screen.getByLabelText(/Paste a whole table/), 'USD 3.75 3.77{enter}nonsense');
    await userEvent.click(screen.getByRole('button', { name: 'Save table' }));
    expect(await screen.findByText('These lines could not be read: 2')).toBeInTheDocument();
    expect(writes).toEqual([]);

    answerWrite = () =>
      json(
        {
          code: 'rate_check',
          message: 'Check the rates.',
          fieldErrors: { 'rates.USD': ['The move is larger than 10%.'] },
        },
        400,
      );
    await userEvent.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await userEvent.clear(screen.getByLabelText(/Paste a whole table/));
    await userEvent.type(screen.getByLabelText(/Paste a whole table/), 'usd 9 10');
    await userEvent.click(screen.getByRole('button', { name: 'Save table' }));
    expect(await screen.findByText('The move is larger than 10%.')).toBeInTheDocument();
    expect(screen.getByLabelText('USD Buy')).toHaveAttribute('aria-invalid', 'true');
    expect(writes[0]!.body).toEqual({
      rates: [{ currency: 'USD', ratePurchase: '9', rateSale: '10', popr: '*' }],
      confirmLargeChange: true,
    });
  });
});
