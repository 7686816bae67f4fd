import type { StaffSetupCompleteSchema } from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffCall } from './staff-api';

const StartSchema = z.object({
  name: z.string(),
  employeeNumber: z.string(),
  secret: z.string(),
  uri: z.string(),
});
const DoneSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Who the set-up link is for, and their new authenticator key. */
export const startSetup = (token: string) =>
  staffCall(StartSchema, '/auth/setup/start', { method: 'POST', body: { token } });

/** Asked once per link (a link too short to be one is not asked about at all). */
export function useSetupStart(token: string) {
  return useQuery({
    queryKey: ['staff', 'setup', token],
    queryFn: () => startSetup(token),
    enabled: token.length >= 20,
    retry: false,
    staleTime: Infinity,
  });
}

/** Sets the password and confirms the authenticator; answers the recovery codes, shown once. */
export const completeSetup = async (body: z.output<typeof StaffSetupCompleteSchema>) =>
  (await staffCall(DoneSchema, '/auth/setup/complete', { method: 'POST', body })).recoveryCodes;
