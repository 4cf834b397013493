import os from 'node:os';
import path from 'node:path';
import type { JobLane } from './modules/jobs/runner.ts';
import { z } from 'zod';
import { resolveAuthSecret } from './config-secret.ts';
import { resolveVapidKeys, vapidGaps, type VapidKeys } from './config-vapid.ts';
import { productionGaps, checkSmtpUrl, parseTrustProxy, type TrustProxy } from './config-production.ts';
import { DEMO_COMPANY } from './demo-company.ts';
import { VIES_DEFAULT_URL } from './modules/vat-ids/vies.ts';

/** Where operator mails go unless OPERATOR_EMAIL names another address. */
export const DEFAULT_OPERATOR_EMAIL = 'kontakt@hydroparts.local';

/** Every environment variable the server reads (README's table mirrors this list). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 while demo accounts (public passwords) exist, else 0.0.0.0 (issue 34). */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** One log line per request: on in production, off elsewhere unless asked (issue 34). */
  LOG_REQUESTS: z.enum(['true', 'false']).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL muss mit postgres:// beginnen')
    .optional(),
  // Issue 33: PostgreSQL past one machine (decision 041).
  /** LISTEN, the migration's advisory lock: a session; the server itself when DATABASE_URL is a pooler. */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_DIRECT_URL muss mit postgres:// beginnen')
    .optional(),
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1, 'DATABASE_POOL_MAX muss mindestens 1 sein')
    .max(1000)
    .default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).optional(),
  /** A streaming replica the lists may be read from (decision 045); writers read their own writes from the primary. */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_REPLICA_URL muss mit postgres:// beginnen')
    .optional(),
  /** How long after a write its writer reads the lists from the primary. */
  DATABASE_REPLICA_STICKY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /**
   * false: the hot statements go unnamed (parsed on every call) — for a transaction pooler that
   * does not track prepared statements (PgBouncer before 1.21, e.g. Debian bookworm's 1.18).
   */
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  /** false: migrations are a step of their own (`npm run migrate`); /api/ready waits for them. */
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  /** worker: runs the background jobs and answers no HTTP but /api/health and /metrics. */
  ROLE: z.enum(['all', 'worker']).default('all'),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET braucht mindestens 32 Zeichen').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('HydroParts <noreply@hydroparts.local>'),
  OPERATOR_EMAIL: z.email().default(DEFAULT_OPERATOR_EMAIL),
  /** Imprint and privacy notice (GET /api/v1/site-info); unset values show as placeholders. */
  COMPANY_NAME: z.string().trim().min(1).optional(),
  COMPANY_ADDRESS: z.string().trim().min(1).optional(),
  COMPANY_MANAGING_DIRECTOR: z.string().trim().min(1).optional(),
  COMPANY_REGISTER_COURT: z.string().trim().min(1).optional(),
  COMPANY_REGISTER_NUMBER: z.string().trim().min(1).optional(),
  COMPANY_VAT_ID: z.string().trim().min(1).optional(),
  COMPANY_CHAMBER: z.string().trim().min(1).optional(),
  COMPANY_EMAIL: z.email().optional(),
  COMPANY_PHONE: z.string().trim().min(1).optional(),
  /** Issue 32: the account the sellers pay their fee to (invoices, e-invoices). */
  COMPANY_IBAN: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'COMPANY_IBAN: keine gültige IBAN'))
    .optional(),
  COMPANY_BIC: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'COMPANY_BIC: kein gültiger BIC')
    .optional(),
  /** Issue 32: the EU's VIES REST API that confirms VAT ids, and how long one question may take. */
  VIES_URL: z.url().default(VIES_DEFAULT_URL),
  VIES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  CHROMIUM_PATH: z.string().optional(),
  /** Demo content: on by default in the embedded mode only. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** Background workers (mail outbox, reminders); tests switch them off and drive them. */
  JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
  /**
   * This instance's stable name (decision 037): a restarted worker takes up the jobs its dead
   * predecessor of the same name held at once. Unique per running instance; no '/'.
   */
  INSTANCE_ID: z
    .string()
    .trim()
    .regex(/^[^/\s]{1,100}$/, 'INSTANCE_ID: bis zu 100 Zeichen ohne Leerzeichen und ohne /')
    .optional(),
  /** Jobs at once per lane and instance, e.g. `mail=8,webhook=4` (the others keep their default). */
  JOB_LANE_CONCURRENCY: z
    .string()
    .regex(
      /^\s*(mail|webhook|push|document|schedule|live|audience|default)=[1-9][0-9]?\s*(,\s*(mail|webhook|push|document|schedule|live|audience|default)=[1-9][0-9]?\s*)*$/,
      'JOB_LANE_CONCURRENCY: z. B. mail=8,webhook=4 (Spuren: mail, webhook, push, document, schedule, live, audience, default; je 1–99)',
    )
    .optional(),
  // --- issue 18: trust ---
  /** Off by default; a hop count or comma-separated addresses/CIDRs of the proxies in front. */
  TRUST_PROXY: z.string().optional(),
  /** The explicit production choice to keep mails in email_logs instead of SMTP. */
  MAIL_KEEP: z.enum(['true', 'false']).optional(),
  // --- end issue 18 ---
  // Operations (issue 16): metrics access and how long operational rows are kept.
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN braucht mindestens 16 Zeichen').optional(),
  RETENTION_JOBS_DAYS: z.coerce.number().int().min(1).default(14),
  RETENTION_SESSIONS_DAYS: z.coerce.number().int().min(0).default(1),
  RETENTION_RATE_LIMIT_HOURS: z.coerce.number().int().min(1).default(24),
  RETENTION_EMAIL_LOGS_DAYS: z.coerce.number().int().min(1).default(180),
  /** API-key uses (method, path, client address): an audit trail, personal data, not kept forever. */
  RETENTION_API_KEY_USES_DAYS: z.coerce.number().int().min(1).default(90),
  /** The domain event log (decision 038): what happened, for an operator to look up. */
  RETENTION_EVENTS_DAYS: z.coerce.number().int().min(1).default(90),
  /** Issue 32: contact requests, at most twelve months as the privacy notice promises. */
  RETENTION_CONTACT_MESSAGES_DAYS: z.coerce.number().int().min(1).max(365).default(365),
  /** Issue 32: webhook deliveries carry the other party's contact data after an order. */
  RETENTION_WEBHOOK_DELIVERIES_DAYS: z.coerce.number().int().min(1).default(30),
  /** Sign-in, sign-up, reset and second-factor attempts per client address and minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Webhooks (issue 15): allow private, loopback and link-local receivers and plain http (tests, e2e). */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /** Issue 31 (decision 056): the Web Push key pair (both or none: then made in DATA_DIR) and contact. */
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z.string().trim().min(1).optional(),
  /** Push services on private/loopback addresses and plain http (tests, e2e's test push service). */
  PUSH_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /** Issue 38: admin sessions count only after the second factor; always on in production. */
  ADMIN_TWO_FACTOR: z.enum(['required', 'optional']).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Fastify's request and response lines (LOG_REQUESTS). */
  logRequests: boolean;
  dataDir: string;
  logLevel: string;
  databaseUrl: string | undefined;
  /** PostgreSQL pool size, session address, statement timeout, migrating at start (decision 041). */
  database: {
    directUrl: string | undefined;
    poolMax: number;
    statementTimeoutMs: number | undefined;
    /** DATABASE_PREPARED_STATEMENTS: named prepared statements on the pool's connections. */
    preparedStatements: boolean;
    /** DATABASE_REPLICA_URL: the lists' streaming replica. */
    replicaUrl: string | undefined;
    /** DATABASE_REPLICA_STICKY_SECONDS in ms. */
    replicaStickyMs: number;
    migrateOnStart: boolean;
  };
  /** `worker`: jobs only, HTTP only for /api/health and /metrics; `all`: the whole app. */
  role: 'all' | 'worker';
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  operatorEmail: string;
  company: CompanyConfig;
  s3:
    | { bucket: string; region?: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string }
    | undefined;
  chromiumPath: string | undefined;
  seedDemo: boolean;
  jobsEnabled: boolean;
  /** This instance's stable name for the jobs it holds (INSTANCE_ID; decision 037). */
  instanceId: string;
  /** Jobs at once per lane, where JOB_LANE_CONCURRENCY overrides the default. */
  jobLaneConcurrency: Partial<Record<JobLane, number>>;
  /** Embedded = PGlite in DATA_DIR, no other server needed. */
  embedded: boolean;
  /** Which proxies may name the client address (X-Forwarded-For); false = none. */
  trustProxy: TrustProxy;
  ops: OpsConfig;
  /** Attempts per client address and minute on the password and mail routes (DESIGN.md §5). */
  authRateLimitPerMinute: number;
  /** Webhook receivers may be private/loopback/link-local addresses and plain http (tests only). */
  webhookAllowPrivate: boolean;
  /** Web Push (issue 31): the VAPID keys and whether test push services on 127.0.0.1 are allowed. */
  push: { vapid: VapidKeys; allowPrivate: boolean };
  /** Issue 32: VIES_URL and VIES_TIMEOUT_MS. */
  vies: { url: string; timeoutMs: number };
  /** An admin's session counts as unverified until the second factor is set up (issue 38). */
  adminTwoFactorRequired: boolean;
}

/** Operations: metrics access and retention periods (README, "Betrieb"). */
export interface OpsConfig {
  metricsToken: string | undefined;
  retention: {
    /** Finished jobs (done or failed), counted from their last update. */
    jobsDays: number;
    /** Sessions and verification tokens, counted from their expiry. */
    sessionsDays: number;
    /** Rate-limit counters, counted from their last request. */
    rateLimitHours: number;
    emailLogsDays: number;
    /** API-key uses (with the client's address), counted from the use. */
    apiKeyUsesDays: number;
    /** Domain events, counted from when they happened. */
    eventsDays: number;
    /** Issue 32: contact requests (privacy notice: twelve months) and finished webhook deliveries. */
    contactMessagesDays: number;
    webhookDeliveriesDays: number;
  };
}

/** The operator's company as the imprint names it; null = not configured yet. */
export interface CompanyConfig {
  name: string | null;
  /** Multi-line postal address; '\n' or ',' separate the lines. */
  address: string | null;
  managingDirector: string | null;
  registerCourt: string | null;
  registerNumber: string | null;
  vatId: string | null;
  chamber: string | null;
  /** Falls back to OPERATOR_EMAIL, which always has a value. */
  email: string;
  phone: string | null;
  /** Issue 32: where sellers pay the fee; null = not configured. */
  iban: string | null;
  bic: string | null;
}

type Env = z.infer<typeof envSchema>;

/**
 * The operator's details from COMPANY_*. A demo with none of them set shows a complete fictitious
 * operator (issue 13); once any COMPANY_* is set, only the configured values count.
 */
function companyOf(e: Env, demo: boolean): CompanyConfig {
  const configured = {
    name: e.COMPANY_NAME ?? null,
    address: e.COMPANY_ADDRESS ?? null,
    managingDirector: e.COMPANY_MANAGING_DIRECTOR ?? null,
    registerCourt: e.COMPANY_REGISTER_COURT ?? null,
    registerNumber: e.COMPANY_REGISTER_NUMBER ?? null,
    vatId: e.COMPANY_VAT_ID ?? null,
    chamber: e.COMPANY_CHAMBER ?? null,
    email: e.COMPANY_EMAIL ?? e.OPERATOR_EMAIL,
    phone: e.COMPANY_PHONE ?? null,
    iban: e.COMPANY_IBAN ?? null,
    bic: e.COMPANY_BIC ?? null,
  };
  const noneSet =
    !e.COMPANY_EMAIL && Object.entries(configured).every(([key, v]) => key === 'email' || v === null);
  return demo && noneSet ? { ...DEMO_COMPANY, email: configured.email } : configured;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  // --- issue 18: production is production (every gap named at once) ---
  const gaps = productionGaps(e);
  const smtpProblem = checkSmtpUrl(e.SMTP_URL);
  if (smtpProblem) gaps.push(smtpProblem);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if ('error' in trustProxy) gaps.push(trustProxy.error);
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL)
    gaps.push('DATABASE_REPLICA_URL: nur zusammen mit DATABASE_URL');
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL)
    gaps.push('DATABASE_DIRECT_URL: nur zusammen mit DATABASE_URL');
  if (e.ROLE === 'worker' && e.JOBS_ENABLED === 'false') {
    gaps.push('ROLE=worker führt die Hintergrundaufgaben aus: JOBS_ENABLED=false passt nicht dazu');
  }
  gaps.push(...vapidGaps(e));
  if (e.NODE_ENV === 'production' && e.PUSH_ALLOW_PRIVATE === 'true')
    gaps.push('PUSH_ALLOW_PRIVATE: nur für Tests; in production nicht erlaubt');
  if (gaps.length > 0) throw new Error(`Ungültige Konfiguration:\n${gaps.map((g) => `  - ${g}`).join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const authSecret = resolveAuthSecret({ env: e.NODE_ENV, secret: e.AUTH_SECRET, embedded, dataDir });
  // --- end issue 18 ---
  // Demo accounts have public passwords: never in production (productionGaps refuses SEED_DEMO=true).
  const seedDemo = e.NODE_ENV === 'production' ? false : e.SEED_DEMO ? e.SEED_DEMO === 'true' : embedded;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (seedDemo ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS ? e.LOG_REQUESTS === 'true' : e.NODE_ENV === 'production',
    databaseUrl: e.DATABASE_URL,
    database: {
      directUrl: e.DATABASE_DIRECT_URL,
      poolMax: e.DATABASE_POOL_MAX,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS || undefined,
      preparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'true',
      replicaUrl: e.DATABASE_REPLICA_URL,
      replicaStickyMs: e.DATABASE_REPLICA_STICKY_SECONDS * 1000,
      migrateOnStart: e.MIGRATE_ON_START === 'true',
    },
    role: e.ROLE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    operatorEmail: e.OPERATOR_EMAIL,
    company: companyOf(e, seedDemo),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    chromiumPath: e.CHROMIUM_PATH,
    seedDemo,
    jobsEnabled: e.JOBS_ENABLED === 'true',
    // The embedded database has one process at a time: whatever it left 'running' is dead.
    instanceId: e.INSTANCE_ID ?? `${os.hostname()}:${embedded ? 'embedded' : e.PORT}`,
    jobLaneConcurrency: Object.fromEntries(
      (e.JOB_LANE_CONCURRENCY ?? '')
        .split(',')
        .filter((pair) => pair.trim() !== '')
        .map((pair) => pair.split('=').map((x) => x.trim()))
        .map(([lane, n]) => [lane, Number(n)]),
    ),
    embedded,
    trustProxy: 'value' in trustProxy ? trustProxy.value : false,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    push: {
      vapid: resolveVapidKeys({
        env: e.NODE_ENV,
        publicKey: e.VAPID_PUBLIC_KEY,
        privateKey: e.VAPID_PRIVATE_KEY,
        subject: e.VAPID_SUBJECT ?? `mailto:${e.OPERATOR_EMAIL}`,
        dataDir,
      }),
      allowPrivate: e.PUSH_ALLOW_PRIVATE === 'true',
    },
    vies: { url: e.VIES_URL, timeoutMs: e.VIES_TIMEOUT_MS },
    adminTwoFactorRequired: e.NODE_ENV === 'production' || e.ADMIN_TWO_FACTOR === 'required',
    ops: {
      metricsToken: e.METRICS_TOKEN,
      retention: {
        jobsDays: e.RETENTION_JOBS_DAYS,
        sessionsDays: e.RETENTION_SESSIONS_DAYS,
        rateLimitHours: e.RETENTION_RATE_LIMIT_HOURS,
        emailLogsDays: e.RETENTION_EMAIL_LOGS_DAYS,
        apiKeyUsesDays: e.RETENTION_API_KEY_USES_DAYS,
        eventsDays: e.RETENTION_EVENTS_DAYS,
        contactMessagesDays: e.RETENTION_CONTACT_MESSAGES_DAYS,
        webhookDeliveriesDays: e.RETENTION_WEBHOOK_DELIVERIES_DAYS,
      },
    },
  };
}
