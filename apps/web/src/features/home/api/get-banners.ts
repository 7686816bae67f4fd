import type { Banner, Language } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { useLanguage } from '../../../lib/use-language';

/** Thrown when the API answers `success: false` (SPEC.md section 8 treats it as a failure). */
export class BannersUnavailableError extends Error {}

export async function getBanners(): Promise<Banner[]> {
  const body = await parseResponse('BannersResponseSchema', await apiGet('/banners'));
  if (!body.success) throw new BannersUnavailableError('Failed to load banners');
  return body.data;
}

/** Titles and alt texts come in the request's language, so the language is part of the key. */
export function useBanners() {
  const language: Language = useLanguage();
  return useQuery({ queryKey: ['banners', language], queryFn: getBanners });
}
