import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { json, mockApi, renderSection } from '../test/render';
import { BannerCarousel } from './banner-carousel';

const banner = (id: number, alt: string | null) => ({
  id,
  title: `Banner ${id}`,
  desktop_image_url: `/media/banners/b${id}-desktop.svg`,
  mobile_image_url: `/media/banners/b${id}-mobile.svg`,
  link_url: id === 1 ? '/services' : null,
  alt_text: alt,
  target_blank: false,
});

beforeEach(async () => {
  await initI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('BannerCarousel', () => {
  it('pulses while loading', async () => {
    mockApi({ '/api/banners': () => new Promise<Response>(() => {}) });
    renderSection(<BannerCarousel />);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).getByRole('status')).toHaveTextContent('Loading banners…');
  });

  it('shows the loaded banners, the alt text falling back to the title, the mobile image under 640 px', async () => {
    mockApi({
      '/api/banners': () =>
        json({ success: true, data: [banner(1, 'Rates at every branch'), banner(2, null)] }),
    });
    const { container } = renderSection(<BannerCarousel />);
    expect((await screen.findAllByRole('img', { name: 'Rates at every branch' }))[0]).toHaveAttribute(
      'src',
      '/media/banners/b1-desktop.svg',
    );
    expect(screen.getAllByRole('img', { name: 'Banner 2' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/services');
    const source = container.querySelector('source[media="(max-width: 639px)"]');
    expect(source).toHaveAttribute('srcset', '/media/banners/b1-mobile.svg');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a failed request', () => json({ code: 'internal_error', message: 'x' }, 500)],
    ['success: false', () => json({ success: false, data: [] })],
  ])('on %s says "Failed to load banners" and shows the fallback banner', async (_, answer) => {
    mockApi({ '/api/banners': answer });
    renderSection(<BannerCarousel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load banners');
    expect(screen.getByRole('img')).toHaveAttribute('src', '/media/banners/fallback-desktop.svg');
    // Like any banner without alt text, the fallback is named by its title (SPEC.md section 3).
    expect(screen.getByRole('img', { name: 'SAR Banner' })).toBeInTheDocument();
  });

  it('names the fallback banner by its title in the page language', async () => {
    await initI18n('ar');
    mockApi({ '/api/banners': () => json({ success: false, data: [] }) });
    renderSection(<BannerCarousel />);
    await screen.findByRole('alert');
    expect(screen.getByRole('img', { name: 'لافتة الريال السعودي' })).toHaveAttribute(
      'src',
      '/media/banners/fallback-desktop.svg',
    );
  });

  it('says "No banners available" for an empty list', async () => {
    mockApi({ '/api/banners': () => json({ success: true, data: [] }) });
    renderSection(<BannerCarousel />);
    expect(await screen.findByText('No banners available')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
