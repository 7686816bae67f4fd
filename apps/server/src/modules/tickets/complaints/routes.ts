import {
  ComplaintRegisteredSchema,
  ComplaintRegisterSchema,
  ComplaintReportQuerySchema,
  ComplaintReportSchema,
  ErrorEnvelopeSchema,
  type ComplaintReport,
} from '@waha/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection.js';
import { sendCsv } from '../../../lib/csv.js';
import { STAFF_ERRORS as errors } from '../../../lib/error-responses.js';
import { auditContext, auditExport, staffNames, staffOf, writeAudit } from '../../staff/index.js';
import { complaintReportOf } from './figures.js';
import { complaintReportPdf, unifiedResponsePdf } from './pdf.js';
import { complaintCsvBatches, COMPLAINT_CSV_HEADER } from './csv.js';
import { registerComplaint } from './register.js';
import { branchNames, reportRows } from './repository.js';
import { TicketParams } from '../staff/actions.js';
import { staffTicketView } from '../staff/view.js';

async function buildReport(db: Db, period: { from: string; to: string }): Promise<ComplaintReport> {
  const rows = await reportRows(db, period);
  const [agents, branches] = await Promise.all([
    staffNames(
      db,
      rows.map((r) => r.assignee_id),
    ),
    branchNames(
      db,
      rows.map((r) => r.branch_id),
    ),
  ]);
  return complaintReportOf(rows, period, { agents, branches });
}

const pdfReply = (reply: FastifyReply, name: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdf);

/**
 * SAMA's complaint work (issue 23, ADR 2303): registering a complaint received by phone, at a
 * branch or through SAMACares (tickets.write, like any officer's write), the unified response PDF
 * of a ticket (tickets.read), and the report with its CSV and PDF (complaints.report). Every
 * export is audited like the other desks' exports.
 */
export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/tickets/register',
    {
      config: { permission: 'tickets.write' },
      schema: {
        summary: 'Register a complaint received by phone, at a branch or through SAMACares',
        body: ComplaintRegisterSchema,
        response: { 201: ComplaintRegisteredSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const officer = staffOf(request).account.id;
      const done = await registerComplaint(app, auditContext(request), officer, request.body);
      return reply.status(201).send(done);
    },
  );

  app.get(
    '/api/staff/tickets/:id/response.pdf',
    {
      config: { permission: 'tickets.read' },
      schema: { summary: "SAMA's unified response for one ticket (PDF)", params: TicketParams },
    },
    async (request, reply) => {
      const ticket = await staffTicketView(app.db, request.params.id);
      const answer = [...ticket.events].reverse().find((e) => e.action === 'resolve' || e.action === 'solve');
      const names = await staffNames(app.db, [answer?.actorId ?? null]);
      const officer = (answer?.actorId && names.get(answer.actorId)) || ticket.assigneeName;
      const pdf = unifiedResponsePdf(ticket, officer);
      await writeAudit(app.db, auditContext(request), {
        action: 'ticket.response.pdf',
        recordType: 'ticket',
        recordId: ticket.id,
      });
      return pdfReply(reply, `response-${ticket.id}`, pdf);
    },
  );

  app.get(
    '/api/staff/complaints/report',
    {
      config: { permission: 'complaints.report' },
      schema: {
        summary: "SAMA's complaint figures for a period of Riyadh days (default: this month)",
        querystring: ComplaintReportQuerySchema,
        response: { 200: ComplaintReportSchema, ...errors },
      },
    },
    async (request) => buildReport(app.db, request.query),
  );

  const exported = async (request: FastifyRequest, period: { from: string; to: string }, kind: string) => {
    const report = await buildReport(app.db, period);
    await auditExport(app.db, request, `complaints.${kind}`, period, report.received);
    return report;
  };

  app.get(
    '/api/staff/complaints/report.csv',
    {
      config: { permission: 'complaints.report' },
      schema: { summary: 'The complaint report as CSV', querystring: ComplaintReportQuerySchema },
    },
    async (request, reply) => {
      const report = await exported(request, request.query, 'csv');
      const name = `complaints-${report.from}-${report.to}.csv`;
      return sendCsv(reply, name, COMPLAINT_CSV_HEADER, complaintCsvBatches(report));
    },
  );

  app.get(
    '/api/staff/complaints/report.pdf',
    {
      config: { permission: 'complaints.report' },
      schema: { summary: 'The complaint report as PDF', querystring: ComplaintReportQuerySchema },
    },
    async (request, reply) => {
      const report = await exported(request, request.query, 'pdf');
      return pdfReply(reply, `complaints-${report.from}-${report.to}`, complaintReportPdf(report));
    },
  );
};
