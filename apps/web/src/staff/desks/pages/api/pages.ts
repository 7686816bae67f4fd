import { listOf, StaffPageSchema, type PageEditSchema } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffCall } from '../../../api/staff-api';

export const PAGES_KEY = ['staff', 'content', 'pages'] as const;

export const getPages = () => staffCall(listOf(StaffPageSchema), '/content/pages');

/** Every informational page's texts in three languages. */
export function usePages() {
  return useQuery({ queryKey: PAGES_KEY, queryFn: getPages });
}

/** Saves a page's texts, already checked by PageEditSchema. */
export const putPage = (slug: string, body: z.output<typeof PageEditSchema>) =>
  staffCall(StaffPageSchema, `/content/pages/${slug}`, { method: 'PUT', body });
