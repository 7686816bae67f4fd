import { StaffFactorsViewSchema } from '@waha/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { ME_KEY, staffCall } from './staff-api';

export const FACTORS_KEY = ['staff', 'factors'] as const;

/** My second factors, and until when this sign-in allows changing them. */
export function useFactors() {
  return useQuery({
    queryKey: FACTORS_KEY,
    queryFn: () => staffCall(StaffFactorsViewSchema, '/me/factors'),
  });
}

/** The server's WebAuthn options (opaque to the app: handed to the browser as they are). */
export const WebAuthnOptionsSchema = z.looseObject({ challenge: z.string() });

export const needsFreshSignIn = (error: unknown) =>
  error instanceof ApiError && error.code === 'staff_fresh_signin_required';

/** Signs out and opens the sign-in (with `?next=` when the person should come back somewhere). */
export function useSignOut(next?: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await staffCall(z.null(), '/auth/sign-out', { method: 'POST', body: {} }).catch(() => null);
    queryClient.setQueryData(ME_KEY, null);
    void navigate(next ? `/staff/sign-in?next=${next}` : '/staff/sign-in');
  };
}

/** Signs out and opens the sign-in, which brings the person back to their account page. */
export const useSignInAgain = () => useSignOut('account');
