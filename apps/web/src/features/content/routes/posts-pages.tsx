import { formatDate, type PostSummary } from '@waha/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { VideoPlayer } from '../../../components/ui/video-player';
import { ApiError } from '../../../lib/api-client';
import { postMediaOf } from '../../../lib/embeds';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../components/ui/button';
import { usePost, usePostPages } from '../api/get-posts';
import { PageShell, QueryState } from '../components/page-shell';

function PostMedia({ post, title }: { post: PostSummary; title: string }) {
  const media = postMediaOf(post);
  if (media.kind === 'video')
    return <VideoPlayer embed={media.embed} href={post.img} poster={post.poster} title={title} />;
  return <img src={post.img} alt="" loading="lazy" className="aspect-video w-full object-cover" />;
}

function PostDate({ date }: { date: string }) {
  const language = useLanguage();
  return (
    <time dateTime={date} className="text-sm text-slate-600">
      {formatDate(date, language)}
    </time>
  );
}

/** /posts: published posts, newest first, a page at a time with "more" below. */
export function PostsPage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const pages = usePostPages();
  const { isPending, error } = pages;
  const data = pages.data?.pages.flatMap((page) => page.posts);
  return (
    <PageShell title={t('posts.title')} intro={t('posts.intro')} wide>
      <QueryState isPending={isPending} error={error} />
      {data && data.length === 0 && <p className="text-slate-700">{t('posts.empty')}</p>}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data?.map((post) => (
          <li key={post.id}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <PostMedia post={post} title={post[`title_${language}`]} />
              <div className="flex flex-col gap-2 p-4">
                <PostDate date={post.date} />
                <h2 className="text-lg font-bold text-slate-900">
                  <Link to={`/posts/${post.id}`} className="hover:text-brand hover:underline">
                    {post[`title_${language}`]}
                  </Link>
                </h2>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <p className="mt-8 text-center">
          <Button
            variant="secondary"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {t('posts.more')}
          </Button>
        </p>
      )}
    </PageShell>
  );
}

/** /posts/:id: one post; an unknown id says so and leads back to the list. */
export function PostPage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const { id = '' } = useParams();
  const { data, isPending, error } = usePost(id);
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const title = data?.[`title_${language}`] ?? (missing ? t('posts.notFound') : '');
  return (
    <PageShell title={title}>
      {missing ? null : <QueryState isPending={isPending} error={error} />}
      {data && (
        <article className="space-y-6">
          <PostDate date={data.date} />
          <div className="overflow-hidden rounded-2xl">
            <PostMedia post={data} title={title} />
          </div>
          {data[`body_${language}`].split(/\n{2,}/).map((paragraph, i) => (
            <p key={i} className="text-lg leading-relaxed text-slate-800">
              {paragraph}
            </p>
          ))}
        </article>
      )}
      <p className="mt-10">
        <Link to="/posts" className="text-brand underline underline-offset-4">
          {t('posts.back')}
        </Link>
      </p>
    </PageShell>
  );
}
