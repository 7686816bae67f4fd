import {
  BranchInfoEditSchema,
  IdParamsSchema,
  LANGUAGES,
  listOf,
  PageEditSchema,
  PageSectionSchema,
  PageSlugParamsSchema,
  sectionsToText,
  StaffBranchSchema,
  StaffPageSchema,
  textToSections,
  parseWorkDays,
  type PageSlug,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BranchLocationsTable, BranchesTable, PagesTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { auditContext, writeAudit } from '../staff/index.js';
import { deskErrors as errors } from './desk-routes.js';

const Sections = z.array(PageSectionSchema);

const pageView = (p: PagesTable) => ({
  slug: p.slug as PageSlug,
  title_ar: p.title_ar,
  title_en: p.title_en,
  title_ur: p.title_ur,
  text_ar: sectionsToText(Sections.parse(JSON.parse(p.sections_ar))),
  text_en: sectionsToText(Sections.parse(JSON.parse(p.sections_en))),
  text_ur: sectionsToText(Sections.parse(JSON.parse(p.sections_ur))),
  updatedAt: p.updated_at,
});

/**
 * Page texts: the informational pages' titles and text in three languages. The editor writes
 * plain text (rules/page-text.ts); the site keeps and renders sections. Saving publishes.
 */
export const pageStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = async (slug: string) => {
    const row = await app.db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found');
    return row;
  };

  app.get(
    '/api/staff/content/pages',
    {
      schema: { summary: 'Every informational page', response: { 200: listOf(StaffPageSchema), ...errors } },
    },
    async () => {
      const rows = await app.db.selectFrom('pages').selectAll().orderBy('slug').execute();
      return { items: rows.map(pageView), total: rows.length };
    },
  );

  app.put(
    '/api/staff/content/pages/:slug',
    {
      schema: {
        summary: "Publish a page's title and text in three languages",
        params: PageSlugParamsSchema,
        body: PageEditSchema,
        response: { 200: StaffPageSchema, ...errors },
      },
    },
    async (request) => {
      const before = await load(request.params.slug);
      const body = request.body;
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('pages')
          .set({
            title_ar: body.title_ar,
            title_en: body.title_en,
            title_ur: body.title_ur,
            ...Object.fromEntries(
              LANGUAGES.map((l) => [`sections_${l}`, JSON.stringify(textToSections(body[`text_${l}`]))]),
            ),
            updated_at: new Date().toISOString(),
          })
          .where('slug', '=', before.slug)
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: 'page.update',
          recordType: 'page',
          recordId: before.slug,
          before: pageView(before),
          after: body,
        });
      });
      app.contentChanges.notify('pages');
      return pageView(await load(before.slug));
    },
  );
};

const branchView = (b: BranchLocationsTable & Pick<BranchesTable, 'name_ar' | 'name_en' | 'name_ur'>) => ({
  id: b.branch_id,
  name_ar: b.name_ar,
  name_en: b.name_en,
  name_ur: b.name_ur,
  location_ar: b.location_ar,
  location_en: b.location_en,
  location_ur: b.location_ur,
  phone: b.phone,
  mapUrl: b.map_url,
  opensAt: b.opens_at,
  closesAt: b.closes_at,
  workDays: parseWorkDays(b.work_days),
});

/** Branch information: location text, phone, map link, hours and working days. */
export const branchStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const query = () =>
    app.db
      .selectFrom('branch_locations as l')
      .innerJoin('branches as b', 'b.id', 'l.branch_id')
      .selectAll('l')
      .select(['b.name_ar', 'b.name_en', 'b.name_ur']);
  const load = async (id: number) => {
    const row = await query().where('l.branch_id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found');
    return row;
  };

  app.get(
    '/api/staff/content/branches',
    {
      schema: {
        summary: "Every branch's public information",
        response: { 200: listOf(StaffBranchSchema), ...errors },
      },
    },
    async () => {
      const rows = await query().orderBy('l.sort_order').execute();
      return { items: rows.map(branchView), total: rows.length };
    },
  );

  app.put(
    '/api/staff/content/branches/:id',
    {
      schema: {
        summary: "Edit a branch's location, phone, map link and hours",
        params: IdParamsSchema,
        body: BranchInfoEditSchema,
        response: { 200: StaffBranchSchema, ...errors },
      },
    },
    async (request) => {
      const before = await load(request.params.id);
      const b = request.body;
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('branch_locations')
          .set({
            location_ar: b.location_ar,
            location_en: b.location_en,
            location_ur: b.location_ur,
            phone: b.phone,
            map_url: b.mapUrl,
            opens_at: b.opensAt,
            closes_at: b.closesAt,
            work_days: b.workDays.join(','),
          })
          .where('branch_id', '=', before.branch_id)
          .execute();
        await writeAudit(trx, auditContext(request), {
          action: 'branch.update',
          recordType: 'branch',
          recordId: String(before.branch_id),
          before: branchView(before),
          after: b,
        });
      });
      app.contentChanges.notify('branches');
      return branchView(await load(before.branch_id));
    },
  );
};
