import { brand } from '@waha/shared';
import type { IconName } from '../../components/ui/icon';

/** The networks the site knows by name and mark. */
export type SocialNetwork = 'whatsapp' | 'instagram' | 'facebook' | 'x';

// Keyed by the link's host (without `www.`/`m.`): the brand file names the places, and the network
// (its name for screen readers and its mark) follows from where each link goes.
const NETWORK_BY_HOST: Record<string, SocialNetwork> = {
  'wa.me': 'whatsapp',
  'whatsapp.com': 'whatsapp',
  'api.whatsapp.com': 'whatsapp',
  'instagram.com': 'instagram',
  'facebook.com': 'facebook',
  'fb.com': 'facebook',
  'x.com': 'x',
  'twitter.com': 'x',
};

export function socialNetwork(href: string): SocialNetwork | null {
  let host: string;
  try {
    host = new URL(href).hostname.toLowerCase().replace(/^(www|m)\./, '');
  } catch {
    return null;
  }
  return NETWORK_BY_HOST[host] ?? null;
}

type SocialKey = keyof typeof brand.social;

export interface SocialLink {
  key: SocialKey;
  href: string;
  /** Catalog key of the link's accessible name: the network's name, or the generic label. */
  labelKey: `footer.network.${SocialNetwork}` | `footer.social.${SocialKey}`;
  icon: IconName;
}

/** The brand file's social links in its order, each named after the network it leads to. */
export function socialLinks(social: Record<SocialKey, string> = brand.social): SocialLink[] {
  return (Object.keys(social) as SocialKey[]).map((key) => {
    const href = social[key];
    const network = socialNetwork(href);
    return network
      ? { key, href, labelKey: `footer.network.${network}`, icon: network }
      : { key, href, labelKey: `footer.social.${key}`, icon: 'globe' };
  });
}
