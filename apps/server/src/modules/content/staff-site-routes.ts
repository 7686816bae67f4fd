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
import { auditContext } from '../staff/index.js';
import { STAFF_ERRORS as errors } from '../../lib/error-responses.js';
import {
  listBranchInfo,
  listPages,
  loadBranchInfo,
  loadPage,
  updateBranchInfo,
  updatePage,
} from './repository-site.js';

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
  const load = (slug: string) => loadPage(app.db, slug);

  app.get(
    '/api/staff/content/pages',
    {
      config: { permission: 'content.read' },
      schema: { summary: 'Every informational page', response: { 200: listOf(StaffPageSchema), ...errors } },
    },
    async () => {
      const rows = await listPages(app.db);
      return { items: rows.map(pageView), total: rows.length };
    },
  );

  app.put(
    '/api/staff/content/pages/:slug',
    {
      config: { permission: 'content.write' },
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
      await updatePage(
        app.db,
        auditContext(request),
        before.slug,
        {
          title_ar: body.title_ar,
          title_en: body.title_en,
          title_ur: body.title_ur,
          ...Object.fromEntries(
            LANGUAGES.map((l) => [`sections_${l}`, JSON.stringify(textToSections(body[`text_${l}`]))]),
          ),
          updated_at: new Date().toISOString(),
        },
        {
          before: pageView(before),
          after: body,
        },
      );
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
  const load = (id: number) => loadBranchInfo(app.db, id);

  app.get(
    '/api/staff/content/branches',
    {
      config: { permission: 'content.read' },
      schema: {
        summary: "Every branch's public information",
        response: { 200: listOf(StaffBranchSchema), ...errors },
      },
    },
    async () => {
      const rows = await listBranchInfo(app.db);
      return { items: rows.map(branchView), total: rows.length };
    },
  );

  app.put(
    '/api/staff/content/branches/:id',
    {
      config: { permission: 'content.write' },
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
      await updateBranchInfo(
        app.db,
        auditContext(request),
        before.branch_id,
        {
          location_ar: b.location_ar,
          location_en: b.location_en,
          location_ur: b.location_ur,
          phone: b.phone,
          map_url: b.mapUrl,
          opens_at: b.opensAt,
          closes_at: b.closesAt,
          work_days: b.workDays.join(','),
        },
        {
          before: branchView(before),
          after: b,
        },
      );
      app.contentChanges.notify('branches');
      return branchView(await load(before.branch_id));
    },
  );
};
