import {
  createParamDecorator,
  Injectable,
  SetMetadata,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import type { z } from 'zod';
import { parseInput } from '../http/validation';

export interface OperationResponse {
  description: string;
  /** The answer is parsed with it on its way out (unknown keys stripped), so the document cannot promise less than is sent. */
  schema?: z.ZodTypeAny;
  headers?: string[];
}

/**
 * One HTTP operation as the OpenAPI document shows it and as the handler validates it: `@ValidBody()` and
 * `@ValidQuery()` parse with these very schemas, and ResponseContract parses the answer with `responses`.
 */
export interface OperationSpec {
  summary: string;
  tag: string;
  body?: z.ZodTypeAny;
  /** A raw (non-JSON) body: the content types it accepts, documented as binary (see RawBodyRoute). */
  rawBody?: string[];
  /** The whole query string as one object schema (documented one parameter per key). */
  query?: z.ZodObject;
  /** Query parameters that travel as JSON text (simple-rest `sort`, `range`, `filter`): documented as strings. */
  queryText?: Record<string, string>;
  headers?: string[];
  responses: Record<number, OperationResponse>;
}

const OPERATION = Symbol('anonse:operation');
export const IDEMPOTENT = Symbol('anonse:idempotent');

export const Operation = (spec: OperationSpec): MethodDecorator => SetMetadata(OPERATION, spec);

// Nest's metadata lives on the handler function itself.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const operationOf = (handler: Function): OperationSpec | undefined =>
  Reflect.getMetadata(OPERATION, handler) as OperationSpec | undefined;

function specOf(context: ExecutionContext, part: 'body' | 'query'): z.ZodTypeAny {
  const schema = operationOf(context.getHandler())?.[part];
  if (!schema)
    throw new Error(
      `@Valid${part === 'body' ? 'Body' : 'Query'}() on ${context.getClass().name}.${context.getHandler().name} without @Operation({ ${part} })`,
    );
  return schema;
}

/** The request body parsed with the operation's `body` schema (400 with localized field errors). */
export const ValidBody = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return parseInput(specOf(context, 'body'), request.body, request);
});

/** The query string parsed with the operation's `query` schema (400 with localized field errors). */
export const ValidQuery = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return parseInput(specOf(context, 'query'), request.query, request);
});

/** Sends exactly what the operation's response schema for the status code describes (a mismatch is our bug: 500). */
@Injectable()
export class ResponseContract implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const spec = context.getType() === 'http' ? operationOf(context.getHandler()) : undefined;
    if (!spec) return next.handle();
    const http = context.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    // Nest applies @HttpCode after the interceptors: until then the reply says 200 unless the handler set a status.
    const declared =
      (Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined) ??
      (http.getRequest<FastifyRequest>().method === 'POST' ? 201 : 200);
    return next.handle().pipe(
      map((value: unknown) => {
        const status = reply.statusCode !== 200 ? reply.statusCode : declared;
        const schema = spec.responses[status]?.schema;
        return schema ? schema.parse(value) : value;
      }),
    );
  }
}
