import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CreateAdInput, parseSearchQuery, ROLES, type AdDetail, type CommandAccepted, type PublicAdDetail, type SearchResult } from '@anonse/contracts';
import { AuthService } from '../../accounts/auth.service';
import { LoggedInGuard, userOf } from '../../accounts/http/guards';
import { ApiHttpError } from '../../http/api-error';
import { etagOf } from '../../http/etag';
import { localeOf, message } from '../../http/locale';
import { commandContext } from '../../http/request-context';
import { parseInput, validationError } from '../../http/validation';
import { ConsistencyService } from '../../infra/consistency.service';
import { CreateAdCommand } from '../commands/create-ad.command';
import { GetAdQuery, ListOwnerAdsQuery, SearchAdsQuery } from '../queries/ad.queries';

@Controller('api')
export class AdsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly auth: AuthService,
    private readonly consistency: ConsistencyService,
  ) {}

  @Post('anonse')
  @HttpCode(201)
  @UseGuards(LoggedInGuard)
  async create(@Body() body: unknown, @Req() request: FastifyRequest): Promise<CommandAccepted> {
    const fields = parseInput(CreateAdInput, body, request);
    const user = userOf(request)!;
    const result = await this.commandBus.execute(new CreateAdCommand(fields, commandContext(request, { id: user.id, role: user.role })));
    await this.consistency.waitFor(result.position);
    return { id: result.adId, revision: result.revision, position: result.position };
  }

  /** Every § 2 search parameter; a bad one answers 400 with field errors, never a silently wider search. */
  @Get('anonse/search')
  async search(@Req() request: FastifyRequest): Promise<SearchResult> {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const parsed = parseSearchQuery(new URLSearchParams(query));
    if (!parsed.success) throw validationError(parsed.error, request);
    return this.queryBus.execute(new SearchAdsQuery(parsed.data));
  }

  /** The public sees approved ads only; the owner and administrators see theirs in any state. */
  @Get('anonse/:id')
  async detail(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<PublicAdDetail> {
    const ad = id.length <= 100 ? await this.queryBus.execute(new GetAdQuery(id)) : null;
    if (ad && ad.status !== 'approved') {
      const user = await this.auth.currentUser(request, reply);
      const allowed = user && (user.id === ad.ownerId || user.role === ROLES.administrator);
      if (!allowed) throw notFound(request);
      void reply.header('Cache-Control', 'private, no-store');
    }
    if (!ad) throw notFound(request);
    void reply.header('ETag', etagOf(ad.revision));
    const { ownerId: _owner, ...publicAd } = ad;
    return publicAd;
  }

  @Get('user/ads')
  @UseGuards(LoggedInGuard)
  async mine(@Req() request: FastifyRequest): Promise<AdDetail[]> {
    return this.queryBus.execute(new ListOwnerAdsQuery(userOf(request)!.id));
  }
}

const notFound = (request: FastifyRequest) => new ApiHttpError(404, message('adNotFound', localeOf(request.headers['accept-language'])));
