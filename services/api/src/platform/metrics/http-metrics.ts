import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics';
import { API_CATCH_ALLS } from '../http/fastify-setup';
import { routeFamily } from './route-family';

/** Counts every answer, `inject()` ones included, by the family of the route that took it (route-family.ts). */
export function registerHttpMetrics(instance: FastifyInstance, metrics: AppMetrics): void {
  instance.addHook('onResponse', (request, reply, done) => {
    metrics.observe(routeFamily(request.routeOptions.url, API_CATCH_ALLS), request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
