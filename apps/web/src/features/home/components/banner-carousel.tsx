import type { Banner } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useBanners } from '../api/get-banners';

/** SPEC.md section 9: the carousel's options, one to one. */
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

function BannerImage({ banner, alt }: { banner: Banner; alt: string }) {
  return (
    <picture>
      <source media="(max-width: 639px)" srcSet={banner.mobile_image_url} />
      <img src={banner.desktop_image_url} alt={alt} className="absolute inset-0 size-full object-cover" />
    </picture>
  );
}

function BannerSlide({ banner, alt }: { banner: Banner; alt: string }) {
  const image = <BannerImage banner={banner} alt={alt} />;
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

function Carousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('home');
  const fallbackAlt = (banner: Banner) =>
    banner.id === FALLBACK_BANNER.id ? t('banners.fallbackAlt') : banner.title;
  if (banners.length === 1) {
    const only = banners[0]!;
    return <BannerSlide banner={only} alt={only.alt_text ?? fallbackAlt(only)} />;
  }
  return (
    <Swiper modules={[Autoplay]} {...BANNER_SWIPER_OPTIONS} className="w-full">
      {banners.map((banner) => (
        <SwiperSlide key={banner.id}>
          <BannerSlide banner={banner} alt={banner.alt_text ?? fallbackAlt(banner)} />
        </SwiperSlide>
      ))}
    </Swiper>
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
          <Carousel banners={[FALLBACK_BANNER]} />
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
