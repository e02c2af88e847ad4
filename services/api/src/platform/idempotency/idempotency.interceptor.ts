import {
  applyDecorators,
  Inject,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SqlClient } from '@anonse/eventstore';
import { catchError, from, mergeMap, of, throwError, type Observable } from 'rxjs';
import { ApiHttpError } from '../http/api-error';
import { localeOf } from '../http/locale';
import { message } from '../i18n/i18n';
import { idempotencyKeyOf } from '../http/request-context';
import { stableJson } from '../ids';
import { IdempotencyStore, type IdempotencyRecord } from './idempotency.store';
import type { KeyedHash } from '../infra/secret-key';
import { KEYED_HASH, SQL } from '../tokens';
import { IDEMPOTENT } from '../openapi/operation';

/**
 * Honours `Idempotency-Key` on a route: the first request with a key runs and its answer is kept; a replay of
 * the very same request (method, URL, actor, If-Match and body) gets that answer again without running; the
 * same key with anything else is refused with 422. A duplicate that arrives while the first still runs gets
 * 409. A replay answers the body only: cookies (a session) go to the client that made the first request.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly store: IdempotencyStore;

  // Only global providers here: the interceptor is instantiated inside each module whose controller uses it.
  constructor(
    @Inject(SQL) sql: SqlClient,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
  ) {
    this.store = new IdempotencyStore(sql);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const key = idempotencyKeyOf(request);
    if (key === undefined) return next.handle();
    const actor = request.user?.id ?? 'anonymous';
    const record: IdempotencyRecord = {
      actor,
      route: `${request.method} ${request.routeOptions.url ?? ''}`,
      key,
      // Keyed: the body may carry a password, and this value is stored.
      fingerprint: this.keyedHash.hex(
        'idempotency-fingerprint',
        stableJson({
          method: request.method,
          url: request.url,
          actor,
          ifMatch: request.headers['if-match'] ?? null,
          body: request.body ?? null,
        }),
      ),
    };
    const locale = localeOf(request.headers['accept-language']);
    const claim = await this.store.claim(record);
    switch (claim.kind) {
      case 'mismatch':
        throw new ApiHttpError(422, message('idempotencyKeyReused', locale));
      case 'in-progress':
        throw new ApiHttpError(409, message('idempotencyInProgress', locale), undefined, { 'Retry-After': '1' });
      case 'completed':
        void reply.status(claim.statusCode).header('Idempotent-Replayed', 'true');
        return of(claim.body);
      case 'claimed':
        break;
    }
    request.idempotencyClaimed = true;
    const statusCode =
      (Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined) ?? (request.method === 'POST' ? 201 : 200);
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        await this.store.complete(record, statusCode, body);
        return body;
      }),
      catchError((error: unknown) => from(this.store.release(record)).pipe(mergeMap(() => throwError(() => error)))),
    );
  }
}

/** Marks a route as honouring Idempotency-Key (commandContext refuses a key on a route without it). */
/** Honours Idempotency-Key on this route (and says so in the OpenAPI document). */
export const Idempotent = (): MethodDecorator => applyDecorators(UseInterceptors(IdempotencyInterceptor), SetMetadata(IDEMPOTENT, true));
