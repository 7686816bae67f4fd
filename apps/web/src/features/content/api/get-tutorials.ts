import type { Tutorial } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export async function getTutorials(): Promise<Tutorial[]> {
  return (await parseResponse('TutorialsResponseSchema', await apiGet('/tutorials'))).tutorials;
}

export function useTutorials() {
  return useQuery({ queryKey: ['tutorials'], queryFn: getTutorials, staleTime: 10 * 60_000 });
}
