import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './platform/http/api-exception.filter';
import { configureFastify, genReqId, MAX_BODY_BYTES } from './platform/http/fastify-setup';
import { pathGuardOptions } from './platform/http/path-guard';
import { registerHostGuard } from './platform/http/host-guard';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { randomToken } from './platform/ids';
import { systemClock } from './platform/clock/clock';
import { PinoNestLogger, requestLogController } from './platform/infra/logger';
import { HttpDrain } from './platform/lifecycle/http-drain';
import { AppMetrics } from './platform/metrics/app-metrics';
import { registerHttpMetrics } from './platform/metrics/http-metrics';
import { registerLoadShedding } from './platform/http/load-shedding';
import type { AppDeps } from './platform/tokens';
import { registerWebBridge } from './web/web-bridge';
import { PageCache } from './web/page-cache';
import { AnswerCache, SEARCH_ANSWERS_OPTIONS } from './platform/answer-cache';
import { readContentVersion } from '@anonse/projections';

export interface CreateAppOptions {
  /** Serve web-admin, web-public's assets and SSR on the same port (default true). */
  web?: boolean;
}

/** Builds the Nest application on Fastify around what the composition root created. Not listening yet. */
export async function createApp(deps: AppDeps, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  // Cleared with the page cache: a moved content version drops both (docs/architecture.md § Search and browse).
  const searchAnswers = deps.searchAnswers ?? new AnswerCache(SEARCH_ANSWERS_OPTIONS);
  // Built first: read-your-writes waits (ConsistencyService) tell it to look at the content version at once.
  const pageCache =
    options.web !== false && deps.config.pageCache.enabled
      ? new PageCache({
          readVersion: () => readContentVersion(deps.sql),
          pollMs: deps.config.pageCache.pollMs,
          maxBytes: deps.config.pageCache.maxMb * 1024 * 1024,
          maxAgeMs: 60_000,
          onChange: () => searchAnswers.clear(),
          onError: (error) =>
            deps.logger.warn({ err: error, component: 'page-cache' }, 'cannot read the content version: pages are not cached until it can'),
        })
      : undefined;
  const adapter = new FastifyAdapter({
    bodyLimit: MAX_BODY_BYTES,
    loggerInstance: deps.logger,
    genReqId,
    return503OnClosing: true,
    ...pathGuardOptions,
    // X-Forwarded-* count only from the listed proxies (request.ip, request.host, request.protocol).
    trustProxy: deps.config.trustedProxies.length ? deps.config.trustedProxies : false,
    logController: requestLogController(deps.config),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ ...deps, searchAnswers, ...(pageCache ? { pagesRefresh: pageCache } : {}) }),
    adapter,
    {
      // The JSON parser is configureFastify's (an empty body is allowed; everything else as Fastify does it).
      bodyParser: false,
      logger: new PinoNestLogger(deps.logger),
      abortOnError: false,
    },
  );
  const instance = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  // First of our hooks, so that every request is counted, whatever a later hook answers.
  app.get(HttpDrain).register(instance);
  const metrics = app.get(AppMetrics);
  registerHttpMetrics(instance, metrics);
  // Security headers first, so that even the host guard's refusals carry them.
  await registerSecurityHeaders(instance, deps.config);
  registerHostGuard(instance);
  await app.register(fastifyCookie as never);
  const internalToken = randomToken(32);
  configureFastify(instance, { config: deps.config, internalToken, keyedHash: deps.keyedHash, clock: deps.clock ?? systemClock });
  // After the cookie parser and the edge checks (host, CSRF), which answer bad requests at once and cost little.
  metrics.watchQueue(
    registerLoadShedding(instance, { config: deps.config, keyedHash: deps.keyedHash, onShed: (family) => metrics.shed(family) }),
  );
  app.useGlobalFilters(new ApiExceptionFilter());
  if (options.web !== false) {
    if (pageCache) {
      pageCache.start();
      instance.addHook('onClose', async () => pageCache.stop());
    }
    await registerWebBridge(instance, deps.config, internalToken, pageCache);
  }
  await app.init();
  await instance.ready();
  return app;
}
