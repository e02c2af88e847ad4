import { Controller, Get, Inject, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { completionAlarms, PhoneWatchDto } from '@anonse/contracts';
import type { SqlClient } from '@anonse/eventstore';
import { phoneWatch } from '@anonse/projections';
import { StaffGuard } from '#api/platform/auth/guards';
import type { Clock } from '#api/platform/clock/clock';
import type { AppConfig } from '#api/platform/config/config';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { APP_CONFIG, CLOCK, SQL } from '#api/platform/tokens';
import { SmsOutbox } from '../sms/sms-outbox';

const HOUR_MS = 3600_000;

/**
 * The fraud watch on the console's dashboard (issue 25): codes per hour and country over the last day with their
 * completion, and an alert when fewer than PHONE_COMPLETION_ALERT of the last judged hour's codes came back. The
 * judged hour ends a code's lifetime ago (PHONE_CODE_TTL_MINUTES), so codes still waiting to be typed do not count
 * as lost. Counts only, so every staff role reads it.
 */
@Controller('api/admin/phone-watch')
@UseGuards(StaffGuard)
export class AdminPhoneWatchController {
  private readonly outbox: SmsOutbox;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.outbox = new SmsOutbox(sql);
  }

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'The fraud watch: SMS codes per hour and country, their completion rate, its alert and the hourly send budget',
    responses: { 200: { description: 'The last day of codes', schema: PhoneWatchDto }, ...errors(401, 403) },
  })
  async show(@Res({ passthrough: true }) reply: FastifyReply): Promise<PhoneWatchDto> {
    const now = this.clock.now();
    const to = new Date(now.getTime() - this.config.phone.limits.codeTtlMinutes * 60_000);
    const from = new Date(to.getTime() - HOUR_MS);
    const { hours, judged } = await phoneWatch(this.sql, { since: new Date(now.getTime() - 24 * HOUR_MS), from, to });
    const { completionAlert: threshold, completionMinSends: minSends, budgetPerHour } = this.config.phone.watch;
    void reply.header('Cache-Control', 'private, no-store');
    return {
      hours,
      judged: {
        from: from.toISOString(),
        to: to.toISOString(),
        ...judged,
        rate: judged.sends ? judged.completed / judged.sends : null,
      },
      alert: completionAlarms(judged, threshold, minSends),
      threshold,
      minSends,
      budgetPerHour,
      sentLastHour: await this.outbox.sentInHourBefore(now),
    };
  }
}
