import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

export interface VideoPlayerProps {
  /** The player's address, mounted on play; null when the video's host is not allowed (a link out). */
  embed: string | null;
  /** The original video address, for the link out. */
  href: string;
  /** A self-hosted still, so nothing is fetched from the video provider before a click. */
  poster: string | null;
  title: string;
}

/**
 * A click-to-play video: a local poster (or, without one, a plain card bearing the title) and a
 * play button; the provider's privacy-enhanced player is mounted only when the visitor presses
 * play. A video from a host the brand profile does not allow opens on that site in a new tab.
 */
export function VideoPlayer({ embed, href, poster, title }: VideoPlayerProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The pressed button is gone: focus moves onto the player that took its place, not to <body>.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing && embed) {
    return (
      <iframe
        ref={frame}
        src={embed}
        title={title}
        className="aspect-video w-full"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }

  // Media controls are not mirrored in right-to-left pages: play points right everywhere.
  const badge = (
    <span className="grid size-16 shrink-0 place-items-center rounded-full bg-white/90 text-brand shadow-lg">
      <Icon name="play" className="size-8 translate-x-0.5 fill-current" />
    </span>
  );
  const still = poster ? (
    <>
      <img src={poster} alt="" className="size-full object-cover" loading="lazy" />
      <span className="absolute inset-0 grid place-items-center">{badge}</span>
    </>
  ) : (
    // No poster: the title on the brand colour under the badge, never the provider's thumbnail.
    <span className="flex size-full flex-col items-center justify-center gap-2 bg-brand px-6 py-3 text-center font-bold leading-snug text-white">
      {badge}
      <span aria-hidden="true" className="line-clamp-2">
        {title}
      </span>
    </span>
  );
  const className = 'group relative block aspect-video w-full overflow-hidden bg-slate-900';
  // The card around the control clips overflow, and with it the site's outside focus outline: a ring
  // in the same accent colour is drawn inside, over the poster (an inset shadow would sit under it).
  const focusRing = (
    <span className="pointer-events-none absolute inset-0 group-focus-visible:ring-4 group-focus-visible:ring-accent group-focus-visible:ring-inset" />
  );
  return embed ? (
    <button type="button" className={className} onClick={() => setPlaying(true)}>
      {still}
      {focusRing}
      <span className="sr-only">{t('video.play', { title })}</span>
    </button>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {still}
      {focusRing}
      <span className="sr-only">
        {t('video.watchOnSite', { title })} {t('footer.opensInNewTab')}
      </span>
    </a>
  );
}
