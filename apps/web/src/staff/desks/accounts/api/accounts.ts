import { StaffAccountViewSchema, type StaffAccountUpdateSchema, type StaffRole } from '@waha/shared';
import { z } from 'zod';
import { staffCall } from '../../../api/staff-api';

/** The accounts list's key (the list itself comes from the shared server list). */
export const ACCOUNTS_KEY = ['staff', 'accounts'] as const;

export interface AccountDraft {
  employeeNumber: string;
  email: string;
  name: string;
  roles: StaffRole[];
}
export type AccountChange = z.input<typeof StaffAccountUpdateSchema>;

const CreatedSchema = z.object({ account: StaffAccountViewSchema, setupLink: z.string() });
const LinkSchema = z.object({ setupLink: z.string() });
const EndedSchema = z.object({ ended: z.number() });

/** A new account and its one-time set-up link. */
export const createAccount = (draft: AccountDraft) =>
  staffCall(CreatedSchema, '/accounts', { method: 'POST', body: draft });

export const updateAccount = (id: string, change: AccountChange) =>
  staffCall(StaffAccountViewSchema, `/accounts/${id}`, { method: 'PATCH', body: change });

/** Removes the second factor; the answer is a new set-up link for the person. */
export const resetFactor = (id: string) =>
  staffCall(LinkSchema, `/accounts/${id}/reset-factor`, { method: 'POST', body: {} });

/** Signs the person out everywhere; the answer counts the sessions ended. */
export const endAccountSessions = (id: string) =>
  staffCall(EndedSchema, `/accounts/${id}/sessions`, { method: 'DELETE' });
