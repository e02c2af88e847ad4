import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config';
import { realtimeConnectSources } from '../realtime/handshake';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's CSP nonce: SSR puts it on every inline and module script it writes. */
    cspNonce: string;
  }
}

/** Features no page of ours uses: a script injected despite the CSP still cannot reach them. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

// helmet's CSP callbacks see the raw request only; the nonce is looked up by it.
const nonces = new WeakMap<IncomingMessage, string>();

/**
 * Security headers on every answer (API, SSR pages, static files, /admin/): a CSP whose scripts need this
 * request's nonce or our own origin, no framing, nosniff, a referrer policy, a Permissions-Policy, and
 * HSTS only when the public origin is https (on plain http it would be ignored, or lock a dev host).
 */
export async function registerSecurityHeaders(
  instance: FastifyInstance,
  config: Pick<AppConfig, 'publicOrigin'> & Partial<Pick<AppConfig, 'socketPort'>>,
): Promise<void> {
  const https = config.publicOrigin !== undefined && new URL(config.publicOrigin).protocol === 'https:';
  instance.decorateRequest('cspNonce', '');
  // Registered before helmet, whose onRequest hook reads the nonce.
  instance.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    nonces.set(request.raw, request.cspNonce);
    void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  await instance.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (req) => `'nonce-${nonces.get(req) ?? ''}'`],
        scriptSrcAttr: ["'none'"],
        // Styles may be inline: MUI (emotion) in the console injects <style> tags at run time, and
        // react-aria sets style attributes; a nonce here would make browsers ignore 'unsafe-inline'.
        // Inline styles cannot run code, so scripts stay nonce-only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The live channel on a port of its own (SOCKET_PORT) is another origin.
        connectSrc: [
          "'self'",
          ...(config.socketPort !== undefined
            ? [
                (req: IncomingMessage) =>
                  realtimeConnectSources({ socketPort: config.socketPort, publicOrigin: config.publicOrigin }, req.headers.host).join(' '),
              ]
            : []),
        ],
        // blob: lets "Dodaj film" decode the chosen file's first frame in the page (only this page's script makes one).
        mediaSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // COEP would block cross-origin images without CORP headers; nothing here needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });
}
