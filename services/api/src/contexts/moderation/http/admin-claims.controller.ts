import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminClaimListParams, ClaimDto, ClaimInput, code, type UserDto } from '@anonse/contracts';
import { CurrentUser, ModeratorGuard, StaffGuard } from '#api/platform/auth/guards';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { parseInput } from '#api/platform/http/validation';
import { message } from '#api/platform/i18n/i18n';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody, ValidQuery } from '#api/platform/openapi/operation';
import { ClaimsStore } from '../claims.store';
import { httpError } from './moderation-http';
import { listPageHeaders } from '#api/platform/http/content-range';

/**
 * "Two moderators, one item": opening an ad, a verification or a report claims it for a few minutes, and the
 * others see who has it. Advisory only: the decisions themselves refuse stale or repeated changes (409).
 */
@Controller('api/admin/claims')
@UseGuards(StaffGuard)
export class AdminClaimsController {
  constructor(private readonly claims: ClaimsStore) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'Who has an item open (ra-data-simple-rest list: the holder, or nothing); filter {itemType,itemId} required',
    query: AdminClaimListParams,
    queryText: { filter: 'JSON: {"itemType":"ad","itemId":"…"} (required)' },
    responses: {
      200: { description: 'The live claim, if any', schema: z.array(ClaimDto), headers: ['Content-Range'] },
      ...errors(400, 401, 403),
    },
  })
  async list(
    @ValidQuery() params: AdminClaimListParams,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<ClaimDto[]> {
    if (!params.filter)
      throw new ApiHttpError(400, message('badRequest', localeOf(request.headers['accept-language'])), { filter: ['itemType', 'itemId'] });
    const claim = await this.claims.current(params.filter.itemType, params.filter.itemId, user.id);
    const rows = claim ? [claim] : [];
    listPageHeaders(reply, 'claims', 0, rows.length, rows.length);
    return rows;
  }

  @Post()
  @UseGuards(ModeratorGuard)
  @Operation({
    tag: 'admin',
    summary: 'Claims (or renews) an item for MODERATION_CLAIM_MINUTES; 409 with the holder when another moderator has it',
    body: ClaimInput,
    responses: { 200: { description: 'Claimed until `until`', schema: ClaimDto }, ...errors(400, 401, 403, 409) },
  })
  @HttpCode(200)
  async claim(@ValidBody() input: ClaimInput, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<ClaimDto> {
    const outcome = await this.claims.claim(input.itemType, input.itemId, { id: user.id, login: user.login });
    if (!outcome.taken) throw httpError(request, 409, code('moderation:claimedByOther'), outcome.holder);
    return outcome.claim;
  }

  /** Body or query (`?itemType=…&itemId=…`): some clients send no body with DELETE. */
  @Delete()
  @UseGuards(ModeratorGuard)
  @Operation({
    tag: 'admin',
    summary: "Releases the caller's claim on an item (nothing happens if it holds none)",
    body: ClaimInput,
    responses: { 204: { description: 'Released' }, ...errors(400, 401, 403) },
  })
  @HttpCode(204)
  async release(@Body() body: unknown, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<void> {
    const input = parseInput(ClaimInput, body ?? request.query, request);
    await this.claims.release(input.itemType, input.itemId, user.id);
  }
}
