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
  type FormDefinitionEdit,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, FormDefinitionsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { listPage } from '../../lib/list-query.js';
import { auditContext, writeAudit } from '../staff/audit.js';
import { fieldsOf, titleOf } from './repository.js';

export const staffErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
const IdParams = z.object({ id: z.string().max(40) });
const DefinitionListQuery = StaffListQuerySchema.extend({ active: z.enum(['true']).optional() });
const SORTABLE = { id: 'id', updatedAt: 'updated_at', active: 'active' };
/** Random, URL-safe and unguessable: one customer's ids say nothing of another's. */
const newClientFormId = () => randomBytes(12).toString('base64url').slice(0, 16);

const columns = (edit: FormDefinitionEdit) => ({
  title_ar: edit.title.ar,
  title_en: edit.title.en,
  title_ur: edit.title.ur,
  fields: JSON.stringify(edit.fields),
  active: edit.active ? 1 : 0,
});

/** The forms desk (role `forms`): form definitions and assigning them to customers. */
export const formDefinitionStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = async (row: FormDefinitionsTable) => {
    const assigned = await app.db
      .selectFrom('customer_forms')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('form_id', '=', row.id)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      title: titleOf(row),
      fields: fieldsOf(row),
      active: row.active === 1,
      assigned: Number(assigned.count),
      updatedAt: row.updated_at,
    };
  };
  const load = async (id: string) => {
    const row = await app.db
      .selectFrom('form_definitions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'form_not_found');
    return row;
  };

  app.get(
    '/api/staff/forms/definitions',
    {
      schema: {
        summary: 'Form definitions, sorted and paged (`active=true` for those that may be given)',
        querystring: DefinitionListQuery,
        response: { 200: listOf(StaffFormDefinitionSchema), ...staffErrors },
      },
    },
    async (request) => {
      let query = app.db.selectFrom('form_definitions');
      if (request.query.active) query = query.where('active', '=', 1);
      const { rows, ...page } = await listPage<Database, 'form_definitions', FormDefinitionsTable>(
        query,
        request.query,
        SORTABLE,
        'id',
        'id',
      );
      return { items: await Promise.all(rows.map(view)), ...page };
    },
  );

  app.post(
    '/api/staff/forms/definitions',
    {
      schema: {
        summary: 'Define a new form',
        body: FormDefinitionCreateSchema,
        response: { 201: StaffFormDefinitionSchema, 409: ErrorEnvelopeSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { id, ...edit } = request.body;
      const now = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('form_definitions')
          .values({ id, ...columns(edit), created_at: now, updated_at: now })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
          throw new AppError(409, 'validation_failed', { id: ['staff:validation.formId'] });
        }
        await writeAudit(trx, auditContext(request), {
          action: 'form-definition.create',
          recordType: 'form_definition',
          recordId: id,
          after: edit,
        });
      });
      return reply.status(201).send(await view(await load(id)));
    },
  );

  app.put(
    '/api/staff/forms/definitions/:id',
    {
      schema: {
        summary: "Change a form's titles, fields or availability",
        params: IdParams,
        body: FormDefinitionEditSchema,
        response: { 200: StaffFormDefinitionSchema, ...staffErrors },
      },
    },
    async (request) => {
      const before = await load(request.params.id);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('form_definitions')
          .set({ ...columns(request.body), updated_at: new Date().toISOString() })
          .where('id', '=', before.id)
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: 'form-definition.update',
          recordType: 'form_definition',
          recordId: before.id,
          before: { title: titleOf(before), fields: fieldsOf(before), active: before.active === 1 },
          after: request.body,
        });
      });
      return view(await load(before.id));
    },
  );

  app.post(
    '/api/staff/forms/assignments',
    {
      schema: {
        summary: 'Give a form to one customer or many (pasted national IDs)',
        body: FormAssignSchema,
        response: { 200: FormAssignResultSchema, ...staffErrors },
      },
    },
    async (request) => {
      const { formId, nationalIds, transferNumber } = request.body;
      const definition = await load(formId);
      if (!definition.active)
        throw new AppError(400, 'validation_failed', { formId: ['staff:forms.inactive'] });
      const known = await app.db
        .selectFrom('core_customers')
        .select('national_id')
        .where('national_id', 'in', nationalIds)
        .where('active', '=', 1)
        .execute();
      const unknown = nationalIds.filter((id) => !known.some((row) => row.national_id === id));
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
      await app.db.transaction().execute(async (trx) => {
        await trx.insertInto('customer_forms').values(rows).execute();
        for (const row of rows) {
          await writeAudit(trx, auditContext(request), {
            action: 'form.assign',
            recordType: 'customer_form',
            recordId: row.id,
            after: { formId, nationalId: row.national_id, transferNumber },
          });
        }
      });
      return { assigned: rows.length, clientFormIds: rows.map((row) => row.id) };
    },
  );
};
