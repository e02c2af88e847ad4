import {
  cookieHeaderOf,
  handshakeTargetOf,
  isAllowedOrigin,
  realtimeConnectSources,
  trustedProxyList,
  type HandshakeTarget,
} from './handshake';

const none = { publicOrigin: undefined };
const http = (host: string | undefined): HandshakeTarget => ({ scheme: 'http', host });
const https = (host: string | undefined): HandshakeTarget => ({ scheme: 'https', host });

describe('the live channel handshake', () => {
  it('accepts no Origin (not a browser) and exactly the origin the handshake was sent to', () => {
    expect(isAllowedOrigin({ host: 'anonse.pl' }, none, https('anonse.pl'))).toBe(true);
    expect(isAllowedOrigin({ origin: 'https://anonse.pl' }, none, https('anonse.pl'))).toBe(true);
    expect(isAllowedOrigin({ origin: 'http://localhost:3000' }, none, http('localhost:3000'))).toBe(true);
    // A default port written out is the same origin.
    expect(isAllowedOrigin({ origin: 'https://anonse.pl' }, none, https('anonse.pl:443'))).toBe(true);
    expect(isAllowedOrigin({ origin: 'http://[::1]:3000' }, none, http('[::1]:3000'))).toBe(true);
    // Without a target, the Host header over plain HTTP.
    expect(isAllowedOrigin({ host: 'localhost:3000', origin: 'http://localhost:3000' }, none)).toBe(true);
    // With PUBLIC_ORIGIN, that origin alone, whatever the Host.
    expect(isAllowedOrigin({ origin: 'https://anonse.example' }, { publicOrigin: 'https://anonse.example' }, http('x'))).toBe(true);
    expect(isAllowedOrigin({ origin: 'https://anonse.example:8443' }, { publicOrigin: 'https://anonse.example:8443/' }, http('x'))).toBe(
      true,
    );
  });

  it('on a port of its own, accepts the pages of the site’s port of the same host, and only those', () => {
    const ownPort = { publicOrigin: undefined, sitePort: 3000 };
    expect(isAllowedOrigin({ origin: 'http://127.0.0.1:3000' }, ownPort, http('127.0.0.1:2087'))).toBe(true);
    expect(isAllowedOrigin({ origin: 'http://127.0.0.1:2087' }, ownPort, http('127.0.0.1:2087'))).toBe(false);
    expect(isAllowedOrigin({ origin: 'http://127.0.0.1:8080' }, ownPort, http('127.0.0.1:2087'))).toBe(false);
    expect(isAllowedOrigin({ origin: 'http://127.0.0.2:3000' }, ownPort, http('127.0.0.1:2087'))).toBe(false);
  });

  it('refuses another port, another scheme, another host, a look-alike and garbage when PUBLIC_ORIGIN is unset', () => {
    // Another service on the same machine (any port) is another origin: it must not ride on the site's cookies.
    expect(isAllowedOrigin({ origin: 'http://localhost:8080' }, none, http('localhost:3000'))).toBe(false);
    expect(isAllowedOrigin({ origin: 'http://localhost' }, none, http('localhost:3000'))).toBe(false);
    expect(isAllowedOrigin({ origin: 'http://anonse.pl' }, none, https('anonse.pl'))).toBe(false);
    expect(isAllowedOrigin({ origin: 'https://anonse.pl' }, none, http('anonse.pl'))).toBe(false);
    expect(isAllowedOrigin({ origin: 'https://evil.example' }, none, https('anonse.pl'))).toBe(false);
    expect(isAllowedOrigin({ origin: 'https://anonse.pl.evil.example' }, none, https('anonse.pl'))).toBe(false);
    expect(isAllowedOrigin({ origin: 'null' }, none, https('anonse.pl'))).toBe(false);
    expect(isAllowedOrigin({ origin: 'file://anonse.pl' }, none, https('anonse.pl'))).toBe(false);
    expect(isAllowedOrigin({ origin: 'https://user@anonse.pl' }, none, https('anonse.pl'))).toBe(false);
    expect(isAllowedOrigin({ origin: 'https://anonse.pl/path' }, none, https('anonse.pl'))).toBe(false);
    expect(isAllowedOrigin({ origin: ['https://anonse.pl', 'https://anonse.pl'] as unknown as string }, none, https('anonse.pl'))).toBe(
      false,
    );
    // No Host, or one that is not a host (a user part would make it parse as another host).
    expect(isAllowedOrigin({ origin: 'https://anonse.pl' }, none, https(undefined))).toBe(false);
    expect(isAllowedOrigin({ origin: 'https://evil.example' }, none, https('anonse.pl@evil.example'))).toBe(false);
    expect(isAllowedOrigin({ origin: 'https://anonse.pl' }, none, https('anonse.pl/x'))).toBe(false);
  });

  it('with PUBLIC_ORIGIN refuses its other schemes and ports', () => {
    const policy = { publicOrigin: 'https://anonse.example' };
    expect(isAllowedOrigin({ origin: 'http://anonse.example' }, policy, https('anonse.example'))).toBe(false);
    expect(isAllowedOrigin({ origin: 'https://anonse.example:8443' }, policy, https('anonse.example'))).toBe(false);
    expect(isAllowedOrigin({ origin: 'https://anonse.example' }, { publicOrigin: 'https://other.example' }, https('anonse.example'))).toBe(
      false,
    );
  });

  it('reads the scheme and host of the connection, or a trusted proxy’s forwarded ones', () => {
    const trusted = trustedProxyList(['10.0.0.0/8', '::1']);
    const request = (remoteAddress: string, headers: Record<string, string>, encrypted = false) => ({
      headers: { host: 'internal:3000', ...headers },
      socket: { remoteAddress, encrypted },
    });
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'anonse.example' };
    expect(handshakeTargetOf(request('203.0.113.9', forwarded), trusted)).toEqual({ scheme: 'http', host: 'internal:3000' });
    expect(handshakeTargetOf(request('203.0.113.9', {}, true), trusted)).toEqual({ scheme: 'https', host: 'internal:3000' });
    expect(handshakeTargetOf(request('203.0.113.9', forwarded), undefined)).toEqual({ scheme: 'http', host: 'internal:3000' });
    expect(handshakeTargetOf(request('10.1.2.3', forwarded), trusted)).toEqual({ scheme: 'https', host: 'anonse.example' });
    expect(handshakeTargetOf(request('::ffff:10.1.2.3', forwarded), trusted)).toEqual({ scheme: 'https', host: 'anonse.example' });
    expect(handshakeTargetOf(request('::1', { 'x-forwarded-proto': 'evil, https' }), trusted)).toEqual({
      scheme: 'https',
      host: 'internal:3000',
    });
    expect(handshakeTargetOf(request('::1', { 'x-forwarded-proto': 'gopher' }), trusted)).toEqual({
      scheme: 'http',
      host: 'internal:3000',
    });
  });

  it('reads one Cookie header of a sane size only', () => {
    expect(cookieHeaderOf({ cookie: 'a=b' })).toBe('a=b');
    expect(cookieHeaderOf({})).toBeUndefined();
    expect(cookieHeaderOf({ cookie: 'a='.padEnd(9000, 'x') })).toBeUndefined();
  });

  it('widens connect-src only for a port of its own', () => {
    expect(realtimeConnectSources({ socketPort: undefined, publicOrigin: 'https://anonse.example' })).toEqual([]);
    expect(realtimeConnectSources({ socketPort: 2087, publicOrigin: 'https://anonse.example' })).toEqual([
      'https://anonse.example:2087',
      'wss://anonse.example:2087',
    ]);
    expect(realtimeConnectSources({ socketPort: 2087, publicOrigin: undefined }, 'localhost:3000')).toEqual([
      'http://localhost:2087',
      'ws://localhost:2087',
    ]);
    expect(realtimeConnectSources({ socketPort: 2087, publicOrigin: undefined }, 'bad host/"')).toEqual([]);
  });
});
