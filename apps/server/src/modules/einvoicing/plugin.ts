import fp from 'fastify-plugin';
import type { EgsUnit } from './egs.js';
import { issueDueInvoices } from './source.js';
import { TEST_CERTIFICATE_LABEL } from './test-certificate.js';

declare module 'fastify' {
  interface FastifyInstance {
    einvoicing: {
      unit: EgsUnit;
      /** One issuing round now (or the one already running on this instance). */
      issueDue(): Promise<number>;
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
}

/**
 * Issues invoices at the source: when the server is ready (catching up on anything that became
 * invoiceable while it was down) and then every intervalMs, not when a customer downloads one.
 * No job lock: the chain serialises issues across instances and an issued invoice is found, not
 * issued twice, so two instances running a round at once only repeat a lookup.
 */
export const einvoicingPlugin = fp<EinvoicingOptions>(
  async (app, { unit, delayMs, intervalMs, production }) => {
    // Until onboarding (issue 24, second half) gives the unit a CSID, say so where it matters.
    if (production && unit.key.certificate.subject.includes(TEST_CERTIFICATE_LABEL)) {
      app.log.warn('e-invoices are stamped with the self-signed TEST certificate: no CSID yet');
    }
    let running: Promise<number> | null = null;
    let closing = false;
    const round = async () => {
      try {
        const issued = await issueDueInvoices(app.db, unit, {
          delayMs,
          onError: (transactionNumber, err) =>
            app.log.error({ err, transactionNumber }, 'e-invoice not issued'),
        });
        if (issued > 0) app.log.info({ issued }, 'e-invoices issued');
        return issued;
      } catch (err) {
        app.log.error({ err }, 'e-invoice round failed');
        return 0;
      }
    };
    const issueDue = () => {
      if (closing) return Promise.resolve(0);
      running ??= round().finally(() => (running = null));
      return running;
    };
    app.decorate('einvoicing', { unit, issueDue });

    let timer: NodeJS.Timeout | null = null;
    // preClose: before the database closes.
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
    });
    if (intervalMs === 0) return;
    app.addHook('onReady', async () => {
      void issueDue();
      timer = setInterval(() => void issueDue(), intervalMs);
      timer.unref();
    });
  },
  { name: 'einvoicing', dependencies: ['db'] },
);
