import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, findRepoRoot, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to embedded mode on port 3000 with demo data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, embedded: true, seedDemo: true, processRole: 'all', cookieSecure: false });
    expect(c.dataDir.endsWith('data')).toBe(true);
  });

  it('finds the web builds in the repository, wherever this module sits', () => {
    const c = loadConfig({});
    // The build folders may not exist yet; the apps they belong to always do.
    expect(existsSync(path.join(path.dirname(c.webPublicBuild), 'package.json'))).toBe(true);
    expect(path.basename(path.dirname(c.webPublicBuild))).toBe('web-public');
    expect(existsSync(path.join(path.dirname(c.webAdminBuild), 'package.json'))).toBe(true);
    expect(path.basename(path.dirname(c.webAdminBuild))).toBe('web-admin');
    expect(() => findRepoRoot(path.parse(process.cwd()).root)).toThrow(ConfigError);
    expect(loadConfig({ WEB_PUBLIC_BUILD: '/srv/public', WEB_ADMIN_BUILD: '/srv/admin' })).toMatchObject({
      webPublicBuild: '/srv/public',
      webAdminBuild: '/srv/admin',
    });
  });

  it('uses the server database and no demo data when DATABASE_URL is set', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: '' });
    expect(c).toMatchObject({ embedded: false, seedDemo: false });
  });

  it('turns on secure cookies behind an https origin', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://anonse.example' }).cookieSecure).toBe(true);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', PROCESS_ROLE: 'worker', SEED_DEMO: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', PROCESS_ROLE: 'worker', SEED_DEMO: 'maybe' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('PROCESS_ROLE');
      expect(message).toContain('SEED_DEMO');
    }
  });

  it('requires DATABASE_URL next to EVENT_STORE_URL', () => {
    expect(() => loadConfig({ EVENT_STORE_URL: 'esdb://localhost:2113?tls=false' })).toThrow(/EVENT_STORE_URL/);
  });

  it('serves HTTP from one process per core on a server database, and from one on the embedded store', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: more than one process needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/x', WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('keeps anonymous pages in a page cache unless PAGE_CACHE is off', () => {
    expect(loadConfig({}).pageCache).toEqual({ enabled: true, maxMb: 32, pollMs: 250 });
    expect(loadConfig({ PAGE_CACHE: 'off', PAGE_CACHE_MB: '8' }).pageCache).toMatchObject({ enabled: false, maxMb: 8 });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/anonse' }).pageCache.maxMb).toBe(128);
  });

  it('gives every background worker a poll of its own, so slowing the ad deadlines slows nothing else', () => {
    const polls = (c: ReturnType<typeof loadConfig>) => ({
      adDeadlines: c.ads.deadlinesPollMs,
      promotion: c.promotion.pollMs,
      voucherCredits: c.vouchers.creditPollMs,
      accountErasure: c.accounts.erasurePollMs,
      supportErasure: c.support.erasurePollMs,
      verificationPurge: c.verification.purgePollMs,
      notificationFeed: c.notifications.feedPollMs,
      payments: c.payments.pollMs,
      savedSearches: c.savedSearches.pollMs,
      contentScheduler: c.content.schedulerPollMs,
      mail: c.mail.pollMs,
      media: c.media.workerPollMs,
    });
    const defaults = {
      adDeadlines: 60_000,
      promotion: 60_000,
      voucherCredits: 60_000,
      accountErasure: 60_000,
      supportErasure: 30_000,
      verificationPurge: 300_000,
      notificationFeed: 150,
      payments: 30_000,
      savedSearches: 60_000,
      contentScheduler: 30_000,
      mail: 5_000,
      media: 1_000,
    };
    expect(polls(loadConfig({}))).toEqual(defaults);
    expect(polls(loadConfig({ DEADLINES_POLL_MS: '3600000' }))).toEqual({ ...defaults, adDeadlines: 3_600_000 });
    expect(polls(loadConfig({ PROMOTION_POLL_MS: '1000', VOUCHER_CREDIT_POLL_MS: '2000', NOTIFICATION_FEED_POLL_MS: '50' }))).toMatchObject(
      {
        adDeadlines: 60_000,
        promotion: 1_000,
        voucherCredits: 2_000,
        notificationFeed: 50,
      },
    );
    expect(() => loadConfig({ VERIFICATION_PURGE_POLL_MS: '0' })).toThrow(/VERIFICATION_PURGE_POLL_MS/);
  });

  it('trusts no proxy unless TRUSTED_PROXIES lists them, and refuses anything but addresses', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12,::1' }).trustedProxies).toEqual(['10.0.0.1', '172.16.0.0/12', '::1']);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'everyone' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('refuses a short SECRET_KEY without echoing it', () => {
    try {
      loadConfig({ SECRET_KEY: 'short-secret' });
      throw new Error('accepted');
    } catch (error) {
      expect((error as Error).message).toContain('SECRET_KEY');
      expect((error as Error).message).not.toContain('short-secret');
    }
  });

  it('logs for humans in development and JSON in production, unless LOG_FORMAT says otherwise', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('requires SECRET_KEY, PUBLIC_ORIGIN and SMTP_URL in production on a server database, where several nodes serve one site', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' })).toThrow(
      /SECRET_KEY[\s\S]*PUBLIC_ORIGIN[\s\S]*SMTP_URL/,
    );
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      SECRET_KEY: 'k'.repeat(40),
      PUBLIC_ORIGIN: 'https://anonse.example',
      SMTP_URL: 'smtp://mail.example:587',
    };
    expect(loadConfig(production).secretKey).toBe('k'.repeat(40));
    expect(loadConfig({ NODE_ENV: 'production' }).secretKey).toBeUndefined();
    // No address could be confirmed without e-mail, so no ad would reach moderation: refuse to start, naming it.
    const { SMTP_URL: _smtp, ...withoutSmtp } = production;
    expect(() => loadConfig(withoutSmtp)).toThrow(/^Invalid configuration:\n {2}SMTP_URL: required in production/);
    // Embedded production (one process, the development mailbox off) still starts; mail waits in the outbox.
    expect(loadConfig({ NODE_ENV: 'production' }).mail.smtpUrl).toBeUndefined();
  });

  it('gives the database 10 s by default', () => {
    expect(loadConfig({}).databaseTimeoutMs).toBe(10_000);
    expect(() => loadConfig({ DATABASE_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_TIMEOUT_MS/);
  });

  it('reads the footer social links, leaving out a network without a URL and refusing one that is not https', () => {
    expect(loadConfig({}).social).toEqual({});
    expect(
      loadConfig({ SOCIAL_FACEBOOK_URL: 'https://facebook.com/anonse', SOCIAL_INSTAGRAM_URL: 'https://instagram.com/anonse' }).social,
    ).toEqual({
      facebook: 'https://facebook.com/anonse',
      instagram: 'https://instagram.com/anonse',
    });
    expect(() => loadConfig({ SOCIAL_X_URL: 'javascript:alert(1)' })).toThrow(/SOCIAL_X_URL/);
    expect(() => loadConfig({ SOCIAL_X_URL: 'http://x.com/anonse' })).toThrow(/SOCIAL_X_URL/);
  });
});
