import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdminVoucherBatchListParams,
  AdminVoucherRedemptionListParams,
  code,
  CreatedVoucherBatch,
  CreateVoucherBatchInput,
  isEntityId,
  MAX_VOUCHER_VALIDITY_DAYS,
  normalizeVoucherCode,
  VOUCHER_ADMIN_LIST_DOCS,
  VOUCHER_REDEMPTION_LIST_DOCS,
  VoucherBatchDto,
  VoucherRedemptionDto,
  type UserDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getVoucherBatch, listVoucherBatches, listVoucherRedemptions } from '@anonse/projections';
import { AdminGuard, CurrentUser } from '#api/platform/auth/guards';
import type { Clock } from '#api/platform/clock/clock';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { message, textOf } from '#api/platform/i18n/i18n';
import { newId } from '#api/platform/ids';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody, ValidQuery } from '#api/platform/openapi/operation';
import { CLOCK, KEYED_HASH, SQL } from '#api/platform/tokens';
import { ChangeVoucherBatchCommand } from '../commands/voucher-batch.command';
import { newVoucherCodes, voucherCodeHash } from '../voucher-codes';
import { listPageHeaders, listRequest } from '#api/platform/http/content-range';

const batchNotFound = (request: FastifyRequest) =>
  new ApiHttpError(404, textOf(code('vouchers:batchNotFound'), localeOf(request.headers['accept-language'])));

/** Voucher batches and their redemptions (simple-rest dialect for web-admin), administrators only. */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class AdminVouchersController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
  ) {}

  @Get('vouchers')
  @Operation({
    tag: 'admin',
    summary: 'Voucher batches with how many codes were used (ra-data-simple-rest list)',
    query: AdminVoucherBatchListParams,
    queryText: VOUCHER_ADMIN_LIST_DOCS,
    responses: { 200: { description: 'Batches', schema: z.array(VoucherBatchDto), headers: ['Content-Range'] }, ...errors(400, 401, 403) },
  })
  async list(
    @ValidQuery() params: AdminVoucherBatchListParams,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VoucherBatchDto[]> {
    const list = listRequest(params);
    const { rows, total } = await listVoucherBatches(this.sql, { ...list, now: this.clock.now().toISOString() });
    listPageHeaders(reply, 'vouchers', list.range[0], rows.length, total);
    return rows;
  }

  @Get('vouchers/:id')
  @Operation({
    tag: 'admin',
    summary: 'One voucher batch',
    responses: { 200: { description: 'Batch', schema: VoucherBatchDto }, ...errors(401, 403, 404) },
  })
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VoucherBatchDto> {
    const batch = isEntityId(id) ? await getVoucherBatch(this.sql, id, this.clock.now().toISOString()) : null;
    if (!batch) throw batchNotFound(request);
    void reply.header('Cache-Control', 'private, no-store');
    return batch;
  }

  /**
   * Makes the codes and answers them this once: only their keyed hashes are stored. Hence no Idempotency-Key:
   * a replayed answer would have to be kept, codes and all. A repeated request makes a second batch, which the
   * console shows and can revoke.
   */
  @Post('vouchers')
  @Operation({
    tag: 'admin',
    summary: 'Creates a batch of single-use voucher codes (shown only in this answer)',
    body: CreateVoucherBatchInput,
    responses: {
      201: { description: 'The batch and its codes (ABCD-EFGH-…); never shown again', schema: CreatedVoucherBatch },
      ...errors(400, 401, 403),
    },
  })
  @HttpCode(201)
  async create(
    @ValidBody() input: CreateVoucherBatchInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<CreatedVoucherBatch> {
    const locale = localeOf(request.headers['accept-language']);
    if (request.headers['idempotency-key'] !== undefined) throw new ApiHttpError(400, message('badRequest', locale));
    const now = this.clock.now();
    const latest = now.getTime() + MAX_VOUCHER_VALIDITY_DAYS * 86_400_000;
    const expiry = Date.parse(input.expiresAt);
    if (!(expiry > now.getTime() && expiry <= latest)) {
      const text = textOf(code('vouchers:badExpiry'), locale);
      throw new ApiHttpError(400, message('badRequest', locale), { expiresAt: [text] });
    }
    const codes = newVoucherCodes(input.count);
    const batchId = newId();
    const result = await this.commandBus.execute(
      new ChangeVoucherBatchCommand(
        {
          type: 'CreateVoucherBatch',
          batchId,
          label: input.label,
          points: input.points,
          expiresAt: input.expiresAt,
          codeHashes: codes.map((c) => voucherCodeHash(this.keyedHash, normalizeVoucherCode(c))),
        },
        commandContext(request, { id: user.id, role: user.role }),
      ),
    );
    await this.consistency.waitFor(result.position);
    void reply.header('Cache-Control', 'private, no-store');
    return {
      id: batchId,
      label: input.label,
      points: input.points,
      count: codes.length,
      used: 0,
      expiresAt: input.expiresAt,
      createdAt: now.toISOString(),
      revokedAt: null,
      status: 'active',
      codes,
    };
  }

  @Post('vouchers/:id/revoke')
  @Operation({
    tag: 'admin',
    summary: 'Revokes a batch: its unused codes stop working, used ones stay credited',
    responses: { 200: { description: 'The batch, revoked', schema: VoucherBatchDto }, ...errors(401, 403, 404, 409) },
  })
  @HttpCode(200)
  async revoke(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<VoucherBatchDto> {
    if (!isEntityId(id)) throw batchNotFound(request);
    const result = await this.commandBus.execute(
      new ChangeVoucherBatchCommand({ type: 'RevokeVoucherBatch', batchId: id }, commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    const batch = await getVoucherBatch(this.sql, id, this.clock.now().toISOString());
    if (!batch) throw batchNotFound(request);
    return batch;
  }

  @Get('voucher-redemptions')
  @Operation({
    tag: 'admin',
    summary: 'Used voucher codes, newest first (ra-data-simple-rest list); a code is named by its keyed hash',
    query: AdminVoucherRedemptionListParams,
    queryText: VOUCHER_REDEMPTION_LIST_DOCS,
    responses: {
      200: { description: 'Redemptions', schema: z.array(VoucherRedemptionDto), headers: ['Content-Range'] },
      ...errors(400, 401, 403),
    },
  })
  async redemptions(
    @ValidQuery() params: AdminVoucherRedemptionListParams,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VoucherRedemptionDto[]> {
    const list = listRequest(params);
    const { rows, total } = await listVoucherRedemptions(this.sql, { filter: list.filter, order: list.sort?.order, range: list.range });
    listPageHeaders(reply, 'voucher-redemptions', list.range[0], rows.length, total);
    return rows;
  }
}
