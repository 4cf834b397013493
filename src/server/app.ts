import { createViesClient } from '#server/modules/vat-ids/vies.ts';
import { createVatCheckJobHandler, VAT_CHECK_JOB } from '#server/modules/vat-ids/checks.ts';
import '#shared/zod-german.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { swaggerOptions } from './plugins/openapi.ts';
import { DEFAULT_LANGUAGE, MAX_PHOTO_BYTES, MAX_PHOTOS_PER_REQUEST } from '#shared/constants.ts';
import { MAX_DOCUMENTS_PER_REQUEST } from '#shared/attachments/schema.ts';
import { isUiLanguage } from '#shared/i18n/languages.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAuth } from './auth/better-auth.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerStrictBodies } from './plugins/strict-bodies.ts';
import {
  BODY_TIMEOUTS,
  registerBodyTimeouts,
  serverTimeouts,
  type BodyTimeouts,
} from './plugins/body-timeouts.ts';
import { logSerializers } from './plugins/log-redaction.ts';
import { createPgRateLimitStore } from './plugins/rate-limit-store.ts';
import { createJobRunner } from './modules/jobs/runner.ts';
import { MAIL_JOB } from './modules/mail/outbox.ts';
import { createMailJobHandler } from './modules/mail/send-job.ts';
import { createMailTransport } from './modules/mail/transport.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { createBlobStore } from './storage/blob-store.ts';
import { translationRoutes } from './modules/translations/routes.ts';
import { translationAdminRoutes } from './modules/translations/admin-routes.ts';
import { buyerRoutes } from './modules/buyers/routes.ts';
import { sellerRoutes } from './modules/sellers/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { requestRoutes } from './modules/requests/routes.ts';
import { attachmentRoutes } from './modules/attachments/routes.ts';
import { partRelationRoutes } from './modules/part-relations/routes.ts';
import { questionRoutes } from './modules/questions/routes.ts';
import { stockRoutes } from './modules/stock/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { approvalRoutes } from './modules/orders/approval-routes.ts';
import { orderLifecycleRoutes } from './modules/order-lifecycle/routes.ts';
import { ratingRoutes } from './modules/ratings/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { priceComparisonRoutes } from './modules/price-comparison/routes.ts';
import { orderExportRoutes } from './modules/order-export/routes.ts';
import { createChromiumRenderer } from './modules/documents/chromium-pdf.ts';
import { orderPdf } from './modules/documents/service.ts';
import { scheduleTrialReminders } from './modules/notifications/service.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { runBilling } from './modules/billing/run.ts';
import { expireRequests } from './modules/requests/lifecycle.ts';
import { sellerSettingsRoutes } from './modules/seller-settings/routes.ts';
import { notificationSettingsRoutes } from './modules/notification-settings/routes.ts';
import { unsubscribeUrl } from './modules/notification-settings/read.ts';
import { runDigests } from './modules/notifications/digest.ts';
import { wideningRoutes } from './modules/widening/routes.ts';
import { widenDueRequests } from './modules/widening/service.ts';
import { sellerMarketRoutes } from './modules/seller-market/routes.ts';
import { sellerPerformanceRoutes } from './modules/seller-performance/routes.ts';
import { apiKeyRoutes } from './modules/api-keys/routes.ts';
import type { Deps } from './deps.ts';
import { migrationsFolder } from './db/client.ts';
import { requestIdOf } from './modules/ops/request-id.ts';
import {
  createMetrics,
  countJobs,
  countMails,
  countPdfRenders,
  watchJobQueue,
  watchLiveStreams,
} from './modules/ops/metrics.ts';
import { createReadinessCheck } from './modules/ops/readiness.ts';
import { opsRoutes } from './modules/ops/routes.ts';
import { startupWarnings } from './modules/ops/startup-warnings.ts';
import { retentionSchedule } from './modules/retention/service.ts';
import { createExportJobHandler, EXPORT_JOB } from './modules/privacy/export.ts';
import { privacySchedule } from './modules/privacy/erase.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { compactAdminCounts } from './modules/admin/repository.ts';
import { compactAudienceCounts } from './db/sql/relevance.ts';
import { compactOwnerCounts } from './db/sql/owner-counts.ts';
import { backfillPartKeys } from './db/sql/part-key.ts';
import { backfillSellerPerformance } from './modules/seller-performance/backfill.ts';
import {
  CHART_WEEK_JOB,
  createChartWeekJobHandler,
  fillChartWeeks,
} from './modules/admin/charts/on-events.ts';
import { consumerJobHandlers } from './consumers.ts';
import { WEBHOOK_JOB } from './modules/webhooks/events.ts';
import { createWebhookJobHandler } from './modules/webhooks/deliver.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { teamRoutes } from './modules/teams/routes.ts';
import { createPushJobHandler } from './modules/push/deliver.ts';
import { PUSH_JOB } from './modules/push/queue.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { createLiveHub } from './modules/live/hub.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { registerReplicaReads } from './db/replica-reads.ts';
import { registerWorkerOnly } from './plugins/worker-only.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

export interface BuildOptions {
  config: Config;
  database: Database;
  /** The streaming replica for the lists (DATABASE_REPLICA_URL; decision 045). */
  replica?: Database;
  /** Off in the test environment unless a test asks for it. */
  rateLimit?: boolean;
  /** Where log lines go (default stdout); tests read them to follow a request id. */
  logStream?: { write(line: string): void };
  /** How long a request body may stall or take (plugins/body-timeouts.ts); tests shorten them. */
  bodyTimeouts?: BodyTimeouts;
}

/** External plugins, then app plugins, then modules, in that order (DESIGN.md §2). */
export async function buildApp({
  config,
  database,
  replica,
  rateLimit: withRateLimit,
  logStream,
  bodyTimeouts = BODY_TIMEOUTS,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Issue 38: a connection that stalls is ended (the body's own watch answers first, in German).
    ...serverTimeouts(bodyTimeouts),
    // Issue 38: request and error lines never show a token or key (plugins/log-redaction.ts).
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(logStream ? { stream: logStream } : {}),
    },
    // Issue 34: a quiet console by default; the mail links, demo logins and errors (plugins/errors.ts) still print.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // Issue 18: only the configured proxies may name the client address (rate limits count it).
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    // Issue 18: a URL Fastify cannot decode is answered like any bad input, in German.
    frameworkErrors: (_error, _req, reply) =>
      void (reply as FastifyReply)
        .status(400)
        .send({ code: 'VALIDATION', message: 'Ungültige Adresse (fehlerhaft kodierte URL)' }),
    // Honour a valid incoming X-Request-Id (else a UUID); it is `reqId` in every log line.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  // Issue 33: a worker instance answers only /api/health and /metrics (decision 041).
  if (config.role === 'worker') registerWorkerOnly(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Routes name their limits in `config.rateLimit`; without the plugin (tests) that is inert.
  if (withRateLimit ?? config.env !== 'test') {
    await app.register(rateLimit, {
      global: false,
      store: createPgRateLimitStore(database.db),
      enableDraftSpec: false,
      errorResponseBuilder: () => ({ statusCode: 429, code: 'RATE_LIMITED', message: 'Zu viele Anfragen' }),
    });
  }
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS_PER_REQUEST + MAX_DOCUMENTS_PER_REQUEST + 1 },
  });
  // Issue 15: the contract — operation names, access, errors, examples (plugins/openapi.ts).
  await app.register(swagger, swaggerOptions(config.publicUrl));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const auth = createAuth(database.db, config);
  const transport = createMailTransport(config.smtpUrl);
  const pdf = createChromiumRenderer(config.chromiumPath ?? '/usr/bin/chromium');
  const metrics = createMetrics(database);
  const documentDeps = {
    db: database.db,
    log: app.log,
    blobs: createBlobStore(config),
    pdf,
    onPdfRendered: countPdfRenders(metrics),
  };
  const vies = createViesClient(config.vies.url, config.vies.timeoutMs);
  const jobs = createJobRunner(
    database.db,
    {
      [MAIL_JOB]: {
        lane: 'mail',
        // A mail that carries the order document renders it with Chromium: those wait in their
        // own lane, so a slow PDF never holds the plain mails up (decision 037).
        split: { payloadKey: 'attachments', lane: 'document' },
        run: countMails(
          metrics,
          transport.kind,
          createMailJobHandler({
            db: database.db,
            transport,
            from: config.mailFrom,
            siteUrl: config.publicUrl,
            log: app.log,
            maskSecrets: config.env === 'production', // issue 18
            company: config.company, // issue 32: § 35a GmbHG in every mail's footer
            // Decision 060: RFC 8058 one-click unsubscribe on every non-transactional mail.
            unsubscribeUrl: (userId, category) =>
              unsubscribeUrl(config.publicUrl, config.authSecret, userId, category),
            // Order mails carry the order document, produced when the mail is sent.
            resolveAttachments: async (payload) => {
              const list = [];
              for (const a of payload.attachments ?? []) {
                // The recipient's copy, in the recipient's language (issue 17).
                const language = isUiLanguage(payload.language) ? payload.language : DEFAULT_LANGUAGE;
                const doc = await orderPdf(documentDeps, a.orderId, language);
                list.push({ filename: doc.filename, content: doc.pdf, contentType: 'application/pdf' });
              }
              return list;
            },
          }),
        ),
      },
      // Decision 038: each consumer's reaction to domain events, in the consumer's lane (mails,
      // webhooks, live screens): a slow receiver never delays a mail.
      ...consumerJobHandlers(database.db, config.publicUrl, undefined, config.operatorEmail),
      // Decision 069: the recount of one admin chart week, at most once per week and 5 seconds.
      [CHART_WEEK_JOB]: { lane: 'default', run: createChartWeekJobHandler(database.db) },
      // Issue 32: a VAT id asked at VIES after signup or a change.
      [VAT_CHECK_JOB]: { lane: 'default', run: createVatCheckJobHandler(database.db, vies) },
      // Issue 32: a user's data export renders the order PDFs, so it waits in the document lane.
      [EXPORT_JOB]: {
        lane: 'document',
        run: createExportJobHandler({ ...documentDeps, siteUrl: config.publicUrl }),
      },
      // Issue 15: signed webhook deliveries, 10 s per attempt, retried for 24 h. One at a time
      // per endpoint (issue 38): a receiver that hangs holds one webhook slot, not all four.
      [WEBHOOK_JOB]: {
        lane: 'webhook',
        onePerPayloadKey: 'endpointId',
        run: createWebhookJobHandler({
          db: database.db,
          siteUrl: config.publicUrl,
          policy: { allowPrivate: config.webhookAllowPrivate, timeoutMs: 10_000 },
          onOutcome: (outcome) => metrics.webhookDeliveries.inc({ outcome }),
        }),
      },
      // Issue 31 (decision 056): Web Push, encrypted and VAPID-signed, retried within a day, in a
      // lane of its own so a slow push service holds up neither mails nor webhooks.
      [PUSH_JOB]: {
        lane: 'push',
        run: createPushJobHandler({
          db: database.db,
          vapid: config.push.vapid,
          policy: { allowPrivate: config.push.allowPrivate, timeoutMs: 10_000 },
          onOutcome: (outcome) => metrics.pushDeliveries.inc({ outcome }),
        }),
      },
    },
    app.log,
    [
      { name: 'trial-reminders', everyMs: 60 * 60 * 1000, run: () => scheduleTrialReminders(database.db) },
      // Decision 060: the sellers' daily digests, once a day each (checked hourly, sent from 07:00).
      {
        name: 'notification-digest',
        everyMs: 60 * 60 * 1000,
        run: () => runDigests(database.db, config.publicUrl).then(() => undefined),
      },
      // Issue 32: the sellers' invoices, reminders, unpaid after the grace period, ends by notice.
      {
        name: 'seller-billing',
        everyMs: 60 * 60 * 1000,
        run: async () => {
          const { missing } = await runBilling(database.db, config.company);
          if (missing.length > 0)
            app.log.warn({ missing }, 'Rechnungen nicht ausgestellt: Betreiberdaten fehlen');
        },
      },
      {
        name: 'request-expiry',
        everyMs: 60 * 60 * 1000,
        run: () => expireRequests({ ctx: { db: database.db }, input: {} }),
      },
      // Decision 053: requests with fewer than two offers after their urgency's window reach the
      // next ring of sellers; every 10 minutes, so a 4-hour window is kept within minutes.
      {
        name: 'request-widening',
        everyMs: 10 * 60 * 1000,
        run: () => widenDueRequests({ db: database.db }).then(() => undefined),
      },
      retentionSchedule(database.db, config.ops.retention, app.log),
      // Issue 32: erasures whose grace period is over, exports past their date (decision 052).
      privacySchedule({ db: database.db, blobs: documentDeps.blobs }, app.log),
      // The admin totals', the open-request and the change counters' shards (docs/performance.md,
      // decisions 032 and 033), folded so they stay a few rows.
      { name: 'admin-counts', everyMs: 60 * 60 * 1000, run: () => compactAdminCounts(database.db) },
      { name: 'audience-counts', everyMs: 60 * 60 * 1000, run: () => compactAudienceCounts(database.db) },
      // Decision 077: the own request lists' figures per owner, folded the same way.
      { name: 'owner-counts', everyMs: 60 * 60 * 1000, run: () => compactOwnerCounts(database.db) },
      // Decision 046: part-number keys for requests written before they existed, in batches.
      {
        name: 'part-keys',
        everyMs: 10 * 60 * 1000,
        run: () => backfillPartKeys(database.db).then(() => undefined),
      },
      // Decision 069: seller performance of offers made before its consumer, in batches, once.
      {
        name: 'performance-backfill',
        everyMs: 10 * 60 * 1000,
        run: () => backfillSellerPerformance(database.db).then(() => undefined),
      },
      // Decision 069: the admin chart weeks of the longest period from history, once.
      {
        name: 'chart-weeks-fill',
        everyMs: 10 * 60 * 1000,
        run: () => fillChartWeeks(database.db).then(() => undefined),
      },
    ],
    {
      instanceId: config.instanceId,
      concurrency: config.jobLaneConcurrency,
      onFinished: countJobs(metrics),
    },
  );
  watchJobQueue(metrics, jobs.openJobs);
  const deps: Deps = { ...documentDeps, auth, config, jobs, vies };
  if (replica) deps.replicaDb = replica.db;
  app.decorate('deps', deps);

  registerErrorHandler(app);
  registerBodyTimeouts(app, bodyTimeouts);
  // Issue 18: the shared text rule for every input, schema or not.
  registerInputGuard(app);
  // Issue 15: unknown body fields are refused, not dropped.
  registerStrictBodies(app);
  registerOriginCheck(app, [config.publicUrl, 'http://localhost:5173']);
  // Decision 075: nothing is kept between requests; each answer is computed from the database.
  registerAuth(app, auth);
  if (replica) registerReplicaReads(app, { db: replica.db, stickyMs: config.database.replicaStickyMs });
  opsRoutes(app, {
    metrics,
    metricsToken: config.ops.metricsToken,
    metricsWithoutToken: config.env !== 'production',
    readiness: createReadinessCheck({
      db: database.db,
      blobs: documentDeps.blobs,
      migrationsFolder,
      onFailure: (part, err) => app.log.warn({ err, part }, 'readiness check failed'),
    }),
  });

  authRoutes(app);
  catalogRoutes(app);
  translationRoutes(app);
  translationAdminRoutes(app);
  buyerRoutes(app);
  sellerRoutes(app);
  adminRoutes(app);
  requestRoutes(app);
  attachmentRoutes(app);
  partRelationRoutes(app);
  questionRoutes(app);
  stockRoutes(app);
  orderRoutes(app);
  approvalRoutes(app);
  orderLifecycleRoutes(app);
  ratingRoutes(app);
  contactRoutes(app);
  documentRoutes(app);
  priceComparisonRoutes(app);
  orderExportRoutes(app);
  sellerSettingsRoutes(app);
  notificationSettingsRoutes(app);
  wideningRoutes(app);
  sellerMarketRoutes(app);
  sellerPerformanceRoutes(app);
  apiKeyRoutes(app);
  webhookRoutes(app);
  teamRoutes(app);
  pushRoutes(app);
  privacyRoutes(app);
  billingRoutes(app);
  // Issue 15: live screens; one LISTEN per instance, streams ended before the server closes.
  const live = createLiveHub(database, app.log);
  liveRoutes(app, live);
  watchLiveStreams(metrics, () => live.connections());
  // Not awaited: the app is ready without it, and a slow LISTEN must not hold up the start.
  // A worker streams to no one: it keeps no LISTEN connection.
  if (config.role !== 'worker') {
    app.addHook('onReady', async () => {
      live.start().catch((err: unknown) => app.log.error({ err }, 'live events: LISTEN failed'));
    });
  }
  app.addHook('preClose', () => live.close());

  if (existsSync(path.join(webRoot, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // vite.config.ts writes .br/.gz next to each asset; clients that accept them get those.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed build assets never change; index.html must always be fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (/[\\/](sw\.js|manifest\.webmanifest)$/.test(filePath)) {
          // The service worker and the manifest are checked for updates on every visit (decision 048).
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await pdf.close();
  });
  return app;
}
