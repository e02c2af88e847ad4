import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { RedeemVoucherInput, VoucherRedemptionResult, type UserDto } from '@anonse/contracts';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { commandContext } from '#api/platform/http/request-context';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { RedeemVoucherCommand, type RedeemVoucherResult } from '../commands/redeem-voucher.command';
import { VoucherRateLimits } from '../voucher-rate-limits';
import { voucherHttpError } from './voucher-errors';

/** The dashboard's "voucher activation" (docs/product.md § 2). */
@Controller('api/user/vouchers')
@UseGuards(LoggedInGuard)
export class VouchersController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    private readonly limits: VoucherRateLimits,
  ) {}

  /**
   * Unknown code: 404 with one "invalid" text whatever was wrong with it, so the answer tells a guesser nothing.
   * Only a code that exists may be told apart: used (409), expired or revoked (410). Every refusal leaves the
   * wallet as it was, and every attempt counts against the account's and the address's limits.
   */
  @Post('redeem')
  @Operation({
    tag: 'vouchers',
    summary: 'Redeems a voucher code: its points go to the wallet once',
    body: RedeemVoucherInput,
    responses: {
      200: { description: 'Credited: the points and the balance right after', schema: VoucherRedemptionResult },
      ...errors(400, 401, 404, 409, 429),
      410: { description: 'The code expired or its batch was revoked', schema: errors(410)[410]!.schema },
    },
  })
  @HttpCode(200)
  @Idempotent()
  async redeem(
    @ValidBody() input: RedeemVoucherInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<VoucherRedemptionResult> {
    await this.limits.attempt(request, user.id);
    let result: RedeemVoucherResult;
    try {
      result = await this.commandBus.execute(
        new RedeemVoucherCommand(input.code, user.id, commandContext(request, { id: user.id, role: user.role })),
      );
    } catch (error) {
      throw voucherHttpError(error, request);
    }
    await this.limits.succeeded(request, user.id);
    await this.consistency.waitFor(result.position);
    return { points: result.points, balance: result.balance };
  }
}
