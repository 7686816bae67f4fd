/**
 * Addresses of third-party embeds, built from the brand profile. Nothing here loads anything:
 * components mount the frames only after the visitor asks.
 */
import type { PostSummary } from '@waha/shared';

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

/**
 * What a post's `img` shows: an image path (/media, /api/media) is drawn; an https address is a
 * video (PostMediaSchema), played in place from the player address the server gave (`embed`, set
 * only for the providers the brand allows), else linked to. Never drawn as an image, so no
 * third-party host is contacted before the visitor asks.
 */
export function postMediaOf(
  post: Pick<PostSummary, 'img' | 'embed'>,
): { kind: 'image' } | { kind: 'video'; embed: string | null } {
  if (post.embed) return { kind: 'video', embed: post.embed };
  return post.img.startsWith('https://') ? { kind: 'video', embed: null } : { kind: 'image' };
}
