import { Controller, Get, Inject, Param, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminPaymentDto, AdminPaymentListParams, isEntityId, PAYMENT_ADMIN_LIST_DOCS } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getAdminPayment, listAdminPayments } from '@anonse/projections';
import { LedgerReaderGuard } from '#api/platform/auth/guards';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { paymentNotFound } from './payment-errors';
import { listPageHeaders, listRequest } from '#api/platform/http/content-range';

/** The payments in the console (simple-rest): read only, for administrators and auditors. */
@Controller('api/admin/payments')
@UseGuards(LedgerReaderGuard)
export class AdminPaymentsController {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'All payment orders (ra-data-simple-rest list)',
    query: AdminPaymentListParams,
    queryText: PAYMENT_ADMIN_LIST_DOCS,
    responses: { 200: { description: 'Orders', schema: z.array(AdminPaymentDto), headers: ['Content-Range'] }, ...errors(400, 401, 403) },
  })
  async list(@ValidQuery() params: AdminPaymentListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminPaymentDto[]> {
    const list = listRequest(params);
    const { rows, total } = await listAdminPayments(this.sql, list);
    listPageHeaders(reply, 'payments', list.range[0], rows.length, total);
    return rows;
  }

  @Get(':id')
  @Operation({
    tag: 'admin',
    summary: 'One payment order with its account',
    responses: { 200: { description: 'Order', schema: AdminPaymentDto }, ...errors(401, 403, 404) },
  })
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminPaymentDto> {
    const payment = isEntityId(id) ? await getAdminPayment(this.sql, id) : null;
    if (!payment) throw paymentNotFound(request);
    void reply.header('Cache-Control', 'private, no-store');
    return payment;
  }
}
