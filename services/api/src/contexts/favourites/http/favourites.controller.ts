import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { code, FavouriteIds, FavouriteList, isEntityId, MAX_FAVOURITES, MergeFavouritesInput, type UserDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { listFavouriteIds } from '@anonse/projections';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { UpdateFavouritesCommand } from '../commands/update-favourites.command';
import { ListFavouritesQuery, VisibleAdIdsQuery } from '../queries/favourites.queries';

/** 404 for an ad that does not exist or that the caller may not see: the same answer, no existence oracle. */
const adNotFound = (request: FastifyRequest) =>
  new ApiHttpError(404, textOf(code('ads:adNotFound'), localeOf(request.headers['accept-language'])));

/** The caller's favourite ads (docs/product.md § 2 dashboard "favorites"). Every change is idempotent. */
@Controller('api/user/favourites')
@UseGuards(LoggedInGuard)
export class FavouritesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Get()
  @Operation({
    tag: 'favourites',
    summary: "The caller's favourites, newest first (ad null when no longer public)",
    responses: { 200: { description: 'Favourites', schema: FavouriteList }, ...errors(401) },
  })
  async list(@Res({ passthrough: true }) reply: FastifyReply, @CurrentUser() user: UserDto): Promise<FavouriteList> {
    void reply.header('Cache-Control', 'private, no-store');
    return { items: await this.queryBus.execute(new ListFavouritesQuery(user.id)), limit: MAX_FAVOURITES };
  }

  @Put(':adId')
  @Operation({
    tag: 'favourites',
    summary: 'Adds an ad to the favourites (nothing happens if it is there)',
    responses: { 204: { description: 'In the favourites' }, ...errors(401, 404, 422) },
  })
  @HttpCode(204)
  @Idempotent()
  async add(@Param('adId') adId: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<void> {
    // An id that is not one of ours names no ad; it never reaches a query.
    if (!isEntityId(adId)) throw adNotFound(request);
    const [visible] = await this.queryBus.execute(new VisibleAdIdsQuery(user, [adId]));
    if (!visible) throw adNotFound(request);
    await this.update(request, user, { type: 'AddFavourite', accountId: user.id, adId });
  }

  /** Works for an ad that is gone too (an "unavailable" favourite is removed like any other). */
  @Delete(':adId')
  @Operation({
    tag: 'favourites',
    summary: 'Removes an ad from the favourites (nothing happens if it is not there)',
    responses: { 204: { description: 'Not in the favourites' }, ...errors(401, 404) },
  })
  @HttpCode(204)
  @Idempotent()
  async remove(@Param('adId') adId: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<void> {
    if (!isEntityId(adId)) throw adNotFound(request);
    await this.update(request, user, { type: 'RemoveFavourite', accountId: user.id, adId });
  }

  /**
   * A guest's favourites (kept in the browser) brought into the account at login. Ids of ads that are gone or not
   * visible are skipped, and so are those over the limit: the answer lists what the account now holds.
   */
  @Post('merge')
  @Operation({
    tag: 'favourites',
    summary: "Merges a guest's favourites into the account (unknown ads skipped)",
    body: MergeFavouritesInput,
    responses: { 200: { description: 'The ids now in the favourites, newest first', schema: FavouriteIds }, ...errors(400, 401, 413, 415) },
  })
  @HttpCode(200)
  @Idempotent()
  async merge(
    @ValidBody() input: MergeFavouritesInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<FavouriteIds> {
    const adIds: string[] = await this.queryBus.execute(new VisibleAdIdsQuery(user, input.adIds));
    if (adIds.length) await this.update(request, user, { type: 'MergeFavourites', accountId: user.id, adIds });
    return { adIds: (await listFavouriteIds(this.sql, user.id)).map((f) => f.adId), limit: MAX_FAVOURITES };
  }

  private async update(request: FastifyRequest, user: UserDto, change: UpdateFavouritesCommand['change']): Promise<void> {
    const result = await this.commandBus.execute(
      new UpdateFavouritesCommand(change, commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
  }
}
