/**
 * Configuration, parsed once at boot from the environment.
 * Nothing else in the application reads `process.env`; tests pass their own
 * environment to loadConfig.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Joi from 'joi';
import { defaultPoolMax } from '#database/db.server.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from './auth/account-rules.ts';
import { BCRYPT_COST } from './auth/passwords.server.ts';

export interface Config {
  env: 'production' | 'development' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections each process's pool may open (DATABASE_POOL_MAX), besides its one listening connection. */
  databasePoolMax: number;
  sqlitePath: string;
  sessionSecret: string;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  siteUrl: string;
  trustProxy: number | string | false;
  redisUrl: string | undefined;
  logLevel: string;
  contactNotifyWebhook: string | undefined;
  smtpUrl: string | undefined;
  contactNotifyEmail: string | undefined;
  contactNotifyFrom: string | undefined;
  /** Audit log entries older than this are pruned (AUDIT_RETENTION_DAYS, default 365). */
  auditRetentionDays: number;
  /** IANA time zone of the business: days of the analytics and times in the leads CSV. */
  siteTimeZone: string;
  analytics: AnalyticsSettings;
  /** Leads older than this many months are deleted; undefined keeps them (the default). */
  leadRetentionMonths: number | undefined;
  /** DEMO_CONTENT=1: sample proof items, each marked as a sample, are put in at start (docs/product/company.md#demo-mode). Off unless set. */
  demoContent: boolean;
  /** Cached pages are answered before Express unless FAST_PATH=off (docs/decisions/015-request-logging-and-the-fast-path.md). */
  fastPath: boolean;
  /** Social cards are drawn in the background at start and on every content change unless SOCIAL_CARDS_AHEAD=off (docs/product/media.md#social-cards). */
  socialCardsAhead: boolean;
  /** bcrypt cost of new password hashes (PASSWORD_HASH_COST, default 12; below 10 only under NODE_ENV=test). */
  passwordHashCost: number;
  uploads: UploadSettings;
  backup: BackupSettings;
  mailing: MailingSettings;
}

/** Newsletters' sending (docs/product/subscriptions.md#sending). */
export interface MailingSettings {
  /** Messages per second each server process sends at most (SEND_RATE_PER_SECOND, default 10). */
  ratePerSecond: number;
  /** A message claimed this long ago and never settled was in flight in a process that died: reported unknown (SEND_CLAIM_TIMEOUT_SECONDS, default 600). */
  claimTimeoutMs: number;
  /** DKIM signing (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY, all three or none). */
  dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
  /**
   * The sending provider's event webhooks (docs/product/subscriptions.md#provider-events); each endpoint answers
   * 404 without its secret. EMAIL_WEBHOOK_SECRET: the `whsec_` secret of Standard Webhooks;
   * MAILGUN_WEBHOOK_SIGNING_KEY: Mailgun's HTTP webhook signing key.
   */
  webhooks: { standardSecret: string | undefined; mailgunSigningKey: string | undefined };
}

export interface BackupSettings {
  /** Scheduled backups are written here when set (BACKUP_DIR); off otherwise. */
  dir: string | undefined;
  /** BACKUP_INTERVAL_HOURS, default 24. */
  intervalMs: number;
  /** How many scheduled archives are kept (BACKUP_KEEP, default 14). */
  keep: number;
  /** Archives are encrypted with it when set (BACKUP_PASSPHRASE). */
  passphrase: string | undefined;
}

export interface UploadSettings {
  /** Image uploads one user may attempt in an hour, accepted or refused (UPLOADS_PER_HOUR). */
  perHour: number;
  /** Bytes of images the site may keep in all (STORAGE_QUOTA_MB). */
  storageQuotaBytes: number;
}

export interface AnalyticsSettings {
  /** Page views are counted unless ANALYTICS=off. */
  enabled: boolean;
  /** How often each process writes its buffered page views. */
  flushMs: number;
  /** Raw page views older than this are deleted; daily totals stay. */
  rawRetentionDays: number;
  /** A request header set by the host with the visitor's country (e.g. CF-IPCountry); none by default. */
  countryHeader: string | undefined;
}

export class ConfigError extends Error {}

const adminPasswordLength = `ADMIN_PASSWORD must be ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters`;

const schema = Joi.object({
  NODE_ENV: Joi.string().valid('production', 'development', 'test').default('development'),
  PORT: Joi.number().integer().min(0).max(65535).default(3000),
  HOST: Joi.string().default('0.0.0.0'),
  DATABASE_URL: Joi.string()
    .uri({ scheme: ['postgres', 'postgresql'] })
    .message('DATABASE_URL must be a postgres:// URL'),
  DATABASE_POOL_MAX: Joi.number().integer().min(1).max(100).default(defaultPoolMax).messages({
    '*': 'DATABASE_POOL_MAX must be a whole number of connections from 1 to 100',
  }),
  SQLITE_PATH: Joi.string().default('data/site.db'),
  SESSION_SECRET: Joi.string().min(32).message('SESSION_SECRET must be at least 32 characters'),
  ADMIN_USERNAME: Joi.string().trim().pattern(USERNAME_PATTERN).message('ADMIN_USERNAME must be 3-64 letters, digits, dots, dashes or underscores'),
  ADMIN_PASSWORD: Joi.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).messages({
    'string.min': adminPasswordLength,
    'string.max': adminPasswordLength,
  }),
  SITE_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .message('SITE_URL must be an http(s) origin'),
  // A hop count or Express's list of trusted proxy addresses; never `true`, which would let any
  // client choose its own address by sending X-Forwarded-For (and so escape every rate limit).
  TRUST_PROXY: Joi.alternatives()
    .empty('')
    .try(
      Joi.number().integer().min(0).max(10),
      Joi.string()
        .pattern(/^[\w.:/, -]+$/)
        // Neither a boolean in any letter case nor a range that contains every address (…/0).
        .custom((value: string) => {
          if (/^(true|false)$/i.test(value.trim()) || /\/0+\s*(,|$)/.test(value)) throw new Error('trusts everyone');
          return value;
        }),
    )
    .error(new Error('TRUST_PROXY must be a hop count (e.g. 1) or a list of trusted proxy addresses (e.g. loopback, 10.0.0.0/8)')),
  REDIS_URL: Joi.string()
    .uri({ scheme: ['redis', 'rediss'] })
    .message('REDIS_URL must be a redis:// URL'),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
  CONTACT_NOTIFY_WEBHOOK: Joi.string().uri({ scheme: ['http', 'https'] }),
  SMTP_URL: Joi.string().uri({ scheme: ['smtp', 'smtps'] }),
  CONTACT_NOTIFY_EMAIL: Joi.string().email({ tlds: false }),
  CONTACT_NOTIFY_FROM: Joi.string().email({ tlds: false }),
  SITE_TIME_ZONE: Joi.string()
    .default('America/New_York')
    .custom((value: string) => {
      // Throws RangeError for a name the runtime's time zone data does not know.
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      return value;
    })
    .error(new Error('SITE_TIME_ZONE must be an IANA time zone name, e.g. America/New_York')),
  ANALYTICS: Joi.string().valid('on', 'off').default('on'),
  FAST_PATH: Joi.string().valid('on', 'off').default('on'),
  SOCIAL_CARDS_AHEAD: Joi.string().valid('on', 'off').default('on'),
  ANALYTICS_FLUSH_SECONDS: Joi.number().min(0.05).max(300).default(5),
  ANALYTICS_RAW_RETENTION_DAYS: Joi.number().integer().min(1).max(3650).default(30),
  DEMO_CONTENT: Joi.string().valid('0', '1', '').default('').messages({ 'any.only': 'DEMO_CONTENT must be 1 (on) or 0 (off)' }),
  LEADS_RETENTION_MONTHS: Joi.number().integer().min(1).max(1200).empty(''),
  ANALYTICS_COUNTRY_HEADER: Joi.string()
    .pattern(/^[A-Za-z0-9-]+$/)
    .message('ANALYTICS_COUNTRY_HEADER must be a header name'),
  UPLOADS_PER_HOUR: Joi.number().integer().min(1).max(10_000).default(100).messages({
    '*': 'UPLOADS_PER_HOUR must be a whole number from 1 to 10000',
  }),
  STORAGE_QUOTA_MB: Joi.number().integer().min(1).max(1_000_000).default(1024).messages({
    '*': 'STORAGE_QUOTA_MB must be a whole number of megabytes from 1 to 1000000',
  }),
  PASSWORD_HASH_COST: Joi.number().integer().min(4).max(15).empty('').default(BCRYPT_COST).messages({
    '*': 'PASSWORD_HASH_COST must be a whole number from 10 to 15 (from 4 under NODE_ENV=test)',
  }),
  AUDIT_RETENTION_DAYS: Joi.number().integer().min(1).max(3650).default(365).messages({
    '*': 'AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 3650',
  }),
  SEND_RATE_PER_SECOND: Joi.number()
    .min(0.1)
    .max(1000)
    .empty('')
    .default(10)
    .messages({ '*': 'SEND_RATE_PER_SECOND must be a number of messages from 0.1 to 1000' }),
  SEND_CLAIM_TIMEOUT_SECONDS: Joi.number().integer().min(1).max(86_400).empty('').default(600).messages({
    '*': 'SEND_CLAIM_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 86400',
  }),
  DKIM_DOMAIN: Joi.string().hostname().empty('').messages({ '*': 'DKIM_DOMAIN must be a domain name' }),
  DKIM_SELECTOR: Joi.string()
    .pattern(/^[A-Za-z0-9._-]+$/)
    .empty('')
    .messages({ '*': 'DKIM_SELECTOR must be a DNS label such as mail2026' }),
  DKIM_PRIVATE_KEY: Joi.string().empty(''),
  EMAIL_WEBHOOK_SECRET: Joi.string()
    .pattern(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/)
    .empty('')
    .messages({ '*': 'EMAIL_WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ and at least 24 bytes in base64' }),
  MAILGUN_WEBHOOK_SIGNING_KEY: Joi.string()
    .pattern(/^[\x21-\x7e]{16,200}$/)
    .empty('')
    .messages({ '*': "MAILGUN_WEBHOOK_SIGNING_KEY must be Mailgun's HTTP webhook signing key (16 to 200 visible characters)" }),
  BACKUP_DIR: Joi.string().empty(''),
  BACKUP_INTERVAL_HOURS: Joi.number()
    .min(0.01)
    .max(8760)
    .empty('')
    .default(24)
    .messages({ '*': 'BACKUP_INTERVAL_HOURS must be a number of hours from 0.01 to 8760' }),
  BACKUP_KEEP: Joi.number().integer().min(1).max(1000).empty('').default(14).messages({ '*': 'BACKUP_KEEP must be a whole number of archives from 1 to 1000' }),
  BACKUP_PASSPHRASE: Joi.string().min(12).empty('').messages({ '*': 'BACKUP_PASSPHRASE must be at least 12 characters' }),
}).unknown(true);

/** Parses an environment (normally `process.env`); throws ConfigError with a one-line reason. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const { value, error } = schema.validate(source, { abortEarly: true, convert: true });
  if (error) throw new ConfigError(error.details?.[0]?.message ?? error.message);
  const env = value.NODE_ENV as Config['env'];
  const isProduction = env === 'production';
  const sqlitePath = resolve(value.SQLITE_PATH);
  let sessionSecret: string | undefined = value.SESSION_SECRET;
  if (!sessionSecret) {
    if (isProduction) throw new ConfigError('SESSION_SECRET is required in production (at least 32 characters)');
    sessionSecret = developmentSecret(resolve(dirname(sqlitePath), 'session-secret'));
  }
  if (Boolean(value.ADMIN_USERNAME) !== Boolean(value.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  // A cheap hash only where no real password lives: the tests (docs/decisions/054-faster-tests.md).
  if (value.PASSWORD_HASH_COST < 10 && env !== 'test') {
    throw new ConfigError('PASSWORD_HASH_COST must be a whole number from 10 to 15 (from 4 under NODE_ENV=test)');
  }
  const dkimParts = [value.DKIM_DOMAIN, value.DKIM_SELECTOR, value.DKIM_PRIVATE_KEY].filter(Boolean).length;
  if (dkimParts !== 0 && dkimParts !== 3) throw new ConfigError('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together');
  const port = Number(value.PORT);
  const trustProxy = value.TRUST_PROXY === undefined || value.TRUST_PROXY === '' ? false : value.TRUST_PROXY;
  return {
    env,
    isProduction,
    port,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL || undefined,
    databasePoolMax: Number(value.DATABASE_POOL_MAX),
    sqlitePath,
    sessionSecret,
    adminUsername: value.ADMIN_USERNAME,
    adminPassword: value.ADMIN_PASSWORD,
    siteUrl: (value.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    trustProxy: typeof trustProxy === 'string' && /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy,
    redisUrl: value.REDIS_URL,
    logLevel: value.LOG_LEVEL ?? (env === 'test' ? 'silent' : 'info'),
    contactNotifyWebhook: value.CONTACT_NOTIFY_WEBHOOK,
    smtpUrl: value.SMTP_URL,
    contactNotifyEmail: value.CONTACT_NOTIFY_EMAIL,
    contactNotifyFrom: value.CONTACT_NOTIFY_FROM,
    siteTimeZone: value.SITE_TIME_ZONE,
    analytics: {
      enabled: value.ANALYTICS === 'on',
      flushMs: Math.round(value.ANALYTICS_FLUSH_SECONDS * 1000),
      rawRetentionDays: value.ANALYTICS_RAW_RETENTION_DAYS,
      countryHeader: value.ANALYTICS_COUNTRY_HEADER?.toLowerCase(),
    },
    leadRetentionMonths: value.LEADS_RETENTION_MONTHS,
    fastPath: value.FAST_PATH === 'on',
    socialCardsAhead: value.SOCIAL_CARDS_AHEAD === 'on',
    auditRetentionDays: Number(value.AUDIT_RETENTION_DAYS),
    demoContent: value.DEMO_CONTENT === '1',
    uploads: { perHour: Number(value.UPLOADS_PER_HOUR), storageQuotaBytes: Number(value.STORAGE_QUOTA_MB) * 1024 * 1024 },
    passwordHashCost: Number(value.PASSWORD_HASH_COST),
    backup: {
      dir: value.BACKUP_DIR ? resolve(value.BACKUP_DIR) : undefined,
      intervalMs: Math.round(Number(value.BACKUP_INTERVAL_HOURS) * 3_600_000),
      keep: Number(value.BACKUP_KEEP),
      passphrase: value.BACKUP_PASSPHRASE,
    },
    mailing: {
      ratePerSecond: Number(value.SEND_RATE_PER_SECOND),
      claimTimeoutMs: Number(value.SEND_CLAIM_TIMEOUT_SECONDS) * 1000,
      // A PEM key in one line of an environment variable has its line breaks written as \n.
      dkim:
        dkimParts === 3
          ? { domainName: value.DKIM_DOMAIN, keySelector: value.DKIM_SELECTOR, privateKey: String(value.DKIM_PRIVATE_KEY).replace(/\\n/g, '\n') }
          : undefined,
      webhooks: { standardSecret: value.EMAIL_WEBHOOK_SECRET, mailgunSigningKey: value.MAILGUN_WEBHOOK_SIGNING_KEY },
    },
  };
}

/** Development only: one random secret, generated once and kept beside the database. */
function developmentSecret(file: string): string {
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
