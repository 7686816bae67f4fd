import { StaffSignInResultSchema, type StaffFactorSchema, type StaffSignIn } from '@waha/shared';
import type { z } from 'zod';
import { staffCall } from './staff-api';

/** Step one: login and password (and a solved proof of work once the server asked for one). */
export const postSignIn = (values: StaffSignIn, captcha?: string) =>
  staffCall(StaffSignInResultSchema, '/auth/sign-in', { method: 'POST', body: { ...values, captcha } });

/** Step two: the authenticator or a recovery code. */
export const postFactor = (values: z.output<typeof StaffFactorSchema>) =>
  staffCall(StaffSignInResultSchema, '/auth/factor', { method: 'POST', body: values });
