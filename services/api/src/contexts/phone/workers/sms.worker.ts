import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { SqlClient } from '@anonse/eventstore';
import type { Clock } from '#api/platform/clock/clock';
import type { AppConfig } from '#api/platform/config/config';
import { PollingWorker } from '#api/platform/workers/polling-worker';
import { APP_CONFIG, CLOCK, LOGGER, SQL } from '#api/platform/tokens';
import { parseQuietHours } from '../domain/sms-notice-schedule';
import { queueSmsNotices, type SmsNoticeRules } from '../sms/sms-notice-queue';
import { SmsOutbox } from '../sms/sms-outbox';
import { SMS_PROVIDER, type SmsProvider } from '../sms/sms-provider';
import { sendDueSms } from '../sms/sms-sender';

/**
 * Every SMS_POLL_MS on every node: queues the SMS notices the reactor asked for, then sends the outbox's due SMS
 * (claims keep two nodes off one message).
 */
@Injectable()
export class SmsWorker extends PollingWorker<{ sent: number; failed: number }> {
  protected readonly workerName = 'sms sender';
  private readonly outbox: SmsOutbox;
  /** Whether the last pass found the hourly budget spent: the warning is logged when that starts, not every pass. */
  private overBudget = false;
  private readonly noticeRules: SmsNoticeRules;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) protected readonly logger: Logger,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider | null,
  ) {
    super();
    this.outbox = new SmsOutbox(sql);
    this.noticeRules = { quietHours: parseQuietHours(config.phone.notices.quietHours), perMonth: config.phone.notices.perMonth };
  }

  protected intervalMs(): number {
    return this.config.phone.pollMs;
  }

  protected async pass(): Promise<{ sent: number; failed: number }> {
    await this.outbox.forgetErasedAccounts();
    // Without a provider nothing would go: the notices wait as asked for, not in an outbox nobody empties.
    if (!this.provider) return { sent: 0, failed: 0 };
    await queueSmsNotices(this.sql, this.clock.now(), this.noticeRules);
    const budgetPerHour = this.config.phone.watch.budgetPerHour;
    const { sent, failed, budgetSpent } = await sendDueSms(this.sql, this.provider, () => this.clock.now(), this.logger, budgetPerHour);
    if (budgetSpent && !this.overBudget)
      this.logger.warn({ budgetPerHour }, 'sms: the hourly send budget is spent; due messages wait (SMS_BUDGET_PER_HOUR)');
    this.overBudget = budgetSpent;
    return { sent, failed };
  }
}
