import { staffCall } from '../../../api/staff-api';
import type { ContentKind } from '../kinds/kind';

/**
 * Saves a content record: PUT to its own address when it exists, else POST to its area. The body
 * is what the kind's edit schema gave the form; the answer is parsed with the kind's item schema.
 */
export function saveContent(kind: ContentKind, id: number | undefined, body: unknown) {
  const path = `/content/${kind.area}`;
  return id
    ? staffCall(kind.item, `${path}/${id}`, { method: 'PUT', body })
    : staffCall(kind.item, path, { method: 'POST', body });
}
