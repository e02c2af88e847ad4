import { cookieHeaderOf, isAllowedOrigin, realtimeConnectSources } from './handshake';

describe('the live channel handshake', () => {
  it('accepts no Origin (not a browser) and the site’s own origin', () => {
    expect(isAllowedOrigin({ host: 'anonse.pl' }, undefined)).toBe(true);
    expect(isAllowedOrigin({ host: 'anonse.pl', origin: 'https://anonse.pl' }, undefined)).toBe(true);
    // The channel on a port of its own: the page's origin has the site's port.
    expect(isAllowedOrigin({ host: 'anonse.pl:2087', origin: 'https://anonse.pl' }, undefined)).toBe(true);
    expect(isAllowedOrigin({ host: 'x', origin: 'https://anonse.example' }, 'https://anonse.example')).toBe(true);
  });

  it('refuses another site, a look-alike, other schemes and garbage', () => {
    expect(isAllowedOrigin({ host: 'anonse.pl', origin: 'https://evil.example' }, undefined)).toBe(false);
    expect(isAllowedOrigin({ host: 'anonse.pl', origin: 'https://anonse.pl.evil.example' }, undefined)).toBe(false);
    expect(isAllowedOrigin({ host: 'anonse.pl', origin: 'null' }, undefined)).toBe(false);
    expect(isAllowedOrigin({ host: 'anonse.pl', origin: 'file://anonse.pl' }, undefined)).toBe(false);
    expect(isAllowedOrigin({ origin: 'https://anonse.pl' }, undefined)).toBe(false);
    expect(isAllowedOrigin({ host: 'anonse.example', origin: 'http://anonse.example' }, 'https://anonse.example')).toBe(false);
    expect(isAllowedOrigin({ host: 'anonse.example', origin: 'https://anonse.example' }, 'https://other.example')).toBe(false);
  });

  it('reads one Cookie header of a sane size only', () => {
    expect(cookieHeaderOf({ cookie: 'a=b' })).toBe('a=b');
    expect(cookieHeaderOf({})).toBeUndefined();
    expect(cookieHeaderOf({ cookie: 'a='.padEnd(9000, 'x') })).toBeUndefined();
  });

  it('widens connect-src only for a port of its own', () => {
    expect(realtimeConnectSources({ socketPort: undefined, publicOrigin: 'https://anonse.example' })).toEqual([]);
    expect(realtimeConnectSources({ socketPort: 2087, publicOrigin: 'https://anonse.example' })).toEqual(['https://anonse.example:2087', 'wss://anonse.example:2087']);
    expect(realtimeConnectSources({ socketPort: 2087, publicOrigin: undefined }, 'localhost:3000')).toEqual(['http://localhost:2087', 'ws://localhost:2087']);
    expect(realtimeConnectSources({ socketPort: 2087, publicOrigin: undefined }, 'bad host/"')).toEqual([]);
  });
});
