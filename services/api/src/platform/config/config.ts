import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** `"false"`, `"0"`, `"no"`, `"off"` → false; anything else from the same list → true; empty → default. */
const boolEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be true or false' })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const url = (protocols: string[]) =>
  z.string().refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol), {
    message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  });

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  EVENT_STORE_URL: url(['esdb:', 'esdb+discover:', 'kurrentdb:', 'kurrentdb+discover:', 'kdb:', 'kdb+discover:']).optional(),
  MEILI_URL: url(['http:', 'https:']).optional(),
  MEILI_MASTER_KEY: z.string().min(1).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  /** The live channel (socket.io) on a port of its own (docs/product.md § 9: 2087); unset: on PORT, same origin. */
  SOCKET_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  SEED_DEMO: boolEnv.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_ORIGIN: url(['http:', 'https:']).optional(),
  COOKIE_SECURE: boolEnv.optional(),
  PROCESS_ROLE: z.enum(['all', 'api', 'projections']).default('all'),
  WEB_PUBLIC_BUILD: z.string().min(1).optional(),
  WEB_ADMIN_BUILD: z.string().min(1).optional(),
  /** Proxies whose X-Forwarded-* headers are believed: comma-separated IPs or CIDRs (Fastify's trustProxy). */
  TRUSTED_PROXIES: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, { message: 'must be IP addresses or CIDRs separated by commas' })))
    .optional(),
  /** Connecting to the database and each query give up after this long (ms). */
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(8_000),
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(0).max(10_000).optional(),
  SHED_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(300),
  SHED_LAG_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** A separate Postgres for the personal-data keys, so a dump of the event store alone holds no readable PII. */
  KEY_VAULT_URL: url(['postgres:', 'postgresql:']).optional(),
  /** Server secret for keyed lookups (HMAC) and CSRF binding; generated into DATA_DIR when unset. */
  SECRET_KEY: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  METRICS_TOKEN: z.string().min(24, { message: 'must be at least 24 characters' }).optional(),
  /** `pretty` (human-readable, the default outside production) or `json` (the default with NODE_ENV=production). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  NODE_ENV: z.string().optional(),
  /** Photos in an S3-compatible bucket (`https://KEY:SECRET@host/bucket?region=…`); unset: DATA_DIR/media on local disk. */
  S3_URL: url(['http:', 'https:']).optional(),
  /** How often the photo worker looks for due jobs (processing, redaction, purges); 0 turns polling off (tests drive it). */
  MEDIA_WORKER_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1_000),
  /** Photos one person may keep in all (any state); one more upload answers 422. */
  MAX_PHOTOS_PER_OWNER: z.coerce.number().int().min(1).max(100_000).default(200),
  /** Where e-mail goes out (smtp:// or smtps://, credentials in the URL); unset outside production: the development mailbox. */
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  /** The From of every e-mail, e.g. `anonse <no-reply@anonse.example>`. */
  MAIL_FROM: z
    .string()
    .min(3)
    .max(200)
    .regex(/^[^\r\n]+$/, { message: 'must be one line' })
    .optional(),
  /** How often the mail sender looks for messages due. */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5_000),
  /** Accounts one address may register in an hour (a carrier's NAT may need more). */
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** How long an approved or renewed ad stays up, and how many days before its end the owner is reminded. */
  AD_TERM_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AD_REMINDER_DAYS: z.coerce.number().int().min(0).max(30).default(3),
  /** Photos one ad may show (at most the schema's ceiling, PHOTO_CEILING). */
  MAX_PHOTOS_PER_AD: z.coerce.number().int().min(1).max(24).default(12),
  /** How often the ad deadline worker looks for due reminders and expiries (ads only: every other worker has its own). */
  DEADLINES_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** How often the promotion worker carries out paid orders a request left unfinished (or refunds them), reminds of promotions ending and ends them. */
  PROMOTION_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** How often the voucher worker credits redeemed codes whose inline credit a crash interrupted. */
  VOUCHER_CREDIT_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** How often the account erasure worker finishes erasures a crash interrupted (a deletion completes in its own request). */
  ACCOUNT_ERASURE_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** How often the verification purge sweeps for photos a decision or a deleted account left behind. */
  VERIFICATION_PURGE_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  /** How often each API node looks for new notices to push to its sockets: the default keeps a notice within the 1 s budget (projection + poll) at one indexed probe a look. */
  NOTIFICATION_FEED_POLL_MS: z.coerce.number().int().min(50).max(10_000).default(150),
  /** Hours a person waits after a rejected verification before trying again. */
  VERIFICATION_RETRY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  /** Minutes opening an item in the console holds it for one moderator (others see who has it). */
  MODERATION_CLAIM_MINUTES: z.coerce.number().int().min(1).max(120).default(5),
  /** Flags from trusted members that hide a forum post before a moderator looks (docs/architecture.md § The forum). */
  FORUM_AUTO_HIDE_FLAGS: z.coerce.number().int().min(1).max(100).default(3),
  /** New forum topics one member may start in an hour (staff are not counted); then 429. */
  FORUM_TOPICS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  /** New forum topics from one address block in an hour. */
  FORUM_TOPICS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Forum replies one member may post in an hour. */
  FORUM_REPLIES_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Forum replies from one address block in an hour. */
  FORUM_REPLIES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(200),
  /** Minutes in which a forum post's author may still correct it (docs/architecture.md § The forum). */
  FORUM_EDIT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  /** Images one forum post may show (uploaded through the media pipeline; docs/architecture.md § The forum). */
  FORUM_IMAGES_PER_POST: z.coerce.number().int().min(0).max(50).default(4),
  /** Largest forum image upload in MB (at most the photo limit, 20). */
  FORUM_IMAGE_MAX_MB: z.coerce.number().int().min(1).max(20).default(5),
  /** Lets the e2e run move the server's clock (POST /api/dev/clock); refused in production. */
  DEV_CLOCK: boolEnv.optional(),
  /** The built-in test checkout (payments context); on by default outside production, in production only when set to true. */
  PAYMENTS_SANDBOX: boolEnv.optional(),
  /** HMAC secret of the sandbox's webhooks; unset: derived from the server secret. */
  PAYMENTS_SANDBOX_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** How often the payments worker credits confirmed payments a crash left uncredited. */
  PAYMENTS_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** The HTML micro-cache of anonymous list pages (issue 11): on unless turned off. */
  PAGE_CACHE: boolEnv.optional(),
  /**
   * Memory each API process gives it. A list page is about 90 KB, so the default holds every town's first page
   * (1,013 of them) on a server; the embedded product keeps to its 400 MB and holds the busiest few hundred.
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).optional(),
  /** How often each process checks whether the projections changed what pages show (the longest a page outlives a change). */
  PAGE_CACHE_POLL_MS: z.coerce.number().int().min(50).max(10_000).default(250),
  /** HTTP processes (node:cluster) on a Postgres server: default one per core; the embedded store allows one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** URLs per XML sitemap file (the protocol allows 50,000); tests set a handful to see the split. */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(2).max(50_000).default(50_000),
  /** The hour (Europe/Warsaw, 0–23) the daily e-mail of saved searches goes out at. */
  SAVED_SEARCH_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /** How often the saved-search alerts worker looks for notices and digests due. */
  SAVED_SEARCHES_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** The operator's support address: every contact message is forwarded to it (unset: only the console's inbox gets them). */
  SUPPORT_EMAIL: z.email({ message: 'must be one e-mail address, e.g. support@anonse.example' }).max(254).optional(),
  /** How often the support erasure worker deletes contact messages of erased accounts (an erasure completes within a minute of the deletion). */
  SUPPORT_ERASURE_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Days a conversation is kept after its last message; then both sides' words are shredded (docs/messaging.md § Privacy). */
  MESSAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** How often the messaging worker erases the words of deleted accounts and of conversations past retention. */
  MESSAGING_ERASURE_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /**
   * The e-mail notice of an unread message (docs/messaging.md § E-mail notice): sent when the message has waited this
   * many minutes and its recipient has had no socket open and no API activity for as long.
   */
  MESSAGE_MAIL_AWAY_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** How often the worker looks for messages whose recipient is away. */
  MESSAGE_MAIL_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** How often the content scheduler publishes articles whose time has come (a scheduled one goes out at most this late). */
  CONTENT_SCHEDULER_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Phone verification (issue 25): countries whose mobiles are taken, comma-separated ISO codes, the first for numbers typed without a prefix. */
  PHONE_COUNTRIES: z
    .string()
    .regex(/^[A-Z]{2}(,[A-Z]{2})*$/, { message: 'must be ISO country codes separated by commas, e.g. PL or PL,DE' })
    .default('PL')
    .transform((v) => v.split(',')),
  PHONE_CODE_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  PHONE_CHECKS_PER_CODE: z.coerce.number().int().min(1).max(20).default(5),
  PHONE_SENDS_PER_DAY: z.coerce.number().int().min(1).max(50).default(5),
  PHONE_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  PHONE_ACCOUNTS_PER_NUMBER: z.coerce.number().int().min(1).max(20).default(1),
  /** SMSAPI.pl's OAuth token: set, SMS go out through SMSAPI; unset, the sandbox (never in production). */
  SMSAPI_TOKEN: z.string().min(10).optional(),
  SMSAPI_URL: url(['https:', 'http:']).default('https://api.smsapi.pl'),
  SMSAPI_FROM: z
    .string()
    .regex(/^[A-Za-z0-9 .-]{1,11}$/, { message: 'must be a registered sender name of up to 11 characters' })
    .default('anonse'),
  /** The secret path segment of SMSAPI's delivery-report callback (at least 24 characters; unset: derived from SECRET_KEY). */
  SMSAPI_REPORT_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/, { message: 'must be 24–128 letters, digits, - or _' })
    .optional(),
  SMS_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(2_000),
  /** Short videos (issue 24): how often the video worker looks for clips to process or purge (0: never, tests drive it). */
  VIDEO_WORKER_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2_000),
  /** The longest clip and the largest file an advertiser may upload. */
  VIDEO_MAX_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  VIDEO_MAX_MB: z.coerce.number().int().min(1).max(2_000).default(200),
  /**
   * The fraud watch (issue 25): at most this many SMS leave in any hour, whoever asked (a pumping attack's bill has a
   * ceiling; what is over waits in the outbox), and the console warns when fewer than PHONE_COMPLETION_ALERT of the
   * last hour's codes were typed back (judged from PHONE_COMPLETION_MIN_SENDS codes up).
   */
  SMS_BUDGET_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /**
   * SMS notices (issue 25, deliverable 4): the Warsaw wall-clock hours none is sent in (one due then waits for their
   * end; equal ends: none), and how many one account gets in a Warsaw calendar month (the rest are dropped).
   */
  SMS_QUIET_HOURS: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, { message: 'must read HH:MM-HH:MM, e.g. 22:00-08:00' })
    .default('22:00-08:00'),
  SMS_NOTICES_PER_MONTH: z.coerce.number().int().min(0).max(10_000).default(20),
  PHONE_COMPLETION_ALERT: z.coerce.number().min(0).max(1).default(0.3),
  PHONE_COMPLETION_MIN_SENDS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** The footer's social links (docs/product.md § 2): a network without a URL is not shown. */
  SOCIAL_FACEBOOK_URL: url(['https:']).optional(),
  SOCIAL_X_URL: url(['https:']).optional(),
  SOCIAL_INSTAGRAM_URL: url(['https:']).optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  eventStoreUrl: string | undefined;
  meiliUrl: string | undefined;
  meiliMasterKey: string | undefined;
  redisUrl: string | undefined;
  /** Where socket.io listens when not on the HTTP port (undefined: attached to the API's own server). */
  socketPort: number | undefined;
  /** Embedded mode: no DATABASE_URL, everything in PGlite under DATA_DIR. */
  embedded: boolean;
  seedDemo: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  publicOrigin: string | undefined;
  /** Secure cookies, and then the `__Host-` prefix on the session cookie. */
  cookieSecure: boolean;
  processRole: 'all' | 'api' | 'projections';
  webPublicBuild: string;
  webAdminBuild: string;
  /** Empty: no proxy is trusted, forwarded headers are ignored. */
  trustedProxies: string[];
  databaseTimeoutMs: number;
  /** How long a SIGTERM may take: requests in flight, projector batches, closing (lifecycle/graceful-shutdown.ts). */
  shutdownTimeoutMs: number;
  /**
   * Requests in service at once (0: no limit), how long an anonymous read may wait for a turn, and the event-loop lag
   * past which anonymous reads are refused at once (0: never) (http/load-shedding.ts).
   */
  overload: { maxConcurrentRequests: number; shedWaitMs: number; shedLagMs: number };
  keyVaultUrl: string | undefined;
  /** Unset: read or created in DATA_DIR (see infra/secret-key.ts). */
  secretKey: string | undefined;
  /** Unset: /metrics answers loopback clients only; set: it answers whoever sends `Authorization: Bearer` it. */
  metricsToken: string | undefined;
  logFormat: 'pretty' | 'json';
  production: boolean;
  /** Photos: where files live (S3 bucket, or DATA_DIR/media) and how often the worker polls (0: never). */
  media: { s3Url: string | undefined; workerPollMs: number; maxPhotosPerOwner: number };
  /** E-mail: SMTP transport (unset: the development mailbox outside production), sender address, poll interval. */
  mail: { smtpUrl: string | undefined; from: string; pollMs: number };
  registrationsPerIpPerHour: number;
  /** Accounts: how often the erasure worker finishes interrupted erasures. */
  accounts: { erasurePollMs: number };
  /** Ads: term, reminder, photos, and how often the deadline worker polls (reminders and expiries of ads only). */
  ads: { termDays: number; reminderDays: number; deadlinesPollMs: number; maxPhotos: number };
  /** Verification: the wait after a rejection, and how often the photo purge sweeps. */
  verification: { retryHours: number; purgePollMs: number };
  moderation: { claimMinutes: number };
  forum: {
    autoHideFlags: number;
    editWindowMinutes: number;
    topicsPerAccountPerHour: number;
    topicsPerIpPerHour: number;
    repliesPerAccountPerHour: number;
    repliesPerIpPerHour: number;
    /** Forum images one post may name (`FORUM_IMAGES_PER_POST`; 0: no uploads). */
    imagesPerPost: number;
    imageMaxBytes: number;
  };
  /** The clock may be moved over HTTP (never in production). */
  devClock: boolean;
  /** Payments: whether the sandbox checkout is served, its webhook secret (undefined: derived), the credit worker's poll. */
  payments: { sandbox: boolean; sandboxSecret: string | undefined; pollMs: number };
  /** Paid promotions: how often the worker starts, reminds, ends and refunds them. */
  promotion: { pollMs: number };
  /** Voucher codes: how often the worker repairs credits a crash interrupted. */
  vouchers: { creditPollMs: number };
  /** Notices: how often each node's live feed looks for new ones to push. */
  notifications: { feedPollMs: number };
  /** The HTML micro-cache for anonymous visitors (web/page-cache.ts). */
  pageCache: { enabled: boolean; maxMb: number; pollMs: number };
  /** How many processes serve HTTP (node:cluster workers when more than one; main.ts). */
  webConcurrency: number;
  sitemapUrlsPerFile: number;
  /** Saved searches: the digest's hour in Poland, and how often the alerts worker polls. */
  savedSearches: { digestHour: number; pollMs: number };
  /** Contact messages: the operator's address they are forwarded to (undefined: the inbox only), and how often erased accounts' are deleted. */
  support: { email: string | undefined; erasurePollMs: number };
  messaging: { retentionDays: number; erasurePollMs: number; mailAwayMinutes: number; mailPollMs: number };
  /** Editorial content: how often the scheduler looks for articles whose publication time has come. */
  content: { schedulerPollMs: number };
  /** Short videos: the worker's poll interval and the upload limits. */
  videos: { workerPollMs: number; maxDurationMs: number; maxBytes: number };
  /** Phone verification: the allowed countries and limits, and the SMS provider (smsapi: SMSAPI.pl; sandbox: the development outbox). */
  phone: {
    countries: string[];
    limits: { codeTtlMinutes: number; checksPerCode: number; sendsPerDay: number; cooldownSeconds: number; accountsPerNumber: number };
    smsapi: { token: string; url: string; from: string; reportSecret: string | undefined } | undefined;
    pollMs: number;
    /** SMS sent in any hour at most (the rest wait), and when the console warns about the completion rate. */
    watch: { budgetPerHour: number; completionAlert: number; completionMinSends: number };
    /** SMS notices: the quiet hours (`HH:MM-HH:MM`, Warsaw) and the cap per account and calendar month. */
    notices: { quietHours: string; perMonth: number };
  };
  /** The footer's social profiles; unset ones are left out. */
  social: SocialLinks;
}

/** The networks the footer links to (docs/product.md § 2: three). */
export interface SocialLinks {
  facebook?: string;
  x?: string;
  instagram?: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * The repository root: the nearest folder above this file (src/… or dist/… of services/api) that holds the
 * web apps. Found by looking rather than by counting `..`, so moving this module cannot silently point the
 * web bridge at a folder with no builds in it.
 */
export function findRepoRoot(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'web-public', 'package.json')) && existsSync(path.join(dir, 'services', 'api'))) return dir;
    if (path.dirname(dir) === dir) {
      throw new ConfigError(
        `cannot find the repository (web-public, services/api) above ${from}: set WEB_PUBLIC_BUILD and WEB_ADMIN_BUILD`,
      );
    }
  }
}

/**
 * Reads the environment once at start-up (docs/architecture.md § Run modes). An invalid value throws a ConfigError whose
 * message names every offending variable, so the process stops with something a human can act on.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings (e.g. `MEILI_URL=` in a compose file) mean "unset".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}${describeValue(cleaned, i.path[0])}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  if (e.EVENT_STORE_URL && !e.DATABASE_URL)
    throw new ConfigError('Invalid configuration:\n  EVENT_STORE_URL: needs DATABASE_URL as well (the read models live in Postgres)');
  if (e.WEB_CONCURRENCY !== undefined && e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded store allows one process)',
    );
  const production = e.NODE_ENV === 'production';
  // Every API node must derive the same login keys and CSRF tokens: a key file per node would split the accounts.
  // …and absolute URLs (canonical, hreflang, og:url) must not follow whatever Host a request names.
  // …and without SMTP no address could be confirmed, so no ad would ever reach moderation.
  const missing = [
    !e.SECRET_KEY && '  SECRET_KEY: required in production with DATABASE_URL (at least 32 characters, the same on every node)',
    !e.PUBLIC_ORIGIN && '  PUBLIC_ORIGIN: required in production with DATABASE_URL (the public https:// address of the site)',
    !e.SMTP_URL && '  SMTP_URL: required in production with DATABASE_URL (smtp:// or smtps://; without e-mail no address can be confirmed)',
  ].filter(Boolean);
  if (production && !embedded && missing.length) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  const secureOrigin = e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).protocol === 'https:' : false;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    eventStoreUrl: e.EVENT_STORE_URL,
    meiliUrl: e.MEILI_URL,
    meiliMasterKey: e.MEILI_MASTER_KEY,
    redisUrl: e.REDIS_URL,
    socketPort: e.SOCKET_PORT,
    embedded,
    // Demo data only makes sense for a newcomer's embedded store, unless asked for explicitly.
    seedDemo: e.SEED_DEMO ?? embedded,
    logLevel: e.LOG_LEVEL,
    publicOrigin: e.PUBLIC_ORIGIN,
    cookieSecure: e.COOKIE_SECURE ?? secureOrigin,
    processRole: e.PROCESS_ROLE,
    // Only looked for when not given, so a deployment without the sources can name its builds instead.
    webPublicBuild: path.resolve(e.WEB_PUBLIC_BUILD ?? path.join(findRepoRoot(), 'web-public', 'build')),
    webAdminBuild: path.resolve(e.WEB_ADMIN_BUILD ?? path.join(findRepoRoot(), 'web-admin', 'build')),
    trustedProxies: e.TRUSTED_PROXIES ?? [],
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    overload: {
      // Both off outside production: a development machine, or a test run beside a browser on two cores, stalls for
      // reasons of its own, and a page refused there is a failed test, not a spared server. PGlite is one connection:
      // more requests in service only queue inside it (bench/overload.ts measured 4 against 16).
      maxConcurrentRequests: e.MAX_CONCURRENT_REQUESTS ?? (production ? (e.DATABASE_URL ? 8 : 4) : 0),
      shedWaitMs: e.SHED_WAIT_MS,
      shedLagMs: e.SHED_LAG_MS ?? (production ? 500 : 0),
    },
    keyVaultUrl: e.KEY_VAULT_URL,
    secretKey: e.SECRET_KEY,
    metricsToken: e.METRICS_TOKEN,
    logFormat: e.LOG_FORMAT ?? (production ? 'json' : 'pretty'),
    production,
    media: { s3Url: e.S3_URL, workerPollMs: e.MEDIA_WORKER_POLL_MS, maxPhotosPerOwner: e.MAX_PHOTOS_PER_OWNER },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `anonse <no-reply@${e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).hostname : 'localhost'}>`,
      pollMs: e.MAIL_POLL_MS,
    },
    registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
    accounts: { erasurePollMs: e.ACCOUNT_ERASURE_POLL_MS },
    ads: {
      termDays: e.AD_TERM_DAYS,
      reminderDays: e.AD_REMINDER_DAYS,
      deadlinesPollMs: e.DEADLINES_POLL_MS,
      maxPhotos: e.MAX_PHOTOS_PER_AD,
    },
    verification: { retryHours: e.VERIFICATION_RETRY_HOURS, purgePollMs: e.VERIFICATION_PURGE_POLL_MS },
    moderation: { claimMinutes: e.MODERATION_CLAIM_MINUTES },
    forum: {
      autoHideFlags: e.FORUM_AUTO_HIDE_FLAGS,
      editWindowMinutes: e.FORUM_EDIT_WINDOW_MINUTES,
      topicsPerAccountPerHour: e.FORUM_TOPICS_PER_ACCOUNT_PER_HOUR,
      topicsPerIpPerHour: e.FORUM_TOPICS_PER_IP_PER_HOUR,
      repliesPerAccountPerHour: e.FORUM_REPLIES_PER_ACCOUNT_PER_HOUR,
      repliesPerIpPerHour: e.FORUM_REPLIES_PER_IP_PER_HOUR,
      imagesPerPost: e.FORUM_IMAGES_PER_POST,
      imageMaxBytes: e.FORUM_IMAGE_MAX_MB * 1024 * 1024,
    },
    devClock: !production && (e.DEV_CLOCK ?? false),
    payments: { sandbox: e.PAYMENTS_SANDBOX ?? !production, sandboxSecret: e.PAYMENTS_SANDBOX_SECRET, pollMs: e.PAYMENTS_POLL_MS },
    promotion: { pollMs: e.PROMOTION_POLL_MS },
    vouchers: { creditPollMs: e.VOUCHER_CREDIT_POLL_MS },
    notifications: { feedPollMs: e.NOTIFICATION_FEED_POLL_MS },
    pageCache: { enabled: e.PAGE_CACHE ?? true, maxMb: e.PAGE_CACHE_MB ?? (e.DATABASE_URL ? 128 : 32), pollMs: e.PAGE_CACHE_POLL_MS },
    webConcurrency: embedded ? 1 : (e.WEB_CONCURRENCY ?? availableParallelism()),
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    savedSearches: { digestHour: e.SAVED_SEARCH_DIGEST_HOUR, pollMs: e.SAVED_SEARCHES_POLL_MS },
    support: { email: e.SUPPORT_EMAIL, erasurePollMs: e.SUPPORT_ERASURE_POLL_MS },
    messaging: {
      retentionDays: e.MESSAGE_RETENTION_DAYS,
      erasurePollMs: e.MESSAGING_ERASURE_POLL_MS,
      mailAwayMinutes: e.MESSAGE_MAIL_AWAY_MINUTES,
      mailPollMs: e.MESSAGE_MAIL_POLL_MS,
    },
    content: { schedulerPollMs: e.CONTENT_SCHEDULER_POLL_MS },
    videos: { workerPollMs: e.VIDEO_WORKER_POLL_MS, maxDurationMs: e.VIDEO_MAX_SECONDS * 1000, maxBytes: e.VIDEO_MAX_MB * 1024 * 1024 },
    phone: {
      countries: e.PHONE_COUNTRIES,
      limits: {
        codeTtlMinutes: e.PHONE_CODE_TTL_MINUTES,
        checksPerCode: e.PHONE_CHECKS_PER_CODE,
        sendsPerDay: e.PHONE_SENDS_PER_DAY,
        cooldownSeconds: e.PHONE_COOLDOWN_SECONDS,
        accountsPerNumber: e.PHONE_ACCOUNTS_PER_NUMBER,
      },
      smsapi: e.SMSAPI_TOKEN
        ? { token: e.SMSAPI_TOKEN, url: e.SMSAPI_URL, from: e.SMSAPI_FROM, reportSecret: e.SMSAPI_REPORT_SECRET }
        : undefined,
      pollMs: e.SMS_POLL_MS,
      watch: {
        budgetPerHour: e.SMS_BUDGET_PER_HOUR,
        completionAlert: e.PHONE_COMPLETION_ALERT,
        completionMinSends: e.PHONE_COMPLETION_MIN_SENDS,
      },
      notices: { quietHours: e.SMS_QUIET_HOURS, perMonth: e.SMS_NOTICES_PER_MONTH },
    },
    social: {
      ...(e.SOCIAL_FACEBOOK_URL ? { facebook: e.SOCIAL_FACEBOOK_URL } : {}),
      ...(e.SOCIAL_X_URL ? { x: e.SOCIAL_X_URL } : {}),
      ...(e.SOCIAL_INSTAGRAM_URL ? { instagram: e.SOCIAL_INSTAGRAM_URL } : {}),
    },
  };
}

function describeValue(env: Record<string, string | undefined>, key: PropertyKey | undefined): string {
  if (typeof key !== 'string' || env[key] === undefined) return '';
  // Never echo secrets or credentials embedded in URLs.
  if (/KEY|SECRET|PASSWORD|TOKEN/.test(key) || /_URL$/.test(key)) return '';
  return ` (got "${env[key]}")`;
}
