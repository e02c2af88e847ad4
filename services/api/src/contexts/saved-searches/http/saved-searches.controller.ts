import { Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  code,
  CreateSavedSearchInput,
  isEntityId,
  MAX_SAVED_SEARCHES,
  savedSearchesStreamId,
  SavedSearchDto,
  SavedSearchList,
  UpdateSavedSearchInput,
  type UserDto,
} from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import { getSavedSearch, listSavedSearches } from '@anonse/projections';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { derivedEntityId, idempotencyScope, type CommandContext } from '#api/platform/commands/command-context';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { EVENT_STORE, SQL } from '#api/platform/tokens';
import { foldEvents } from '#api/platform/commands/command-runner';
import { savedSearchesDecider } from '../domain/decide';
import { ChangeSavedSearchesCommand } from '../commands/change-saved-searches.command';
import { toSavedSearchDto } from './saved-search-dto';

/** An id that is not one of ours names no search: the same 404 as another person's search (no existence oracle). */
const notFound = (request: FastifyRequest) =>
  new ApiHttpError(404, textOf(code('savedSearches:notFound'), localeOf(request.headers['accept-language'])));

/** The caller's saved searches (the dashboard section and the "save this search" button). */
@Controller('api/user/saved-searches')
@UseGuards(LoggedInGuard)
export class SavedSearchesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get()
  @Operation({
    tag: 'saved-searches',
    summary: "The caller's saved searches, newest first",
    responses: { 200: { description: 'Saved searches', schema: SavedSearchList }, ...errors(401) },
  })
  async list(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<SavedSearchList> {
    void reply.header('Cache-Control', 'private, no-store');
    const locale = localeOf(request.headers['accept-language']);
    return { items: (await listSavedSearches(this.sql, user.id)).map((row) => toSavedSearchDto(row, locale)), limit: MAX_SAVED_SEARCHES };
  }

  @Post()
  @Operation({
    tag: 'saved-searches',
    summary: 'Saves a search: a name, its canonical filter and whether to get the daily e-mail (at most 20 a person)',
    body: CreateSavedSearchInput,
    responses: { 201: { description: 'Saved', schema: SavedSearchDto }, ...errors(400, 401, 413, 415, 422) },
  })
  @Idempotent()
  async create(
    @ValidBody() input: CreateSavedSearchInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<SavedSearchDto> {
    const ctx = commandContext(request, { id: user.id, role: user.role });
    // A retry (the same Idempotency-Key and body) names the same search, so it is saved once.
    const searchId = derivedEntityId(idempotencyScope(ctx, input), 'saved-search');
    await this.run({ type: 'SaveSearch', accountId: user.id, searchId, ...input }, ctx);
    return toSavedSearchDto(
      { id: searchId, ...input, createdAt: ctx.now, matches: 0, lastMatchAt: null, ...(await getSavedSearch(this.sql, searchId)) },
      localeOf(request.headers['accept-language']),
    );
  }

  @Patch(':id')
  @Operation({
    tag: 'saved-searches',
    summary: 'Renames a saved search or turns its daily e-mail on or off',
    body: UpdateSavedSearchInput,
    responses: { 200: { description: 'The search as it is now', schema: SavedSearchDto }, ...errors(400, 401, 404, 413, 415) },
  })
  @HttpCode(200)
  @Idempotent()
  async update(
    @Param('id') id: string,
    @ValidBody() input: UpdateSavedSearchInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<SavedSearchDto> {
    if (!isEntityId(id)) throw notFound(request);
    await this.run(
      { type: 'UpdateSavedSearch', accountId: user.id, searchId: id, ...input },
      commandContext(request, { id: user.id, role: user.role }),
    );
    // The change is told as the person's stream has it: the read model may not show it yet (its projections
    // worker restarting, read-your-writes timed out), and a search just renamed must not answer 404 or its old name.
    // Only the match counters come from the read model, which alone keeps them.
    const search = foldEvents(savedSearchesDecider, await this.store.readStream(savedSearchesStreamId(user.id))).searches.get(id);
    if (!search) throw notFound(request);
    const row = await getSavedSearch(this.sql, id);
    return toSavedSearchDto(
      {
        id,
        name: search.name,
        query: search.query,
        digest: search.digest,
        createdAt: search.createdAt,
        matches: row?.matches ?? 0,
        lastMatchAt: row?.lastMatchAt ?? null,
      },
      localeOf(request.headers['accept-language']),
    );
  }

  @Delete(':id')
  @Operation({
    tag: 'saved-searches',
    summary: 'Deletes a saved search (its alerts stop)',
    responses: { 204: { description: 'Deleted' }, ...errors(401, 404) },
  })
  @HttpCode(204)
  @Idempotent()
  async remove(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<void> {
    if (!isEntityId(id)) throw notFound(request);
    await this.run(
      { type: 'DeleteSavedSearch', accountId: user.id, searchId: id },
      commandContext(request, { id: user.id, role: user.role }),
    );
  }

  private async run(change: ChangeSavedSearchesCommand['change'], ctx: CommandContext): Promise<void> {
    const result = await this.commandBus.execute(new ChangeSavedSearchesCommand(change, ctx));
    await this.consistency.waitFor(result.position);
  }
}
