import { expect } from 'chai';
import { knexConfig } from '#database/db.server.ts';
import { ConfigError, loadConfig } from '#server/config.server.ts';

describe('Configuration', () => {
  it('refuses to start in production without SESSION_SECRET, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).to.throw(ConfigError, /SESSION_SECRET is required/);
  });

  it('refuses a SESSION_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).to.throw(ConfigError, /at least 32/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x@y/z', SESSION_SECRET: 'x'.repeat(32) })).to.throw(ConfigError, /postgres/);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, and refuses "true"', () => {
    const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value, SESSION_SECRET: 'x'.repeat(32) }).trustProxy;
    expect(trustProxy('1')).to.equal(1);
    expect(trustProxy('loopback, 10.0.0.0/8')).to.equal('loopback, 10.0.0.0/8');
    expect(trustProxy('')).to.equal(false);
    // `true` would trust any X-Forwarded-For, so every client could pick its own address past the rate limits.
    for (const value of ['true', 'TRUE', 'False', '0.0.0.0/0', 'loopback, ::/0', '1; rm -rf /']) {
      expect(() => trustProxy(value), value).to.throw(ConfigError, /^TRUST_PROXY must be a hop count/);
    }
  });

  it('schedules no backups unless BACKUP_DIR is set; every 24 hours, 14 kept, unless told; refuses a short passphrase', () => {
    const secret = { SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(secret).backup).to.deep.equal({ dir: undefined, intervalMs: 24 * 3_600_000, keep: 14, passphrase: undefined });
    const set = loadConfig({ ...secret, BACKUP_DIR: '/var/backups/site', BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '30', BACKUP_PASSPHRASE: 'twelve chars' });
    expect(set.backup).to.deep.equal({ dir: '/var/backups/site', intervalMs: 6 * 3_600_000, keep: 30, passphrase: 'twelve chars' });
    expect(() => loadConfig({ ...secret, BACKUP_PASSPHRASE: 'short' })).to.throw(ConfigError, /^BACKUP_PASSPHRASE must be at least 12 characters$/);
    expect(() => loadConfig({ ...secret, BACKUP_KEEP: '0' })).to.throw(ConfigError, /^BACKUP_KEEP must be/);
    expect(() => loadConfig({ ...secret, BACKUP_INTERVAL_HOURS: 'daily' })).to.throw(ConfigError, /^BACKUP_INTERVAL_HOURS must be/);
  });

  it("reads the provider event webhooks' secrets, none unless set, and refuses a malformed one naming the variable", () => {
    const secret = { SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(secret).mailing.webhooks).to.deep.equal({ standardSecret: undefined, mailgunSigningKey: undefined });
    const standard = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    const set = loadConfig({ ...secret, EMAIL_WEBHOOK_SECRET: standard, MAILGUN_WEBHOOK_SIGNING_KEY: 'key-0123456789abcdef' });
    expect(set.mailing.webhooks).to.deep.equal({ standardSecret: standard, mailgunSigningKey: 'key-0123456789abcdef' });
    for (const bad of ['whsec_short', 'not-a-secret', `${standard} `]) {
      expect(() => loadConfig({ ...secret, EMAIL_WEBHOOK_SECRET: bad }), bad).to.throw(ConfigError, /^EMAIL_WEBHOOK_SECRET must be a Standard Webhooks secret/);
    }
    expect(() => loadConfig({ ...secret, MAILGUN_WEBHOOK_SIGNING_KEY: 'short' })).to.throw(ConfigError, /^MAILGUN_WEBHOOK_SIGNING_KEY must be/);
  });

  it('defaults to port 3000 and the SQLite file data/site.db', () => {
    const config = loadConfig({ SESSION_SECRET: 'x'.repeat(32) });
    expect(config.port).to.equal(3000);
    expect(config.sqlitePath).to.match(/data\/site\.db$/);
    expect(config.databaseUrl).to.equal(undefined);
  });

  it('caps the PostgreSQL pool at DATABASE_POOL_MAX connections, 5 unless told, and refuses other values', () => {
    const base = { SESSION_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://site@127.0.0.1/site' };
    const poolMax = (env: Record<string, string>) => {
      const config = loadConfig({ ...base, ...env });
      const pool = knexConfig({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, poolMax: config.databasePoolMax }).pool;
      return pool?.max;
    };
    expect(poolMax({})).to.equal(5);
    expect(poolMax({ DATABASE_POOL_MAX: '2' })).to.equal(2);
    for (const value of ['0', '-1', '2.5', '101', 'many']) {
      expect(() => loadConfig({ ...base, DATABASE_POOL_MAX: value }), value).to.throw(
        ConfigError,
        /^DATABASE_POOL_MAX must be a whole number of connections from 1 to 100$/,
      );
    }
  });

  it('hashes passwords at bcrypt cost 12 unless PASSWORD_HASH_COST says otherwise, and below 10 only under NODE_ENV=test', () => {
    const cost = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...env }).passwordHashCost;
    expect(cost({ NODE_ENV: 'production' })).to.equal(12);
    expect(cost({ NODE_ENV: 'production', PASSWORD_HASH_COST: '' })).to.equal(12);
    expect(cost({ NODE_ENV: 'production', PASSWORD_HASH_COST: '13' })).to.equal(13);
    expect(cost({ NODE_ENV: 'test', PASSWORD_HASH_COST: '4' })).to.equal(4);
    const refused: Record<string, string>[] = [
      { NODE_ENV: 'production', PASSWORD_HASH_COST: '4' },
      { PASSWORD_HASH_COST: '9' },
      { NODE_ENV: 'test', PASSWORD_HASH_COST: '3' },
      { PASSWORD_HASH_COST: '16' },
      { PASSWORD_HASH_COST: 'twelve' },
    ];
    for (const env of refused) {
      expect(() => cost(env), JSON.stringify(env)).to.throw(ConfigError, /^PASSWORD_HASH_COST must be a whole number from 10 to 15/);
    }
  });
});
