/**
 * Addresses of third-party embeds, built from the brand profile. Nothing here loads anything:
 * components mount the frames only after the visitor asks.
 */

/** An OpenStreetMap-style embed: a small box around the branch with a marker on it. */
export function mapEmbedUrl(base: string, latitude: number, longitude: number): string {
  const d = 0.004;
  const url = new URL(base);
  url.searchParams.set(
    'bbox',
    [longitude - d, latitude - d, longitude + d, latitude + d].map((n) => n.toFixed(5)).join(','),
  );
  url.searchParams.set('layer', 'mapnik');
  url.searchParams.set('marker', `${latitude},${longitude}`);
  return url.toString();
}

const VIDEO_PATTERNS = [
  /^https:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=([\w-]{6,20})/,
  /^https:\/\/youtu\.be\/([\w-]{6,20})/,
  /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,20})/,
];

/** The video id when a post's `img` is a video address, else null (an image). */
export function videoIdOf(img: string): string | null {
  for (const pattern of VIDEO_PATTERNS) {
    const match = pattern.exec(img);
    if (match?.[1]) return match[1];
  }
  return null;
}

export function videoEmbedUrl(base: string, id: string): string {
  return `${base.replace(/\/?$/, '/')}${encodeURIComponent(id)}?autoplay=1`;
}
