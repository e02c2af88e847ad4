import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MessageCode } from '@anonse/contracts';
import { ApiHttpError } from '#api/platform/http/api-error';
import type { RawTextRoute } from '#api/platform/http/fastify-setup';
import { localeOf } from '#api/platform/http/locale';
import type { CommandContext } from '#api/platform/commands/command-context';
import { freshCommandContext } from '#api/platform/http/request-context';
import { textOf } from '#api/platform/i18n/i18n';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';

interface UnsubscribeOperation {
  tag: string;
  summary: string;
  query: z.ZodObject;
  result: { description: string; schema: z.ZodTypeAny };
  /** Error statuses beside 400, 413 and 415. */
  moreErrors?: number[];
}

/**
 * `POST …/unsubscribe?token=…`: an e-mail's unsubscribe link, without a session. The page's button posts it, and so do
 * mail clients for RFC 8058's one-click `List-Unsubscribe=One-Click` form, hence the raw body, which is not read. The
 * token is the proof, so no CSRF token is asked for (CSRF_EXEMPT_ROUTES).
 */
export const UnsubscribeLink = ({ tag, summary, query, result, moreErrors = [] }: UnsubscribeOperation) =>
  applyDecorators(
    Post('unsubscribe'),
    RouteConfig({ rawText: true } satisfies RawTextRoute),
    Operation({
      tag,
      summary,
      query,
      rawBody: ['application/x-www-form-urlencoded', 'application/json'],
      responses: { 200: result, ...errors(400, ...moreErrors, 413, 415) },
    }),
    HttpCode(200),
  );

/** A forged or mangled link token: 400 with the localized reason on the `token` field; nothing changes. */
export function invalidLinkToken(request: FastifyRequest, reason: MessageCode): ApiHttpError {
  const text = textOf(reason, localeOf(request.headers['accept-language']));
  return new ApiHttpError(400, text, { token: [text] });
}

/** Who acts when a link is followed: the system on the token's behalf (the audit trail says so), not a session. */
export const unsubscribeLinkContext = (request: FastifyRequest): CommandContext =>
  freshCommandContext(request, { id: 'system:unsubscribe-link', role: null });
