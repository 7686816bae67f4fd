import { formatDate, type PostSummary } from '@waha/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VideoPlayer } from '../../../components/ui/video-player';
import { postMediaOf } from '../../../lib/embeds';
import { useLanguage } from '../../../lib/use-language';
import { useHomePosts } from '../api/get-posts';
import { Spinner } from '../../../components/ui/spinner';
import { Icon } from '../../../components/ui/icon';

/**
 * SPEC.md section 9: 3, 2 or 1 per view (at >=1200, >=775 px, smaller), gaps 40, 24, 16 px. A CSS
 * scroll-snap row (classes below) meets them, swipeable by touch, with no slider library (ADR 0902).
 */
export const NEWS_BREAKPOINTS = {
  0: { slidesPerView: 1, spaceBetween: 16 },
  775: { slidesPerView: 2, spaceBetween: 24 },
  1200: { slidesPerView: 3, spaceBetween: 40 },
} as const;

function NewsCard({ post }: { post: PostSummary }) {
  const language = useLanguage();
  const title = post[`title_${language}`];
  const media = postMediaOf(post);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {media.kind === 'video' ? (
        <VideoPlayer embed={media.embed} href={post.img} poster={post.poster} title={title} />
      ) : (
        <img src={post.img} alt="" loading="lazy" className="aspect-video w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <time dateTime={post.date} className="text-xs text-slate-600">
          {formatDate(post.date, language)}
        </time>
        <h3 className="font-bold text-slate-900">
          <Link to={`/posts/${post.id}`} className="hover:text-brand hover:underline">
            {title}
          </Link>
        </h3>
      </div>
    </article>
  );
}

function ArrowButton({ label, onClick, flip }: { label: string; onClick: () => void; flip?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="grid size-10 place-items-center rounded-full border border-brand text-brand hover:bg-brand-light"
    >
      <Icon name="chevronBack" className={`size-5 ${flip ? 'rotate-180' : ''} rtl:-scale-x-100`} />
    </button>
  );
}

const ROW =
  'flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2 min-[775px]:gap-6 min-[1200px]:gap-10 motion-reduce:scroll-auto';
const ITEM =
  'w-full shrink-0 snap-start min-[775px]:w-[calc((100%-1.5rem)/2)] min-[1200px]:w-[calc((100%-5rem)/3)]';

/** Moves the row one card forward or back, wrapping at either end (the slider loops). */
function step(row: HTMLUListElement | null, forward: boolean) {
  const items = row ? Array.from(row.children) : [];
  if (!row || items.length === 0) return;
  const start = row.getBoundingClientRect();
  const rtl = getComputedStyle(row).direction === 'rtl';
  // The card whose leading edge is nearest the row's leading edge is the current one.
  const offset = (item: Element) => {
    const box = item.getBoundingClientRect();
    return Math.abs(rtl ? start.right - box.right : box.left - start.left);
  };
  let current = 0;
  items.forEach((item, i) => {
    if (offset(item) < offset(items[current]!)) current = i;
  });
  const atEnd = Math.abs(row.scrollLeft) + row.clientWidth >= row.scrollWidth - 2;
  const next = forward ? (atEnd ? 0 : current + 1) : current === 0 ? items.length - 1 : current - 1;
  const target = items[next] as HTMLElement;
  const targetBox = target.getBoundingClientRect();
  row.scrollBy({ left: rtl ? targetBox.right - start.right : targetBox.left - start.left });
}

/** The looping news slider; a failed fetch stops the spinner and shows nothing (SPEC.md section 8). */
export function NewsSlider() {
  const { t } = useTranslation('home');
  const { data, isPending } = useHomePosts();
  const row = useRef<HTMLUListElement>(null);
  return (
    <section
      id="news"
      aria-labelledby="news-heading"
      className="render-when-near mx-auto max-w-7xl scroll-mt-4 px-4 py-12"
    >
      <div className="mb-6 flex items-center justify-between gap-4">
        <h2 id="news-heading" className="text-2xl font-bold text-brand md:text-3xl">
          {t('news.heading')}
        </h2>
        <div className="flex items-center gap-2">
          <Link to="/posts" className="me-2 text-brand underline underline-offset-4">
            {t('news.all')}
          </Link>
          {data && data.length > 1 && (
            <>
              <ArrowButton label={t('news.previous')} onClick={() => step(row.current, false)} />
              <ArrowButton label={t('news.next')} onClick={() => step(row.current, true)} flip />
            </>
          )}
        </div>
      </div>
      {isPending ? (
        <Spinner label={t('news.loading')} className="grid place-items-center py-10" />
      ) : data && data.length > 0 ? (
        <ul ref={row} className={ROW}>
          {data.map((post) => (
            <li key={post.id} className={ITEM}>
              <NewsCard post={post} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
