import { TutorialsResponseSchema, type Tutorial } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export async function getTutorials(): Promise<Tutorial[]> {
  return TutorialsResponseSchema.parse(await apiGet('/tutorials')).tutorials;
}

export function useTutorials() {
  return useQuery({ queryKey: ['tutorials'], queryFn: getTutorials, staleTime: 10 * 60_000 });
}
