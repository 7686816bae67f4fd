import { BannersResponseSchema, type Banner, type Language } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

/** Thrown when the API answers `success: false` (SPEC.md section 8 treats it as a failure). */
export class BannersUnavailableError extends Error {}

export async function getBanners(): Promise<Banner[]> {
  const body = BannersResponseSchema.parse(await apiGet('/banners'));
  if (!body.success) throw new BannersUnavailableError('Failed to load banners');
  return body.data;
}

/** Titles and alt texts come in the request's language, so the language is part of the key. */
export function useBanners() {
  const language: Language = useLanguage();
  return useQuery({ queryKey: ['banners', language], queryFn: getBanners });
}
