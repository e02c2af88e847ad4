import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to embedded mode on port 3000 with demo data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, embedded: true, seedDemo: true, processRole: 'all', cookieSecure: false });
    expect(c.dataDir.endsWith('data')).toBe(true);
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
});
