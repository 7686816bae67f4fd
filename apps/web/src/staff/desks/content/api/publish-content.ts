import { staffCall } from '../../../api/staff-api';
import type { ContentKind } from '../kinds/kind';
import { useContentWrite } from './content-list';

export interface PublishChange {
  id: number;
  published: boolean;
}

/** Publishes or unpublishes one record (POST /content/<area>/<id>/publish). */
export function publishContent(kind: ContentKind, { id, published }: PublishChange) {
  return staffCall(kind.item, `/content/${kind.area}/${id}/publish`, { method: 'POST', body: { published } });
}

export const usePublishContent = (kind: ContentKind) =>
  useContentWrite(kind.area, (change: PublishChange) => publishContent(kind, change));
