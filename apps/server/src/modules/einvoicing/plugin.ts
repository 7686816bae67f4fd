import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { certificateFingerprint } from './certificate.js';
import type { EgsUnit } from './egs.js';
import { countOverdue, reportDue } from './outbox.js';
import { periodicJob, type JobOutcome } from '../../lib/periodic-job.js';
import { issueDueDocuments } from './source.js';
import { TEST_CERTIFICATE_LABEL } from './test-certificate.js';

declare module 'fastify' {
  interface FastifyInstance {
    einvoicing: {
      unit: EgsUnit;
      /** One issuing round now (or the one already running on this instance). */
      issueDue(): Promise<number>;
      /** One reporting round now (0 without a CSID: nothing is ever sent then). */
      reportDue(): Promise<number>;
    };
  }
}

export interface EinvoicingOptions {
  unit: EgsUnit;
  /** The "still processing" window: a transaction is invoiced once it has passed. */
  delayMs: number;
  /** 0: no timer. */
  intervalMs: number;
  production: boolean;
  /** ZATCA's API (config ZATCA_API_BASE_URL). */
  apiBaseUrl: string;
  /** One report request's limit. */
  reportTimeoutMs?: number;
}

/** Until onboarding gives the unit a CSID (ADR 2403), say so where it matters. */
function announceCertificate(app: FastifyInstance, unit: EgsUnit, production: boolean) {
  if (production && unit.key.certificate.subject.includes(TEST_CERTIFICATE_LABEL)) {
    app.log.warn(
      'e-invoices are stamped with the self-signed TEST certificate and not reported: no CSID yet',
    );
  }
  if (unit.csid) {
    const notAfter = new Date(unit.key.certificate.validTo);
    const fingerprint = certificateFingerprint(unit.key.certificate);
    app.log.info({ fingerprint, notAfter }, 'e-invoices are stamped with the production CSID and reported');
    // ZATCA's production CSIDs expire; renewing takes a new code from the Fatoora portal.
    if (notAfter.getTime() - Date.now() < 30 * 86_400_000)
      app.log.warn({ fingerprint, notAfter }, 'the production CSID expires within 30 days: onboard again');
  }
}

/**
 * Issues invoices at the source: when the server is ready (catching up on anything that became
 * invoiceable while it was down) and then every intervalMs, not when a customer downloads one.
 * No job lock: the chain serialises issues across instances and an issued invoice is found, not
 * issued twice, so two instances running a round at once only repeat a lookup.
 */
export const einvoicingPlugin = fp<EinvoicingOptions>(
  async (app, { unit, delayMs, intervalMs, production, apiBaseUrl, reportTimeoutMs = 30_000 }) => {
    announceCertificate(app, unit, production);
    const csid = unit.csid;
    const report = periodicJob(app, {
      name: 'einvoice-report',
      // No timer of its own: it follows each issuing round, and the desk asks for one at once.
      intervalMs: 0,
      runAtStart: false,
      // Without a CSID nothing is ever sent.
      round: async (_input, signal) =>
        csid
          ? reportDue(app.db, {
              client: { baseUrl: apiBaseUrl, csid, timeoutMs: reportTimeoutMs },
              signal,
              onOutcome: (outcome) => app.metrics.einvoiceReports.inc({ outcome }),
              onLost: () => app.metrics.outboxClaimsLost.inc({ outbox: 'einvoice-report' }),
            })
          : 0,
    });
    // Issue, then report what was issued; the outbox keeps anything a crash interrupted.
    const issue = periodicJob(app, {
      name: 'einvoice-issue',
      intervalMs,
      runAtStart: true,
      followedBy: report,
      round: async () => {
        const issued = await issueDueDocuments(app.db, unit, {
          delayMs,
          onError: (transactionNumber, err) =>
            app.log.error({ err, transactionNumber }, 'e-invoice not issued'),
        });
        if (issued > 0) app.log.info({ issued }, 'e-invoices issued');
        return issued;
      },
    });
    const count = (outcome: JobOutcome<number>) => (typeof outcome === 'number' ? outcome : 0);
    app.metrics.readOnScrape('einvoicesUnreported', () => countOverdue(app.db));
    app.decorate('einvoicing', {
      unit,
      issueDue: async () => count(await issue.run()),
      reportDue: async () => count(await report.run()),
    });
  },
  { name: 'einvoicing', dependencies: ['db', 'metrics'] },
);
