import { Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AccountNoteDto, AddAccountNoteInput, AdminNoteListParams, code, type UserDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getAccount, listAccountNotes } from '@anonse/projections';
import { CurrentUser, ModeratorGuard, StaffGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { message } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody, ValidQuery } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { AddAccountNoteCommand } from '../commands/moderation.commands';
import { httpError } from './moderation-http';
import { listPageHeaders } from '#api/platform/http/content-range';

/**
 * Staff's internal notes on an account (stream `account-notes-{accountId}`). Only /api/admin serves them: the
 * account's owner never sees them, nor that they exist.
 */
@Controller('api/admin/notes')
@UseGuards(StaffGuard)
export class AdminNotesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: "One account's internal notes, newest first (ra-data-simple-rest list; filter.accountId required)",
    query: AdminNoteListParams,
    queryText: { filter: 'JSON: {"accountId":"…"} (required)', range: 'JSON: [0,24] (inclusive)', sort: 'JSON: ["createdAt","DESC"]' },
    responses: { 200: { description: 'Notes', schema: z.array(AccountNoteDto), headers: ['Content-Range'] }, ...errors(400, 401, 403) },
  })
  async list(
    @ValidQuery() params: AdminNoteListParams,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountNoteDto[]> {
    // Notes are read per account; a list of everyone's notes is not something the console needs.
    if (!params.filter)
      throw new ApiHttpError(400, message('badRequest', localeOf(request.headers['accept-language'])), { filter: ['accountId'] });
    const range = (params.range ?? [0, 24]) as [number, number];
    const { rows, total } = await listAccountNotes(this.sql, params.filter.accountId, range);
    listPageHeaders(reply, 'notes', range[0], rows.length, total);
    return rows;
  }

  @Post()
  @UseGuards(ModeratorGuard)
  @Operation({
    tag: 'admin',
    summary: 'Adds an internal note to an account',
    body: AddAccountNoteInput,
    responses: { 201: { description: 'The note', schema: AccountNoteDto }, ...errors(400, 401, 403, 404) },
  })
  @HttpCode(201)
  @Idempotent()
  async add(
    @ValidBody() input: AddAccountNoteInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<AccountNoteDto> {
    if (!(await getAccount(this.sql, input.accountId))) throw httpError(request, 404, code('moderation:accountNotFound'));
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const result = await this.commandBus.execute(new AddAccountNoteCommand(input.accountId, input.text, ctx));
    await this.consistency.waitFor(result.position);
    return { id: result.id, accountId: input.accountId, text: input.text, authorId: user.id, authorLogin: user.login, createdAt: ctx.now };
  }
}
