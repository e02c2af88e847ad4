import { Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { code, ContactAccepted, ContactFormDto, ContactMessageInput, type UserDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { mailAddressOf } from '@anonse/projections';
import { CurrentUser, IdentifyUser } from '#api/platform/auth/guards';
import type { Clock } from '#api/platform/clock/clock';
import { derivedEntityId } from '#api/platform/commands/command-context';
import type { AppConfig } from '#api/platform/config/config';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { message, textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { APP_CONFIG, CLOCK, KEYED_HASH, LOGGER, SQL } from '#api/platform/tokens';
import { ChangeSupportMessageCommand } from '../commands/change-support-message.command';
import { checkFormToken, issueFormToken } from '../form-token';
import { ContactRateLimits } from '../support-rate-limits';

/** The contact form (docs/product.md § 2 `/kontakt`): guests and signed-in people write to support. */
@Controller('api/contact')
@UseGuards(IdentifyUser)
export class ContactController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    private readonly limits: ContactRateLimits,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get('form')
  @Operation({
    tag: 'support',
    summary: "What the contact form is rendered with: a fresh signed form token and the signed-in person's address",
    responses: { 200: { description: 'The form', schema: ContactFormDto } },
  })
  async form(@Res({ passthrough: true }) reply: FastifyReply, @CurrentUser() user: UserDto | null): Promise<ContactFormDto> {
    // Each render gets its own token (its time and nonce): never from a cache.
    void reply.header('Cache-Control', 'private, no-store');
    return { formToken: issueFormToken(this.keyedHash, this.clock.now()), email: user ? await mailAddressOf(this.sql, user.id) : null };
  }

  /**
   * A message to support. A filled honeypot or a form sent faster than a person can is answered like a success and
   * dropped (a bot learns nothing); an expired form is told so; the rate limits count only what would be kept.
   */
  @Post()
  @Operation({
    tag: 'support',
    summary: 'Sends a message to support (guests too; rate-limited per address and per e-mail; a form sent twice makes one message)',
    body: ContactMessageInput,
    responses: { 202: { description: 'Received', schema: ContactAccepted }, ...errors(400, 413, 415, 429) },
  })
  @HttpCode(202)
  @Idempotent()
  async send(
    @ValidBody() input: ContactMessageInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto | null,
  ): Promise<ContactAccepted> {
    const locale = localeOf(request.headers['accept-language']);
    if (input.website) return this.dropped(request, 'honeypot');
    const token = checkFormToken(this.keyedHash, input.formToken, this.clock.now());
    if (token.status === 'tooFast') return this.dropped(request, 'too fast');
    if (token.status !== 'valid') {
      const text = textOf(code(token.status === 'expired' ? 'support:formExpired' : 'support:formInvalid'), locale);
      throw new ApiHttpError(400, message('badRequest', locale), { formToken: [text] });
    }
    await this.limits.attempt(request, input.email);
    // The form's nonce names the message: the same form sent twice (a double click, a resent no-JS post) is one.
    const scope = `contact|${token.nonce}`;
    const messageId = derivedEntityId(scope, 'support-message');
    const result = await this.commandBus.execute(
      new ChangeSupportMessageCommand(
        {
          type: 'ReceiveSupportMessage',
          messageId,
          accountId: user?.id ?? null,
          name: input.name || null,
          email: input.email,
          subject: input.subject,
          message: input.message,
          locale: input.locale,
          forwardTo: this.config.support.email ?? null,
        },
        commandContext(request, { id: user?.id ?? null, role: user?.role ?? null }),
        undefined,
        scope,
      ),
    );
    await this.consistency.waitFor(result.position);
    return { sent: true };
  }

  private dropped(request: FastifyRequest, why: string): ContactAccepted {
    this.logger.info({ component: 'support', reqId: request.id, why }, 'contact form dropped as spam');
    return { sent: true };
  }
}
