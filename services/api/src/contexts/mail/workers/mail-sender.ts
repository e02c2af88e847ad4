import type { Logger } from 'pino';
import type { MailContent } from '@anonse/contracts';
import type { SqlClient } from '@anonse/eventstore';
import type { Clock } from '#api/platform/clock/clock';
import type { AppConfig } from '#api/platform/config/config';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { mailLinkToken } from '#api/contexts/accounts/index';
import { emailNoticeUnsubscribeToken } from '#api/contexts/messaging/index';
import { unsubscribeToken } from '#api/contexts/saved-searches/index';
import { forumDigestUnsubscribeToken } from '#api/contexts/forum-follows/index';
import { renderMail, type MailLinks, type RenderedMail } from '../templates/render-mail';
import { mailContentOf, MailOutbox, type ClaimedMail } from './mail-outbox';
import { devMailboxTransport, MailDeliveryError, SmtpTransport, type MailTransport } from './mail-transport';

/** Messages claimed per round, and how long a claim lasts (far beyond the SMTP time-outs). */
const BATCH = 20;
const LEASE_MS = 10 * 60_000;
/** News about an ad older than this is not sent any more (e.g. a backlog after an outage, or a first start on an old log). */
const NEWS_MAX_AGE_MS = 3 * 24 * 3600_000;

export interface MailSenderDeps {
  sql: SqlClient;
  clock: Clock;
  config: Pick<AppConfig, 'mail' | 'publicOrigin' | 'port' | 'production'>;
  keyedHash: Pick<KeyedHash, 'hex'>;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Tests give their own; otherwise SMTP_URL, or the development mailbox outside production. */
  transport?: MailTransport;
}

/** SMTP when configured; outside production the development mailbox; in production without SMTP, nothing. */
export function mailTransportFor(config: MailSenderDeps['config']): MailTransport | null {
  if (config.mail.smtpUrl) return new SmtpTransport(config.mail.smtpUrl);
  return config.production ? null : devMailboxTransport;
}

/** Where the links of a message point, and their tokens (derived again from the request id at each render). */
export function mailLinksFor(config: Pick<AppConfig, 'publicOrigin' | 'port'>, keyedHash: Pick<KeyedHash, 'hex'>): MailLinks {
  const origin = (config.publicOrigin ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  return {
    origin,
    tokenOf: (accountId, requestId) => mailLinkToken(keyedHash, accountId, requestId),
    unsubscribeTokenOf: (accountId, searchId) => unsubscribeToken(keyedHash, searchId, accountId),
    messageNoticeUnsubscribeTokenOf: (accountId) => emailNoticeUnsubscribeToken(keyedHash, accountId),
    forumDigestUnsubscribeTokenOf: (accountId) => forumDigestUnsubscribeToken(keyedHash, accountId),
  };
}

/** Why a message is no longer worth sending, or null. */
export function staleReason(content: MailContent, createdAt: Date, now: Date): string | null {
  // A link that no longer works, or a reminder of an end that has come: both would only confuse.
  if ('expiresAt' in content.params && new Date(content.params.expiresAt) <= now) return 'expired before it could be sent';
  if (now.getTime() - createdAt.getTime() > NEWS_MAX_AGE_MS && !('requestId' in content.params)) return 'too old to be news';
  return null;
}

/**
 * Sends what the mail reactor put in the outbox: polls for due messages (time from the clock port), renders each
 * in its language, derives its link's token, sends it, and records the outcome durably — a refusal schedules the
 * next attempt with exponential backoff (next_attempt_at), so a restart loses nothing and repeats nothing sent.
 */
export class MailSender {
  private readonly outbox: MailOutbox;
  private readonly transport: MailTransport | null;
  private readonly links: MailLinks;
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private lastUnreachableWarning = -Infinity;

  constructor(private readonly deps: MailSenderDeps) {
    this.outbox = new MailOutbox(deps.sql);
    this.transport = deps.transport ?? mailTransportFor(deps.config);
    this.links = mailLinksFor(deps.config, deps.keyedHash);
  }

  get transportKind(): MailTransport['kind'] | null {
    return this.transport?.kind ?? null;
  }

  /** Polls every MAIL_POLL_MS until stopped. */
  start(): void {
    if (this.running) return;
    if (!this.transport) {
      this.deps.logger.warn({ component: 'mail' }, 'SMTP_URL is not set: e-mails wait in the outbox and are not sent');
      return;
    }
    this.running = true;
    const tick = () => {
      this.timer = undefined;
      void this.runOnce()
        .catch((error: unknown) => this.deps.logger.error({ component: 'mail', err: error }, 'mail sender round failed'))
        .finally(() => {
          if (this.running) this.timer = setTimeout(tick, this.deps.config.mail.pollMs).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.chain.catch(() => undefined);
    this.transport?.close();
  }

  /**
   * One round: every message due now. Rounds of this process run one after another (a round asked for while
   * one runs starts after it), so `await runOnce()` always sees what was due when it was called.
   */
  runOnce(): Promise<number> {
    const round = this.chain.catch(() => undefined).then(() => this.round());
    this.chain = round;
    return round;
  }

  private async round(): Promise<number> {
    if (!this.transport) return 0;
    let sent = 0;
    for (;;) {
      const now = this.deps.clock.now();
      const claimed = await this.outbox.claimDue(now, BATCH, LEASE_MS);
      for (const [i, mail] of claimed.entries()) {
        // Each row on its own: one that throws (a template of a newer release, a lost connection) must not leave
        // its siblings in `sending` until their lease runs out.
        try {
          if (await this.deliver(mail, this.transport)) sent++;
        } catch (error) {
          if (error instanceof SmtpUnreachable) {
            // The server is away: this message and the rest of the batch go back to wait, uncounted, for the next round.
            await this.outbox.release(
              claimed.slice(i).map((m) => m.id),
              this.deps.clock.now(),
              error.message,
            );
            this.warnUnreachable(error.message);
            return sent;
          }
          this.deps.logger.error(
            { component: 'mail', messageId: mail.id, err: error },
            'e-mail could not be handled; its claim expires and it is tried again',
          );
        }
      }
      if (claimed.length < BATCH) return sent;
    }
  }

  private async deliver(mail: ClaimedMail, transport: MailTransport): Promise<boolean> {
    const now = this.deps.clock.now();
    let content: MailContent;
    let rendered: RenderedMail;
    try {
      content = mailContentOf(mail);
      rendered = renderMail(content, mail.locale, this.links);
    } catch (error) {
      // Not permanent: during a rolling deploy a newer node knows the template and sends it on a later attempt.
      const text = `cannot render: ${error instanceof Error ? error.message : String(error)}`;
      const status = await this.outbox.markFailed(mail.id, now, mail.attempts, text, false);
      this.deps.logger.error(
        { component: 'mail', messageId: mail.id, template: mail.template, attempts: mail.attempts, status },
        'e-mail could not be rendered',
      );
      return false;
    }
    const stale = staleReason(content, mail.createdAt, now);
    if (stale) {
      await this.outbox.markSkipped(mail.id, stale);
      return false;
    }
    try {
      await transport.send({
        from: this.deps.config.mail.from,
        to: mail.recipient,
        ...rendered,
        messageId: `<${mail.messageKey.replace(/[^A-Za-z0-9.:-]/g, '')}@anonse.mail>`,
      });
    } catch (error) {
      if (error instanceof MailDeliveryError && error.unreachable) throw new SmtpUnreachable(error.message);
      const permanent = error instanceof MailDeliveryError && error.permanent;
      const text = error instanceof Error ? error.message : String(error);
      const status = await this.outbox.markFailed(mail.id, this.deps.clock.now(), mail.attempts, text, permanent);
      this.deps.logger.warn(
        { component: 'mail', messageId: mail.id, template: content.template, attempts: mail.attempts, status, err: text },
        'e-mail not delivered',
      );
      return false;
    }
    await this.outbox.markSent(mail.id, this.deps.clock.now(), rendered.subject);
    return true;
  }

  /** One line per outage and minute, not one per message and round. */
  private warnUnreachable(error: string): void {
    const now = Date.now();
    if (now - this.lastUnreachableWarning < 60_000) return;
    this.lastUnreachableWarning = now;
    this.deps.logger.warn(
      { component: 'mail', err: error },
      'SMTP server unreachable: e-mails wait in the outbox and are sent when it answers',
    );
  }
}

/** No SMTP server answered: the round stops, and what it claimed waits for the next one. */
class SmtpUnreachable extends Error {}
