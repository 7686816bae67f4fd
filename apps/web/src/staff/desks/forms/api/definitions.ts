import {
  FormAssignResultSchema,
  listOf,
  StaffFormDefinitionSchema,
  type FormAssignSchema,
  type FormDefinitionEdit,
} from '@waha/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffCall } from '../../../api/staff-api';

export const DEFINITIONS_KEY = ['staff', 'forms', 'definitions'] as const;
export const DEFINITIONS_LIST_PATH = '/forms/definitions';

/** Every form definition at once (the submissions desk's form filter). */
export const getAllDefinitions = () =>
  staffCall(listOf(StaffFormDefinitionSchema), DEFINITIONS_LIST_PATH, { query: { pageSize: 200 } });

export function useAllDefinitions() {
  return useQuery({ queryKey: [...DEFINITIONS_KEY, 'all'], queryFn: getAllDefinitions });
}

/** A new form: its code (`id`) is chosen by staff and fixed once created. */
export const createDefinition = (body: FormDefinitionEdit & { id: string }) =>
  staffCall(StaffFormDefinitionSchema, DEFINITIONS_LIST_PATH, { method: 'POST', body });

export const updateDefinition = (id: string, body: FormDefinitionEdit) =>
  staffCall(StaffFormDefinitionSchema, `${DEFINITIONS_LIST_PATH}/${id}`, { method: 'PUT', body });

/** Assigns a form to customers by national ID; the server parses the pasted text itself. */
export const assignForm = (body: z.input<typeof FormAssignSchema>) =>
  staffCall(FormAssignResultSchema, '/forms/assignments', { method: 'POST', body });
