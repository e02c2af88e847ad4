import type { LoggerService } from '@nestjs/common';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config/config';

export type LoggerConfig = Pick<AppConfig, 'logLevel'> & Partial<Pick<AppConfig, 'logFormat'>>;

/** Secrets that may reach a log line through request or response headers. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'req.headers["x-anonse-internal"]',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/**
 * Logs on stdout at LOG_LEVEL: JSON lines for log pipelines (LOG_FORMAT=json, the production default), or
 * human-readable lines for a developer's terminal (pretty). Redaction happens in pino itself, before either
 * format. pino-pretty runs as a synchronous stream in this thread rather than a worker transport, so the
 * last lines before an exit are not lost. Without a format (tests, CLIs) the output stays JSON.
 */
export function createLogger(config: LoggerConfig, destination?: DestinationStream | NodeJS.WritableStream): Logger {
  const options: LoggerOptions = { level: config.logLevel, base: { service: 'anonse-api' }, redact: REDACTED_PATHS };
  if (config.logFormat === 'pretty') {
    const colorize = destination === undefined && Boolean(process.stdout.isTTY);
    return pino(
      options,
      pretty({
        sync: true,
        colorize,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname,service,reqId,correlationId',
        messageFormat: '{if context}[{context}] {end}{msg}',
        // Fields on the same line as their message: a start-up or request line stays one line.
        singleLine: true,
        ...(destination ? { destination } : {}),
      }),
    );
  }
  return destination ? pino(options, destination as DestinationStream) : pino(options);
}

/**
 * One readable line per answered request (`GET /anonse/ 200 12 ms`) instead of Fastify's pair of JSON-ish
 * objects, for the pretty format, where the pair would fill the terminal. Errors keep their stack.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** Fastify's request logging for the configured format: one line each when pretty, Fastify's own for JSON. */
export const requestLogController = (config: Pick<AppConfig, 'logFormat'>): LogController =>
  config.logFormat === 'pretty' ? new OneLineRequestLog() : new LogController();

/** Nest's own messages (module init, route mapping) through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
