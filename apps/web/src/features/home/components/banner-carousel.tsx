import { dirOf, type Banner } from '@waha/shared';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { useBanners } from '../api/get-banners';

/**
 * SPEC.md section 9: the carousel's options, one to one. They were Swiper's; a CSS transform track
 * meets them all (ADR 0902) without putting 24 KB of script on the first paint.
 */
export const BANNER_SWIPER_OPTIONS = {
  loop: true,
  speed: 5000,
  autoplay: { delay: 8000, disableOnInteraction: false, pauseOnMouseEnter: false },
  allowTouchMove: true,
  navigation: false,
  pagination: false,
} as const;

/** Shown when the banners cannot be loaded (SPEC.md sections 3 and 8). */
export const FALLBACK_BANNER: Banner = {
  id: 0,
  title: 'SAR Banner',
  desktop_image_url: '/media/banners/fallback-desktop.svg',
  mobile_image_url: '/media/banners/fallback-mobile.svg',
  link_url: null,
  alt_text: null,
  target_blank: false,
};

const FRAME = 'relative aspect-[3.796] min-h-[200px] w-full overflow-hidden';

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 40;
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function BannerImage({ banner, alt, first }: { banner: Banner; alt: string; first: boolean }) {
  // The first banner is the page's largest paint: fetched at once (also preloaded in <head>).
  return (
    <picture>
      <source media="(max-width: 639px)" srcSet={banner.mobile_image_url} />
      <img
        src={banner.desktop_image_url}
        alt={alt}
        className="absolute inset-0 size-full object-cover"
        {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </picture>
  );
}

function BannerSlide({ banner, alt, first = true }: { banner: Banner; alt: string; first?: boolean }) {
  const image = <BannerImage banner={banner} alt={alt} first={first} />;
  if (!banner.link_url) return <div className={FRAME}>{image}</div>;
  const external = /^https?:\/\//.test(banner.link_url);
  if (external || banner.target_blank) {
    return (
      <a
        href={banner.link_url}
        className={`block ${FRAME}`}
        {...(banner.target_blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {image}
      </a>
    );
  }
  return (
    <Link to={banner.link_url} className={`block ${FRAME}`}>
      {image}
    </Link>
  );
}

/**
 * The slides side by side in a track moved by whole slides: every `delay` the next one slides in
 * over `speed` ms, looping, never paused by hover or a swipe; a swipe moves one slide either way.
 * The transform is set through the DOM (CSSOM), not a style attribute, so the CSP stays strict.
 */
function Carousel({ banners }: { banners: Banner[] }) {
  const rtl = dirOf(useLanguage()) === 'rtl';
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const count = banners.length;
  const { delay } = BANNER_SWIPER_OPTIONS.autoplay;
  const { speed } = BANNER_SWIPER_OPTIONS;

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), delay + speed);
    return () => window.clearInterval(timer);
  }, [count, delay, speed, index]);

  useIsomorphicLayoutEffect(() => {
    if (track.current) track.current.style.transform = `translateX(${(rtl ? 100 : -100) * index}%)`;
  }, [index, rtl]);

  if (count === 1) {
    const only = banners[0]!;
    return <BannerSlide banner={only} alt={only.alt_text ?? only.title} />;
  }
  const move = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <div
      className="w-full touch-pan-y overflow-hidden"
      onPointerDown={(event) => {
        swipeFrom.current = event.clientX;
      }}
      onPointerUp={(event) => {
        if (swipeFrom.current === null) return;
        const dx = event.clientX - swipeFrom.current;
        swipeFrom.current = null;
        if (Math.abs(dx) < SWIPE_PX) return;
        // A swipe toward the reading start brings the next slide.
        move(dx < 0 !== rtl ? 1 : -1);
      }}
    >
      <div
        ref={track}
        className="flex transition-transform duration-[5000ms] ease-in-out motion-reduce:transition-none"
      >
        {banners.map((banner, i) => (
          <div key={banner.id} className="w-full shrink-0" inert={i !== index}>
            <BannerSlide banner={banner} alt={banner.alt_text ?? banner.title} first={i === 0} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The banner block's four states: loading, loaded, failed (with the fallback), empty. */
export function BannerCarousel() {
  const { t } = useTranslation('home');
  const { data, isPending, isError } = useBanners();
  return (
    <section aria-label={t('banners.label')} className="bg-slate-100">
      {isPending ? (
        <div className={`${FRAME} animate-pulse bg-slate-300 motion-reduce:animate-none`} role="status">
          <span className="sr-only">{t('banners.loading')}</span>
        </div>
      ) : isError ? (
        <>
          {/* Its alt text is its title, like any banner without one; the title in the page's language. */}
          <Carousel banners={[{ ...FALLBACK_BANNER, title: t('banners.fallbackTitle') }]} />
          <p role="alert" className="bg-slate-200 px-4 py-2 text-center text-sm text-slate-800">
            {t('banners.error')}
          </p>
        </>
      ) : data.length === 0 ? (
        <div className={`${FRAME} grid place-items-center bg-slate-200`}>
          <p className="text-slate-700">{t('banners.empty')}</p>
        </div>
      ) : (
        <Carousel banners={data} />
      )}
    </section>
  );
}
