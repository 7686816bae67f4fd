import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { ServicesPage } from './services-page';

function renderHub() {
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <ServicesPage />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('ServicesPage', () => {
  beforeEach(async () => {
    await initI18n('en');
  });

  it('links every self-service screen, ticket status and the customers’ forms included', async () => {
    renderHub();
    await screen.findByRole('heading', { level: 1 });
    for (const [name, href] of [
      [/Statement of operations/, '/statement'],
      [/Simplified tax invoice/, '/vat'],
      [/Exchange rate board/, '/rates'],
      [/Support ticket status/, '/ticket'],
      [/My forms/, '/login'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('names the new tiles in Arabic', async () => {
    await initI18n('ar');
    renderHub();
    expect(await screen.findByRole('link', { name: /حالة طلب الدعم/ })).toHaveAttribute('href', '/ticket');
    expect(screen.getByRole('link', { name: /نماذجي/ })).toHaveAttribute('href', '/login');
  });
});
