import { brand } from '@waha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoEmbedUrl } from '../../lib/embeds';
import { Icon } from './icon';

export interface VideoPlayerProps {
  videoId: string;
  /** The original video address, for the "watch on the video site" link. */
  href: string;
  /** A self-hosted still, so nothing is fetched from the video provider before a click. */
  poster: string | null;
  title: string;
}

/**
 * A click-to-play video: a local poster and a play button; the provider's player is mounted only
 * when the visitor presses play, and only when a player origin is configured in the brand profile.
 * Without one, the button opens the video on the provider's site in a new tab.
 */
export function VideoPlayer({ videoId, href, poster, title }: VideoPlayerProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const base = brand.videoEmbedBaseUrl;

  if (playing && base) {
    return (
      <iframe
        src={videoEmbedUrl(base, videoId)}
        title={title}
        className="aspect-video w-full"
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }

  const still = (
    <>
      {poster ? (
        <img src={poster} alt="" className="size-full object-cover" loading="lazy" />
      ) : (
        <span className="block size-full bg-slate-800" />
      )}
      <span className="absolute inset-0 grid place-items-center">
        <span className="grid size-16 place-items-center rounded-full bg-white/90 text-brand shadow-lg">
          <Icon name="play" className="ms-1 size-8 fill-current" />
        </span>
      </span>
    </>
  );
  const className = 'relative block aspect-video w-full overflow-hidden bg-slate-900';
  return base ? (
    <button type="button" className={className} onClick={() => setPlaying(true)}>
      {still}
      <span className="sr-only">{t('video.play', { title })}</span>
    </button>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {still}
      <span className="sr-only">
        {t('video.watchOnSite', { title })} {t('footer.opensInNewTab')}
      </span>
    </a>
  );
}
