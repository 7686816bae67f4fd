import type { Language } from '@waha/shared';
import { useWatch } from 'react-hook-form';
import type { ContentForm } from './form-values';
import type { KindPreview } from './kinds/kind';

const FRAME = {
  banner: 'aspect-[3/1] w-full rounded object-cover',
  post: 'mb-2 aspect-video w-full rounded object-cover',
};

/**
 * The record as the public site will show it in one language, from the form's current values. A
 * video's https address is not drawn as an image; only uploaded or shipped images (/...) are.
 */
export function ContentPreview({
  preview,
  control,
  lang,
}: {
  preview: KindPreview;
  control: ContentForm['control'];
  lang: Language;
}) {
  const values = useWatch({ control });
  const text = (prefix: string | undefined) => (prefix ? String(values[`${prefix}_${lang}`] ?? '') : '');
  const image = String(values[preview.image] ?? '');
  return (
    <article lang={lang} dir={lang === 'en' ? 'ltr' : 'rtl'} className="rounded border border-slate-200 p-3">
      {image.startsWith('/') && <img src={image} alt={text(preview.alt)} className={FRAME[preview.shape]} />}
      <h2 className="font-bold">{text(preview.title)}</h2>
      {preview.body && <p className="whitespace-pre-wrap text-sm">{text(preview.body)}</p>}
    </article>
  );
}
