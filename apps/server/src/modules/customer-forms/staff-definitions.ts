import { randomBytes } from 'node:crypto';
import {
  ErrorEnvelopeSchema,
  FormAssignResultSchema,
  FormAssignSchema,
  FormDefinitionCreateSchema,
  FormDefinitionEditSchema,
  listOf,
  StaffFormDefinitionSchema,
  StaffListQuerySchema,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { FormDefinitionsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { auditContext } from '../staff/index.js';
import {
  activeCustomerIds,
  countAssigned,
  insertAssignments,
  insertDefinition,
  listDefinitions,
  loadDefinition,
  updateDefinition,
} from './repository-definitions.js';
import { fieldsOf, titleOf } from './repository.js';

const IdParams = z.object({ id: z.string().max(40) });
const DefinitionListQuery = StaffListQuerySchema.extend({ active: z.enum(['true']).optional() });
/** Random, URL-safe and unguessable: one customer's ids say nothing of another's. */
const newClientFormId = () => randomBytes(12).toString('base64url').slice(0, 16);

async function definitionView(db: Db, row: FormDefinitionsTable) {
  const assigned = await countAssigned(db, row.id);
  return {
    id: row.id,
    title: titleOf(row),
    fields: fieldsOf(row),
    active: row.active === 1,
    assigned,
    updatedAt: row.updated_at,
  };
}

/** The forms desk (role `forms`): form definitions and assigning them to customers. */
export const formDefinitionStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(definitionRoutes);
  await app.register(assignmentRoute);
};

/** The definitions: list, define, change. */
const definitionRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = (row: FormDefinitionsTable) => definitionView(app.db, row);
  const load = (id: string) => loadDefinition(app.db, id);

  app.get(
    '/api/staff/forms/definitions',
    {
      config: { permission: 'forms.read' },
      schema: {
        summary: 'Form definitions, sorted and paged (`active=true` for those that may be given)',
        querystring: DefinitionListQuery,
        response: { 200: listOf(StaffFormDefinitionSchema), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { rows, ...page } = await listDefinitions(app.db, request.query);
      return { items: await Promise.all(rows.map(view)), ...page };
    },
  );

  app.post(
    '/api/staff/forms/definitions',
    {
      config: { permission: 'forms.write' },
      schema: {
        summary: 'Define a new form',
        body: FormDefinitionCreateSchema,
        response: { 201: StaffFormDefinitionSchema, 409: ErrorEnvelopeSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { id, ...edit } = request.body;
      await insertDefinition(app.db, auditContext(request), id, edit);
      return reply.status(201).send(await view(await load(id)));
    },
  );

  app.put(
    '/api/staff/forms/definitions/:id',
    {
      config: { permission: 'forms.write' },
      schema: {
        summary: "Change a form's titles, fields or availability",
        params: IdParams,
        body: FormDefinitionEditSchema,
        response: { 200: StaffFormDefinitionSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const before = await load(request.params.id);
      await updateDefinition(app.db, auditContext(request), before.id, request.body, {
        title: titleOf(before),
        fields: fieldsOf(before),
        active: before.active === 1,
      });
      return view(await load(before.id));
    },
  );
};

/** Giving an active form to customers, one or many at once. */
const assignmentRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/forms/assignments',
    {
      config: { permission: 'forms.write' },
      schema: {
        summary: 'Give a form to one customer or many (pasted national IDs)',
        body: FormAssignSchema,
        response: { 200: FormAssignResultSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { formId, nationalIds, transferNumber } = request.body;
      const definition = await loadDefinition(app.db, formId);
      if (!definition.active)
        throw new AppError(400, 'validation_failed', { formId: ['staff:forms.inactive'] });
      const known = await activeCustomerIds(app.db, nationalIds);
      const unknown = nationalIds.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw new AppError(
          400,
          'validation_failed',
          { nationalIds: ['staff:forms.unknownCustomers'] },
          {
            ids: unknown.slice(0, 10).join(', '),
          },
        );
      }
      const now = new Date().toISOString();
      const rows = nationalIds.map((nationalId) => ({
        id: newClientFormId(),
        form_id: formId,
        national_id: nationalId,
        transfer_number: transferNumber,
        status: 'assigned' as const,
        assigned_at: now,
        completed_at: null,
        answers: null,
        rejection_reason: null,
        result_file_key: null,
        result_file_name: null,
        updated_at: now,
      }));
      await insertAssignments(app.db, auditContext(request), rows);
      return { assigned: rows.length, clientFormIds: rows.map((row) => row.id) };
    },
  );
};
