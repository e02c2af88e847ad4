import { Controller, Get, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { DashboardChartsDto, DashboardChartsParams, DashboardQueueDto, OnlineAccountDto } from '@anonse/contracts';
import type { SqlClient } from '@anonse/eventstore';
import { addDays, dashboardCharts, dashboardQueue, warsawDay } from '@anonse/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StaffGuard } from '#api/platform/auth/guards';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { RealtimeServer } from '#api/platform/realtime/realtime.server';
import { SQL } from '#api/platform/tokens';
import { onlineAccounts } from '../queries/online-accounts';

/** Days the charts show when no range is asked for. */
const DEFAULT_DAYS = 30;
const noStore = (reply: FastifyReply) => void reply.header('Cache-Control', 'private, no-store');

/** The console's home: what waits for a decision, how moderation and the points went, who is online. Read-only: every staff role. */
@Controller('api/admin')
@UseGuards(StaffGuard)
export class AdminDashboardController {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly realtime: RealtimeServer,
  ) {}

  @Get('dashboard/queue')
  @Operation({
    tag: 'admin',
    summary: 'The moderation queue: per queue (ads, revisions, verifications, reports) its count and oldest age, and the oldest items',
    responses: { 200: { description: 'Queue', schema: DashboardQueueDto }, ...errors(401, 403) },
  })
  async queue(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<DashboardQueueDto> {
    const now = request.server.clock.now();
    noStore(reply);
    return { now: now.toISOString(), ...(await dashboardQueue(this.sql, now)) };
  }

  @Get('dashboard/charts')
  @Operation({
    tag: 'admin',
    summary:
      'Per Europe/Warsaw day: approvals, rejections, median time to decision, registrations, points credited and spent (default: the last 30 days)',
    query: DashboardChartsParams,
    responses: { 200: { description: 'Charts', schema: DashboardChartsDto }, ...errors(400, 401, 403) },
  })
  async charts(
    @ValidQuery() params: DashboardChartsParams,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DashboardChartsDto> {
    const today = warsawDay(request.server.clock.now());
    const to =
      params.to ?? (params.from && addDays(params.from, DEFAULT_DAYS - 1) < today ? addDays(params.from, DEFAULT_DAYS - 1) : today);
    const from = params.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    noStore(reply);
    return { from, to, timeZone: 'Europe/Warsaw', days: await dashboardCharts(this.sql, from, to) };
  }

  @Get('online')
  @Operation({
    tag: 'admin',
    summary: 'Who is online now (live sockets on every node) and when the others were last seen',
    responses: { 200: { description: 'Accounts, online first', schema: z.array(OnlineAccountDto) }, ...errors(401, 403) },
  })
  async online(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<OnlineAccountDto[]> {
    noStore(reply);
    return onlineAccounts(this.sql, await this.realtime.presence(), request.server.clock.now());
  }
}
