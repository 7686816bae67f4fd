import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** The desk's heading and its "new" button. */
export function DeskHeader({
  id,
  title,
  newLabel,
  onNew,
}: {
  id: string;
  title: string;
  newLabel?: string;
  onNew?: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 id={id} className="text-2xl font-bold text-brand-dark">
        {title}
      </h1>
      {newLabel && onNew && <Button onClick={onNew}>{newLabel}</Button>}
    </div>
  );
}

/** One row of a short fixed list (page texts, branches); the numbered content desks use ContentTable (desks/content). */
export function DeskRow({
  label,
  meta,
  onEdit,
  editLabel,
  published,
  onPublish,
  publishBusy,
  onRemove,
  removeBusy,
}: {
  label: ReactNode;
  meta?: ReactNode;
  onEdit: () => void;
  editLabel: string;
  published?: boolean;
  onPublish?: () => void;
  publishBusy?: boolean;
  onRemove?: () => void;
  removeBusy?: boolean;
}) {
  const { t } = useTranslation('staff');
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded bg-white p-3 shadow-sm">
      <span className="font-semibold">{label}</span>
      {(meta || published !== undefined) && (
        <span className="text-sm">
          {meta}
          {meta && published !== undefined && ' · '}
          {published !== undefined && (published ? t('posts.published') : t('posts.draft'))}
        </span>
      )}
      <span className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit}>
          {editLabel}
        </Button>
        {onPublish && (
          <Button variant={published ? 'secondary' : 'primary'} busy={publishBusy} onClick={onPublish}>
            {published ? t('posts.unpublish') : t('posts.publish')}
          </Button>
        )}
        {onRemove && (
          <Button variant="ghost" busy={removeBusy} onClick={onRemove}>
            {t('faq.remove')}
          </Button>
        )}
      </span>
    </li>
  );
}

/** Save, optional preview toggle, cancel, and the form's alert. */
export function EditorActions({
  busy,
  onCancel,
  preview,
  onPreview,
  saveLabel,
}: {
  busy: boolean;
  onCancel: () => void;
  preview?: boolean;
  onPreview?: () => void;
  saveLabel?: string;
}) {
  const { t } = useTranslation('staff');
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" busy={busy}>
        {saveLabel ?? t('common.save')}
      </Button>
      {onPreview && (
        <Button variant="secondary" aria-pressed={preview} onClick={onPreview}>
          {t('posts.preview')}
        </Button>
      )}
      <Button variant="ghost" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}
