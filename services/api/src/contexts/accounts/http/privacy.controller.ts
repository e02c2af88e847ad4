import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, code, DataExport, DeleteAccountInput, SessionList, type SessionDto, type UserDto } from '@anonse/contracts';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { zipStream } from '#api/platform/http/zip-stream';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { message, textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { AuthService } from '../auth.service';
import { DeleteAccountCommand } from '../commands/delete-account.command';
import { ReadSideBehindError } from '../commands/delete-account.handler';
import { AccountErasureService } from '../privacy/account-erasure.service';
import { DataExportService } from '../privacy/data-export.service';
import { PrivacyRateLimits } from '../privacy/privacy-rate-limits';
import { AuthRateLimits } from '../rate-limits';
import { SessionListService } from '../sessions/session-list.service';

/** The account's privacy tools: delete the account, download one's data, see and end sessions. */
@Controller('api/user')
@UseGuards(LoggedInGuard)
export class PrivacyController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly auth: AuthService,
    private readonly authLimits: AuthRateLimits,
    private readonly limits: PrivacyRateLimits,
    private readonly erasure: AccountErasureService,
    private readonly exports: DataExportService,
    private readonly sessions: SessionListService,
    private readonly consistency: ConsistencyService,
  ) {}

  /**
   * Deletes the account for good (GDPR art. 17): the password again, then `AccountDeleted`, then the person's keys
   * erased (their events stay in the log, unreadable), every session ended, their rows gone from every read model.
   */
  @Post('delete')
  @Operation({
    tag: 'accounts',
    summary: 'Deletes the account and erases the personal data (the password is asked again)',
    body: DeleteAccountInput,
    responses: {
      204: { description: 'Deleted; every session ended' },
      ...errors(400, 401, 403, 415, 429),
      503: {
        description: 'The read side is catching up: nothing was deleted, retry shortly (Retry-After)',
        schema: ApiError,
        headers: ['Retry-After'],
      },
    },
  })
  @HttpCode(204)
  @Idempotent()
  async deleteAccount(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<void> {
    // Guessing the password from a stolen session is a login attempt like any other.
    await this.authLimits.loginAttempt(request, user.login);
    const input = parseInput(DeleteAccountInput, body, request);
    if (!(await this.auth.hasPassword(user.id, input.password))) {
      const text = textOf(code('privacy:wrongPassword'), localeOf(request.headers['accept-language']));
      throw new ApiHttpError(403, text, { password: [text] });
    }
    await this.authLimits.loginSucceeded(request, user.login);
    const result = await this.commandBus
      .execute(new DeleteAccountCommand(user.id, commandContext(request, { id: user.id, role: user.role })))
      .catch((error: unknown) => {
        if (error instanceof ReadSideBehindError)
          throw new ApiHttpError(503, message('unavailable', localeOf(request.headers['accept-language'])), undefined, {
            'Retry-After': '2',
          });
        throw error;
      });
    await this.erasure.complete(user.id);
    await this.consistency.waitFor(result.position);
    this.auth.endSession(request, reply);
  }

  /** Everything held about the caller, as a JSON file (GDPR art. 15 and 20). */
  @Get('export')
  @Operation({
    tag: 'accounts',
    summary: "Downloads the caller's data (account, ads with history, favourites, sessions) as JSON",
    responses: {
      200: { description: 'The export (an attachment)', schema: DataExport, headers: ['Content-Disposition'] },
      ...errors(401, 404, 429),
    },
  })
  async export(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<DataExport> {
    await this.limits.exportAttempt(request, user.id);
    const data = await this.exports.exportOf(user.id, this.auth.sessionToken(request));
    if (!data) throw new ApiHttpError(404, textOf(code('accounts:accountNotFound'), localeOf(request.headers['accept-language'])));
    void reply.header('Content-Disposition', `attachment; filename="anonse-data-${data.exportedAt.slice(0, 10)}.json"`);
    void reply.header('Cache-Control', 'private, no-store');
    return data;
  }

  /**
   * The same, with the photos (GDPR art. 20: what the person gave us, in a form they can take elsewhere): a ZIP of
   * `data.json` and every photo's largest rendition, streamed as the download goes. It counts against the same limit.
   */
  @Get('export.zip')
  @Operation({
    tag: 'accounts',
    summary: "Downloads the caller's data with their photos: a ZIP of data.json and photos/{id}.{jpg|webp|avif}",
    responses: {
      200: { description: 'The archive (an attachment, application/zip), streamed', headers: ['Content-Disposition'] },
      ...errors(401, 404, 429),
    },
  })
  async exportZip(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @CurrentUser() user: UserDto): Promise<void> {
    await this.limits.exportAttempt(request, user.id);
    const data = await this.exports.exportOf(user.id, this.auth.sessionToken(request));
    if (!data) throw new ApiHttpError(404, textOf(code('accounts:accountNotFound'), localeOf(request.headers['accept-language'])));
    await reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="anonse-data-${data.exportedAt.slice(0, 10)}.zip"`)
      .header('Cache-Control', 'private, no-store')
      .send(zipStream(this.exports.archiveOf(data), new Date(data.exportedAt)));
  }

  @Get('sessions')
  @Operation({
    tag: 'accounts',
    summary: "The caller's open sessions (device, last use; this browser's marked)",
    responses: { 200: { description: 'Sessions', schema: SessionList }, ...errors(401) },
  })
  async listSessions(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<SessionDto[]> {
    void reply.header('Cache-Control', 'private, no-store');
    return this.sessions.list(user.id, this.auth.sessionToken(request));
  }

  /** Ends one of the caller's sessions (this browser's too: then it is logged out). */
  @Delete('sessions/:id')
  @Operation({
    tag: 'accounts',
    summary: "Ends one of the caller's sessions",
    responses: { 204: { description: 'Ended' }, ...errors(401, 404) },
  })
  @HttpCode(204)
  async endSession(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<void> {
    const { ended, wasCurrent } = await this.sessions.end(user.id, id, this.auth.sessionToken(request));
    // Another person's session, or none: the same answer, so ids cannot be probed.
    if (!ended) throw new ApiHttpError(404, textOf(code('privacy:sessionNotFound'), localeOf(request.headers['accept-language'])));
    if (wasCurrent) this.auth.endSession(request, reply);
  }
}
