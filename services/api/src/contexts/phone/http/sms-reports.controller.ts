import { Controller, Get, Header, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import type { SqlClient } from '@anonse/eventstore';
import type { Clock } from '#api/platform/clock/clock';
import type { AppConfig } from '#api/platform/config/config';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { sameHash } from '../domain/code';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { APP_CONFIG, CLOCK, KEYED_HASH, SQL } from '#api/platform/tokens';
import { SmsOutbox } from '../sms/sms-outbox';
import { smsReportSecret } from '../sms/sms-provider.factory';
import { parseSmsApiReports } from '../sms/smsapi-provider';

/**
 * SMSAPI's delivery reports (its `notify_url`): a GET whose path holds a secret only SMSAPI was given, since SMSAPI
 * signs nothing. A wrong secret, or no SMSAPI configured, is a 404 like any unknown path. SMSAPI expects `OK`.
 */
@Controller('api/sms/smsapi/reports')
export class SmsReportsController {
  private readonly outbox: SmsOutbox;
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SQL) sql: SqlClient,
  ) {
    this.outbox = new SmsOutbox(sql);
  }

  @Get(':secret')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Operation({
    tag: 'phone',
    summary: "SMSAPI.pl's delivery reports (MsgId, status, idx, donedate; several comma-separated); answers OK",
    responses: { 200: { description: 'OK' }, ...errors(404) },
  })
  async report(@Param('secret') secret: string, @Query() query: Record<string, unknown>): Promise<string> {
    if (!this.config.phone.smsapi || !sameHash(secret, smsReportSecret(this.config, this.keyedHash))) throw new NotFoundException();
    for (const r of parseSmsApiReports(query)) await this.outbox.report(r.idx, r.status, r.at ?? this.clock.now());
    return 'OK';
  }
}
