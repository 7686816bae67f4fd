/**
 * Which video addresses the site may turn into an embedded player, and the player's address.
 * Shared by the web app (what to mount after a click) and the server (the frame-src of its
 * Content-Security-Policy), so the two never disagree about which hosts are framed.
 *
 * Each provider is embedded from its privacy-enhanced player host only (no tracking cookies
 * before playback); the brand profile's `videoProviders` lists the ones a brand allows.
 */

/**
 * The WHATWG URL parser: a global in browsers and in Node, but not declared by this package's
 * lib (ES2023, no DOM), so it is typed here for the parts used.
 */
interface ParsedUrl {
  protocol: string;
  hostname: string;
  pathname: string;
  hash: string;
  username: string;
  password: string;
  port: string;
  searchParams: { get(name: string): string | null; set(name: string, value: string): void };
  toString(): string;
}
const { URL, URLSearchParams } = globalThis as unknown as {
  URL: new (input: string) => ParsedUrl;
  URLSearchParams: new (init: string) => { get(name: string): string | null };
};

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** The origin each provider's player is framed from: the only origins frame-src grants. */
const PLAYER_ORIGIN: Record<VideoProvider, string> = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
};

export interface VideoEmbed {
  provider: VideoProvider;
  id: string;
  /** Where playback starts, in whole seconds (from `t=` or `start=` in the address); 0 = beginning. */
  start: number;
  /** The player's address, autoplaying: the visitor already asked for the video by pressing play. */
  src: string;
}

/** The player origins of the allowed providers, for the server's frame-src. */
export function videoPlayerOrigins(allowed: readonly VideoProvider[]): string[] {
  return VIDEO_PROVIDERS.filter((provider) => allowed.includes(provider)).map((p) => PLAYER_ORIGIN[p]);
}

/** `90`, `90s`, `1m30s`, `1h2m3s` → seconds; anything else → 0 (start at the beginning). */
function secondsOf(value: string | null | undefined): number {
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match) return 0;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
/** YouTube video ids are 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[\w-]{11}$/;

function youtube(url: ParsedUrl): VideoEmbed | null {
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (url.hostname === 'youtu.be') id = segments.length === 1 ? segments[0] : null;
  else if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v');
  else if (segments.length === 2 && ['shorts', 'embed', 'live', 'v'].includes(segments[0]!)) id = segments[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  // `t` in shared links (also after `#` in older ones), `start` in embed addresses.
  const hash = new URLSearchParams(url.hash.slice(1));
  const start = secondsOf(url.searchParams.get('t') ?? url.searchParams.get('start') ?? hash.get('t'));
  const src = new URL(`${PLAYER_ORIGIN.youtube}/embed/${id}`);
  src.searchParams.set('autoplay', '1');
  if (start > 0) src.searchParams.set('start', String(start));
  return { provider: 'youtube', id, start, src: src.toString() };
}

const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function vimeo(url: ParsedUrl): VideoEmbed | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // vimeo.com/<id>[/<unlisted hash>], vimeo.com/channels/<name>/<id>, player.vimeo.com/video/<id>
  const at =
    url.hostname === 'player.vimeo.com'
      ? segments[0] === 'video'
        ? 1
        : -1
      : segments[0] === 'channels'
        ? 2
        : 0;
  const id = at >= 0 ? segments[at] : undefined;
  if (!id || !/^\d{1,12}$/.test(id)) return null;
  const unlisted = segments[at + 1] ?? url.searchParams.get('h');
  if (segments.length > at + 2 || (unlisted && !/^[0-9a-f]{6,20}$/.test(unlisted))) return null;
  const start = secondsOf(new URLSearchParams(url.hash.slice(1)).get('t'));
  const src = new URL(`${PLAYER_ORIGIN.vimeo}/video/${id}`);
  if (unlisted) src.searchParams.set('h', unlisted);
  // dnt: the player sets no tracking cookies and sends no session data (Vimeo's privacy mode).
  src.searchParams.set('dnt', '1');
  src.searchParams.set('autoplay', '1');
  if (start > 0) src.hash = `t=${start}s`;
  return { provider: 'vimeo', id, start, src: src.toString() };
}

const PARSERS: Record<VideoProvider, (url: ParsedUrl) => VideoEmbed | null> = { youtube, vimeo };

/**
 * The embeddable player for a video address, or null when the address is not a video of an
 * allowed provider (the page then links out to it instead of framing it).
 */
export function videoEmbedOf(address: string, allowed: readonly VideoProvider[]): VideoEmbed | null {
  let url: ParsedUrl;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  for (const provider of allowed) {
    const embed = PARSERS[provider]?.(url);
    if (embed) return embed;
  }
  return null;
}
