import { brand } from '@waha/shared';
import { describe, expect, it } from 'vitest';
import { socialLinks, socialNetwork } from './social-links';

describe('socialNetwork', () => {
  it.each([
    ['https://wa.me/966500001985', 'whatsapp'],
    ['https://api.whatsapp.com/send?phone=966500001985', 'whatsapp'],
    ['https://www.instagram.com/someone', 'instagram'],
    ['https://m.facebook.com/someone', 'facebook'],
    ['https://x.com/someone', 'x'],
    ['https://twitter.com/someone', 'x'],
  ])('knows %s as %s', (href, network) => {
    expect(socialNetwork(href)).toBe(network);
  });

  it('names no network for another host or a broken address', () => {
    expect(socialNetwork('https://www.snapchat.com/add/someone')).toBeNull();
    expect(socialNetwork('https://notfacebook.com/someone')).toBeNull();
    expect(socialNetwork('not a url')).toBeNull();
  });
});

describe('socialLinks', () => {
  it("names the brand file's links after their networks, in the file's order", () => {
    expect(socialLinks().map(({ href, labelKey, icon }) => [href, labelKey, icon])).toEqual([
      [brand.social.messaging, 'footer.network.whatsapp', 'whatsapp'],
      [brand.social.photos, 'footer.network.instagram', 'instagram'],
      [brand.social.network, 'footer.network.facebook', 'facebook'],
      [brand.social.microblog, 'footer.network.x', 'x'],
    ]);
  });

  it('follows the link, not the field: a field pointing elsewhere gets that network or a plain label', () => {
    const links = socialLinks({
      messaging: 'https://x.com/other',
      photos: 'https://www.snapchat.com/add/other',
      network: 'https://www.instagram.com/other',
      microblog: 'https://wa.me/966500000000',
    });
    expect(links.map(({ labelKey, icon }) => [labelKey, icon])).toEqual([
      ['footer.network.x', 'x'],
      ['footer.social.photos', 'globe'],
      ['footer.network.instagram', 'instagram'],
      ['footer.network.whatsapp', 'whatsapp'],
    ]);
  });
});
