import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mapError } from './error-mapping';
import { localeOf } from './locale';

/** The global filter: every error a controller, guard or pipe throws is answered as an `ApiError`. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    renderError(exception, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }
}

/** Answers any error as an `ApiError`; also Fastify's error handler, for hooks and routes outside Nest. */
export function renderError(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const mapped = mapError(exception, localeOf(request.headers['accept-language']));
  if (mapped.unexpected) request.log.error({ err: exception }, 'unhandled error');
  else if (mapped.unavailable) request.log.warn({ err: exception }, 'database unavailable: answered 503');
  else if (mapped.storageFull) request.log.warn({ err: exception }, 'no space left for files: answered 507');
  if (mapped.headers) for (const [k, v] of Object.entries(mapped.headers)) reply.header(k, v);
  void reply.status(mapped.statusCode).type('application/json; charset=utf-8').send(mapped.body);
}
