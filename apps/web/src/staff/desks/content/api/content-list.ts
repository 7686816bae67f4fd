import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServerList } from '../../shared/use-server-list';
import type { ContentArea, ContentKind } from '../kinds/kind';

/** Every query of one content area starts with this key; a write invalidates it. */
export const contentKey = (area: ContentArea) => ['staff', 'content', area];

/** One page of a content area's list, sorted and paged on the server (GET /content/<area>). */
export function useContentList(kind: ContentKind) {
  const { table } = useServerList(contentKey(kind.area), `/content/${kind.area}`, kind.item, {
    defaultSort: kind.defaultSort ?? 'sortOrder',
  });
  return table;
}

/** A write on a row of the list (publish, remove) that refreshes every page of its area. */
export function useContentWrite<V>(area: ContentArea, write: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKey(area) }),
  });
}
