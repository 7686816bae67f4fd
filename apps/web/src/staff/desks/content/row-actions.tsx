import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { usePublishContent } from './api/publish-content';
import { useRemoveContent } from './api/remove-content';
import type { ContentItem, ContentKind } from './kinds/kind';

/** A row's edit button, and publish/unpublish and remove where the kind has them. */
export function RowActions({
  kind,
  row,
  onEdit,
}: {
  kind: ContentKind;
  row: ContentItem;
  onEdit: () => void;
}) {
  const { t } = useTranslation('staff');
  const publish = usePublishContent(kind);
  const remove = useRemoveContent(kind.area);
  return (
    <span className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={onEdit}>
        {t(`${kind.section}.edit`)}
      </Button>
      {kind.publishable && (
        <Button
          variant={row.published ? 'secondary' : 'primary'}
          busy={publish.isPending}
          onClick={() => publish.mutate({ id: row.id, published: !row.published })}
        >
          {row.published ? t('posts.unpublish') : t('posts.publish')}
        </Button>
      )}
      {kind.removable && (
        <Button variant="ghost" busy={remove.isPending} onClick={() => remove.mutate(row.id)}>
          {t('faq.remove')}
        </Button>
      )}
    </span>
  );
}
