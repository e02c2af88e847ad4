import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import { ApiHttpError } from '../http/api-error';
import { sameSecret } from '../http/csrf-token';
import { localeOf } from '../http/locale';
import { message } from '../i18n/i18n';
import { Operation } from '../openapi/operation';
import { APP_CONFIG } from '../tokens';
import { AppMetrics } from './app-metrics';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Who may read /metrics (it names projection positions, queue depths and request counts, no personal data, yet
 * nothing a visitor needs): without METRICS_TOKEN, clients on this machine only, by the address the request came
 * from as TRUSTED_PROXIES lets it be known (a proxy on this machine that is not listed would make every visitor
 * look local, hence the token for anything beyond one machine); with METRICS_TOKEN, whoever sends it as
 * `Authorization: Bearer …`, this machine included.
 */
export function mayReadMetrics(request: Pick<FastifyRequest, 'ip' | 'headers'>, token: string | undefined): boolean {
  if (!token) return LOOPBACK.test(request.ip);
  const header = request.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') && sameSecret(header.slice('Bearer '.length), token);
}

@Controller()
export class MetricsController {
  constructor(
    private readonly metrics: AppMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('metrics')
  @Operation({
    tag: 'ops',
    summary: 'Prometheus metrics: requests per route family, projections, outbox, job queues, sockets, the process',
    responses: {
      200: { description: 'text/plain; version=0.0.4' },
      403: { description: 'Not from this machine, or without the METRICS_TOKEN bearer token when one is set' },
      503: { description: 'The cluster primary did not answer with its workers’ counts' },
    },
  })
  async read(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const locale = localeOf(request.headers['accept-language']);
    if (!mayReadMetrics(request, this.config.metricsToken)) throw new ApiHttpError(403, message('metricsForbidden', locale));
    const text = await this.metrics.render().catch((error: unknown) => {
      // Only the cluster primary's answer can fail here (the database's absence is a metric, not an error).
      request.log.warn({ err: error }, 'metrics: the workers’ counts are not available');
      throw new ApiHttpError(503, message('unavailable', locale), undefined, { 'Retry-After': '5' });
    });
    void reply.header('Content-Type', this.metrics.contentType).header('Cache-Control', 'no-store');
    return text;
  }
}
