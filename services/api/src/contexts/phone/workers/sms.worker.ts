import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { SqlClient } from '@anonse/eventstore';
import type { Clock } from '#api/platform/clock/clock';
import type { AppConfig } from '#api/platform/config/config';
import { PollingWorker } from '#api/platform/workers/polling-worker';
import { APP_CONFIG, CLOCK, LOGGER, SQL } from '#api/platform/tokens';
import { SmsOutbox } from '../sms/sms-outbox';
import { SMS_PROVIDER, type SmsProvider } from '../sms/sms-provider';
import { sendDueSms } from '../sms/sms-sender';

/** Sends the outbox's due SMS every SMS_POLL_MS on every node (claims keep two nodes off one message). */
@Injectable()
export class SmsWorker extends PollingWorker<{ sent: number; failed: number }> {
  protected readonly workerName = 'sms sender';
  private readonly outbox: SmsOutbox;
  /** Whether the last pass found the hourly budget spent: the warning is logged when that starts, not every pass. */
  private overBudget = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) protected readonly logger: Logger,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider | null,
  ) {
    super();
    this.outbox = new SmsOutbox(sql);
  }

  protected intervalMs(): number {
    return this.config.phone.pollMs;
  }

  protected async pass(): Promise<{ sent: number; failed: number }> {
    await this.outbox.forgetErasedAccounts();
    if (!this.provider) return { sent: 0, failed: 0 };
    const budgetPerHour = this.config.phone.watch.budgetPerHour;
    const { sent, failed, budgetSpent } = await sendDueSms(this.sql, this.provider, () => this.clock.now(), this.logger, budgetPerHour);
    if (budgetSpent && !this.overBudget)
      this.logger.warn({ budgetPerHour }, 'sms: the hourly send budget is spent; due messages wait (SMS_BUDGET_PER_HOUR)');
    this.overBudget = budgetSpent;
    return { sent, failed };
  }
}
