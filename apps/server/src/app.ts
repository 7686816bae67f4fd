import { randomUUID } from 'node:crypto';
import { LIMITS } from '@waha/shared';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/index.js';
import { benchRoutes } from './modules/bench/index.js';
import { captchaRoutes } from './modules/captcha/index.js';
import { careerApplicationRoutes } from './modules/careers/index.js';
import { callRoutes } from './modules/calls/index.js';
import { contactRoutes } from './modules/contact/index.js';
import { contentChangesPlugin, contentRoutes, createContentReader } from './modules/content/index.js';
import { customerAuthPlugin, customerAuthRoutes } from './modules/customer-auth/index.js';
import { customerFormsRoutes, customerFormsStaffRoutes } from './modules/customer-forms/index.js';
import { seedDemoCareers } from './db/seed/careers.js';
import { demoDataStep } from './db/seed/demo-guard.js';
import { seedDemoReports } from './db/seed/einvoice-reports.js';
import { healthRoutes } from './modules/health/index.js';
import { hrRetentionPlugin, hrRoutes } from './modules/hr/index.js';
import {
  einvoiceStaffRoutes,
  einvoicingPlugin,
  issueDueDocuments,
  loadWebsiteEgsUnit,
} from './modules/einvoicing/index.js';
import { invoicesRoutes } from './modules/invoices/index.js';
import { otpPlugin } from './modules/otp/index.js';
import { remittanceRoutes } from './modules/remittance/index.js';
import { ticketClockPlugin, ticketRoutes } from './modules/tickets/index.js';
import { rateAlertsPlugin } from './modules/rate-alerts/index.js';
import { ratesRenderAllowed, ratesRoutes, readBranchRates, readRateHistory } from './modules/rates/index.js';
import { ratingRoutes } from './modules/ratings/index.js';
import { staffPlugin, staffRoutes } from './modules/staff/index.js';
import { loggerOptions } from './lib/log-policy.js';
import { storageSweepPlugin } from './lib/storage-sweep/plugin.js';
import { compressionPlugin } from './plugins/compression.js';
import { dbPlugin } from './plugins/db.js';
import { errorsPlugin } from './plugins/errors.js';
import { gracefulClosePlugin } from './plugins/graceful-close.js';
import { limiterPlugin } from './plugins/limiter.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openapiPlugin } from './plugins/openapi.js';
import { overloadPlugin } from './plugins/overload.js';
import { redisPlugin } from './plugins/redis.js';
import { redisFallbackPlugin } from './plugins/redis-fallback.js';
import { requestLogPlugin } from './plugins/request-log.js';
import { securityPlugin } from './plugins/security.js';
import { serverLockPlugin } from './plugins/server-lock.js';
import { storagePlugin } from './plugins/storage.js';
import { s3Storage } from './plugins/storage-s3.js';
import { webAppPlugin } from './plugins/web-app.js';

/**
 * Fastify 5 treats a bare hop count as "trust nothing" (it cannot check the immediate peer), so
 * TRUST_PROXY=<n> becomes proxy-addr's hop test: the socket and the next n-1 addresses are
 * proxies, and the address before them is the client. Only safe when the server is reachable
 * through the proxy alone; a list of proxy addresses is checked against the peer instead.
 */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export interface BuildOptions {
  /** Seed demo data after migrating (default: config.demoData; it is idempotent). */
  seed?: boolean;
  /** Where log lines go instead of stdout (tests read what would really be written). */
  logStream?: { write(line: string): void };
}

/** Builds the whole app without listening, so tests can drive it with inject(). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = createServer(config, options);
  try {
    await registerPlatform(app, config, options);
    const content = await registerModules(app, config, options);
    await registerWebApp(app, config, content);
  } catch (error) {
    // A refused start (a bad setting, a running restore) releases what was already opened: the
    // server lock, the database. server.ts exits anyway; tests build apps in one process.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

function createServer(config: AppConfig, options: BuildOptions) {
  const app = Fastify({
    logger: {
      ...loggerOptions(config.logLevel, config.env === 'development'),
      ...(options.logStream && { stream: options.logStream }),
    },
    // request-log.ts writes one line per request instead of fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: LIMITS.jsonBodyBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // The db plugin migrates and seeds before the app answers: on a large table or a busy machine
    // that takes longer than fastify's 10 s default, which is meant to catch a plugin that hangs.
    pluginTimeout: 300_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  return app;
}

type App = ReturnType<typeof createServer>;

/** What every module stands on: errors, headers, metrics, the database, limits, staff, storage. */
async function registerPlatform(app: App, config: AppConfig, options: BuildOptions) {
  await app.register(errorsPlugin);
  await app.register(gracefulClosePlugin);
  // HSTS and upgrade-insecure-requests only where the site is really served over https.
  await app.register(securityPlugin, {
    production: config.env === 'production' && config.publicOrigin.startsWith('https:'),
  });
  await app.register(requestLogPlugin, { slowMs: config.logSlowMs });
  await app.register(compressionPlugin);
  // Early, but after compression (it hooks only routes added after it): modules count through
  // app.metrics, and the histogram times every route.
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    production: config.env === 'production',
  });
  // After the security headers: a shed request still carries them.
  await app.register(overloadPlugin, config.overload);
  await app.register(serverLockPlugin, { database: config.database });
  await app.register(dbPlugin, {
    config,
    prepare: demoDataStep(options.seed ?? config.demoData, config.env === 'production'),
  });
  await app.register(redisPlugin, { url: config.redisUrl });
  // Between redis and its users: what answers while Redis is unavailable (docs/operations.md).
  await app.register(redisFallbackPlugin);
  await app.register(limiterPlugin);
  await app.register(otpPlugin, { config });
  await app.register(openapiPlugin, { ui: config.apiDocsUi });
  // Before any staff route: it guards every /api/staff route by the permission table.
  await app.register(staffPlugin, { config });
  await app.register(storagePlugin, {
    dir: config.storageDir,
    storage: config.storage.kind === 's3' ? s3Storage(config.storage) : undefined,
  });
  // Deletes stored objects no row names (a crash between storing a file and committing its row).
  await app.register(storageSweepPlugin, { config: config.storageSweep, database: config.database });
  await app.register(contentChangesPlugin);
  await app.register(customerAuthPlugin, { config });
}

/** The site's areas, public and staff; answers the content reader the web app renders with. */
async function registerModules(app: App, config: AppConfig, options: BuildOptions) {
  await app.register(healthRoutes);
  await app.register(captchaRoutes, {
    hmacKey: config.captchaHmacKey,
    cost: config.captcha.cost,
    passMs: config.captcha.passMs,
  });
  // Before the rates: the desk asks it to send the SMS a change fired (ADR 2502).
  await app.register(rateAlertsPlugin, {
    config: config.rateAlerts,
    secret: config.sessionSecret,
    publicOrigin: config.publicOrigin,
    smsTimeoutMs: config.sms.timeoutMs,
  });
  await app.register(ratesRoutes, { limit: config.ratesLimit });
  const content = createContentReader(app.db, config.contentCacheMs);
  // A publish on this instance shows at once; other instances follow within their cache's TTL.
  app.contentChanges.subscribe(() => content.clear());
  await app.register(contentRoutes, { content, cacheSeconds: Math.round(config.contentCacheMs / 1000) });
  await app.register(contactRoutes);
  await app.register(callRoutes);
  await app.register(ratingRoutes, { publicOrigin: config.publicOrigin });
  await app.register(remittanceRoutes, { config });
  await registerEinvoicing(app, config);
  await app.register(invoicesRoutes, { config });
  await app.register(ticketRoutes, { config });
  // Warns, escalates and closes tickets by rule (ADR 2301), one instance per round.
  await app.register(ticketClockPlugin, {
    config: config.ticketClock,
    database: config.database,
    mail: config.mail,
    origin: config.publicOrigin,
  });
  await app.register(careerApplicationRoutes);
  await app.register(staffRoutes, { config });
  await app.register(customerAuthRoutes, { config });
  await app.register(customerFormsRoutes);
  await app.register(customerFormsStaffRoutes);
  await app.register(hrRoutes);
  // Erases rejected applications' personal data past the retention period, daily.
  await app.register(hrRetentionPlugin, { database: config.database });
  // The careers demo has files, so it is seeded once the storage adapter exists.
  if (options.seed ?? config.demoData) await seedDemoCareers(app.db, app.storage);
  // Demo transactions get their invoices at seeding, so a fresh `npm start` shows issued ones.
  if (options.seed ?? config.demoData) {
    await issueDueDocuments(app.db, app.einvoicing.unit, { delayMs: config.vatProcessingDelayMs });
    await seedDemoReports(app.db);
  }
  if (config.benchRoutes) await app.register(benchRoutes);
  return content;
}

async function registerEinvoicing(app: App, config: AppConfig) {
  // The production CSID if onboarding stored one, else the test certificate; production with
  // EINVOICE_ENABLED=true and no CSID refuses to start here (ADR 2403).
  await app.register(einvoicingPlugin, {
    unit: await loadWebsiteEgsUnit(app.db, config.einvoicing, config.env === 'production'),
    delayMs: config.vatProcessingDelayMs,
    intervalMs: config.einvoicing.issueIntervalMs,
    production: config.env === 'production',
    apiBaseUrl: config.einvoicing.zatcaApiBaseUrl,
  });
  await app.register(einvoiceStaffRoutes);
}

/** The web app, last: its catch-all serves every path no API route took. */
async function registerWebApp(app: App, config: AppConfig, content: ReturnType<typeof createContentReader>) {
  const ratesRender = ratesRenderAllowed(config.ratesLimit);
  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    publicOrigin: config.publicOrigin,
    // The content, the rate board /rates and the rate history /rates/history render on the server.
    content: {
      ...content,
      rateHistory: (query) => readRateHistory(app.db, query),
      exchangeRates: (branch) => readBranchRates(app.db, branch),
    },
    // The board's rates count against the visitor's rates limit, as the request the page would
    // otherwise make: past it, the page comes without them and the browser meets the captcha.
    forRequest: (request) => ({
      exchangeRates: async (branch) =>
        (await ratesRender(request)) ? readBranchRates(app.db, branch) : null,
    }),
  });
}
