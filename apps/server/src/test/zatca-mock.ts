import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onboardingMock } from './zatca-mock-onboarding.js';

/** What the mock answers for one UUID (default: reported). */
export type MockMode = 'reported' | 'warnings' | 'rejected' | 'server_error' | 'slow' | 'conflict';

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: { invoiceHash: string; uuid: string; invoice: string };
}

const message = (type: string, code: string, text: string) => ({
  type,
  code,
  category: 'KSA',
  message: text,
  status: type,
});

const BASE_PATH = '/e-invoicing/simulation';

/**
 * A tiny stand-in for ZATCA's API, started by a test: reporting (/invoices/reporting/single)
 * answers as the real one does per mode; onboarding (compliance and production CSIDs, compliance
 * checks) is zatca-mock-onboarding.ts. Records every request it received.
 */
export async function startZatcaMock() {
  const modes = new Map<string, MockMode[]>();
  const requests: RecordedRequest[] = [];
  /** Every reporting answer waits this long (a slow ZATCA); onboarding answers at once. */
  let reportDelayMs = 0;
  const onboarding = onboardingMock();
  /** The reporting API's answer for one request, as the UUID's mode says. */
  const report = (body: RecordedRequest['body'], send: (status: number, payload: unknown) => void) => {
    const mode = modes.get(body.uuid)?.shift() ?? 'reported';
    const results = (warnings: unknown[], errors: unknown[], status: string) => ({
      validationResults: {
        infoMessages: [message('INFO', 'XSD_ZATCA_VALID', 'Complied with UBL 2.1 standards')],
        warningMessages: warnings,
        errorMessages: errors,
        status,
      },
    });
    if (mode === 'slow') return void setTimeout(() => send(200, results([], [], 'PASS')), 2000);
    if (mode === 'server_error') return send(503, { message: 'Service unavailable' });
    if (mode === 'conflict') return send(409, results([], [], 'PASS'));
    if (mode === 'warnings') {
      const w = message('WARNING', 'BR-KSA-98', 'The buyer name should be present');
      return send(202, { ...results([w], [], 'WARNING'), reportingStatus: 'REPORTED' });
    }
    if (mode === 'rejected') {
      const e = message('ERROR', 'BR-KSA-37', 'The seller address building number must contain 4 digits');
      return send(400, { ...results([], [e], 'ERROR'), reportingStatus: 'NOT_REPORTED' });
    }
    return send(200, { ...results([], [], 'PASS'), reportingStatus: 'REPORTED' });
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as RecordedRequest['body'];
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const onboardingRoute = onboarding.routes[(req.url ?? '').slice(BASE_PATH.length)];
      if (onboardingRoute)
        return send(...onboardingRoute(req.headers, body as unknown as Record<string, string>));
      if (reportDelayMs > 0) setTimeout(() => report(body, send), reportDelayMs);
      else report(body, send);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${BASE_PATH}`,
    requests,
    /** The onboarding stand-in: its valid code, failing checks, CSRs received, credentials issued. */
    onboarding: onboarding.controls,
    /** The next answers for this UUID, in order. */
    answer: (uuid: string, ...next: MockMode[]) => modes.set(uuid, next),
    /** Makes every reporting answer wait `ms` (0: answer at once). */
    delayReports: (ms: number) => (reportDelayMs = ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
