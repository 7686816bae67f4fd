import { brand } from '@waha/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../../lib/i18n';
import { BARE, WITH_CHROME } from '../route-types';
import { SiteLayout } from './site-layout';

function renderAt(path: string, layout = WITH_CHROME) {
  const router = createMemoryRouter(
    [
      {
        Component: SiteLayout,
        children: [
          { path: '/', handle: { layout }, element: <p>home content</p> },
          { path: '/other', handle: { layout }, element: <p>other content</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return router;
}

beforeEach(async () => {
  window.dataLayer = [];
  await initI18n('en');
});

describe('SiteLayout', () => {
  it('shows header, call button and a complete footer', async () => {
    renderAt('/');
    expect(await screen.findByText('home content')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a call back' })).toHaveAttribute(
      'href',
      '/call-request',
    );

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('King Fahd Road, Building 4210')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '800 124 1985' })).toHaveAttribute(
      'href',
      `tel:${brand.phone}`,
    );
    expect(within(footer).getByRole('link', { name: brand.email })).toHaveAttribute(
      'href',
      `mailto:${brand.email}`,
    );
    const social = within(footer).getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(footer).getByText(`Copyright Al-Waha ${new Date().getFullYear()}. All rights Reserved`),
    ).toBeInTheDocument();
    for (const [name, href] of [
      ['Privacy policy', '/privacy-policy'],
      ['Information protection', '/information-protection'],
      ['Terms and conditions', '/terms-and-conditions'],
      ['Ticket status', '/ticket'],
      ['My forms', '/login'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it.each([
    ['ar', ['واتساب', 'إنستغرام', 'فيسبوك', 'إكس'], '(يفتح في علامة تبويب جديدة)'],
    ['en', ['WhatsApp', 'Instagram', 'Facebook', 'X'], '(opens in a new tab)'],
    ['ur', ['واٹس ایپ', 'انسٹاگرام', 'فیس بک', 'ایکس'], '(نئے ٹیب میں کھلتا ہے)'],
  ] as const)('in %s names each social link after its network', async (language, names, newTab) => {
    await initI18n(language);
    renderAt('/');
    const footer = await screen.findByRole('contentinfo');
    const hrefs = [brand.social.messaging, brand.social.photos, brand.social.network, brand.social.microblog];
    names.forEach((name, i) => {
      expect(within(footer).getByRole('link', { name: `${name} ${newTab}` })).toHaveAttribute(
        'href',
        hrefs[i],
      );
    });
  });

  it('leaves header, footer and call button out when the route says so', async () => {
    renderAt('/', BARE);
    expect(await screen.findByText('home content')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a call back' })).not.toBeInTheDocument();
  });

  it('pushes a pageview for every path change', async () => {
    const router = renderAt('/');
    await screen.findByText('home content');
    await act(() => router.navigate('/other'));
    expect(window.dataLayer).toEqual([
      { event: 'pageview', page: '/' },
      { event: 'pageview', page: '/other' },
    ]);
  });

  it('switches language, direction and the stored choice', async () => {
    renderAt('/');
    await screen.findByText('home content');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'ar');
    expect(await screen.findByLabelText('اللغة')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(window.localStorage.getItem('lastSelectedLanguage')).toBe('ar');
    await act(() => i18next.changeLanguage('en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
