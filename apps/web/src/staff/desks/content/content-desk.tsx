import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskHeader } from '../shared/desk-list';
import { ContentEditor } from './content-editor';
import { ContentTable } from './content-table';
import type { ContentItem, ContentKind } from './kinds/kind';

/**
 * One content desk (FAQ, offers, banners, posts, partners), rendered from its kind's definition:
 * the heading with its "new" button, the editor when a record is open, and the list.
 */
export function ContentDesk({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation('staff');
  const [editing, setEditing] = useState<ContentItem | 'new' | null>(null);
  const titleId = `${kind.section}-title`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <DeskHeader
        id={titleId}
        title={t(`${kind.section}.title`)}
        newLabel={t(`${kind.section}.new`)}
        onNew={() => setEditing('new')}
      />
      {editing && (
        <ContentEditor
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          item={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ContentTable kind={kind} onEdit={setEditing} />
    </section>
  );
}
