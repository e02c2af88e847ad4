import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { accountStreamId, MAIL_TOKEN_TTL_MS, type EmailSettingsDto, type Locale } from '@anonse/contracts';
import { ERASED, type EventStore, type SqlClient } from '@anonse/eventstore';
import { findMailRecipientIdsByEmail } from '@anonse/projections';
import type { Clock } from '#api/platform/clock/clock';
import type { CommandContext } from '#api/platform/commands/command-context';
import { foldEvents, type CommandResult } from '#api/platform/commands/command-runner';
import { newId } from '#api/platform/ids';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { CLOCK, EVENT_STORE, KEYED_HASH, LOGGER, SQL } from '#api/platform/tokens';
import { AccountEmailCommand } from './commands/account-email.command';
import { emailDecider } from './domain/email-decide';
import { pendingEmailChange, type EmailState } from './domain/email-state';
import { mailLinkTokenHash } from './mail-link-token';
import { InFlight } from '#api/platform/in-flight';

/** At most this many accounts share one address and get a reset link each (the address is not unique). */
const MAX_RESETS_PER_ADDRESS = 5;

/**
 * The account's e-mail flows as the controllers and other contexts use them. The state is read from the
 * account's stream (not a projection), like every credential check: a link must work the moment it is sent.
 */
@Injectable()
export class AccountEmailService implements OnApplicationShutdown {
  /** Forgot-password work started after the answer went out (so its timing tells nothing). */
  private readonly background = new InFlight();

  constructor(
    private readonly commandBus: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async state(accountId: string): Promise<EmailState> {
    const events = await this.store.readStream(accountStreamId(accountId));
    if (events.some((e) => e.metadata[ERASED])) return { status: 'none' };
    return foldEvents(emailDecider, events);
  }

  /** Whether the account's current address was confirmed through a link (false for an unknown account). */
  async isEmailConfirmed(accountId: string): Promise<boolean> {
    const state = await this.state(accountId);
    return state.status === 'registered' && state.confirmed;
  }

  async settings(accountId: string): Promise<EmailSettingsDto | null> {
    const state = await this.state(accountId);
    if (state.status !== 'registered') return null;
    return {
      email: state.email,
      confirmed: state.confirmed,
      locale: state.locale,
      pendingEmail: pendingEmailChange(state, this.clock.now())?.email ?? null,
    };
  }

  /** After a registration: e-mails are in the language of the page the person registered on; then the link. */
  async afterRegistration(accountId: string, locale: Locale, ctx: CommandContext): Promise<void> {
    await this.run(accountId, { type: 'ChooseEmailLanguage', locale, now: ctx.now }, ctx);
    await this.requestConfirmation(accountId, ctx);
  }

  requestConfirmation(accountId: string, ctx: CommandContext): Promise<CommandResult> {
    return this.run(accountId, { type: 'RequestEmailConfirmation', ...this.newLink(ctx, MAIL_TOKEN_TTL_MS.emailConfirmation) }, ctx);
  }

  /**
   * Marks the current address confirmed without a link, for accounts nobody signs up for by hand (the demo
   * seed's fictional advertisers, whose `.invalid` addresses no mail reaches). Recorded as an EmailConfirmed
   * under the system actor (no person: `actor.id` null); no route leads here.
   */
  confirmAsSystem(accountId: string, ctx: CommandContext): Promise<CommandResult> {
    if (ctx.actor.id !== null) throw new Error('only the system may confirm an address without a link');
    return this.run(accountId, { type: 'ConfirmEmailAsSystem', now: ctx.now }, ctx);
  }

  requestEmailChange(accountId: string, newEmail: string, ctx: CommandContext): Promise<CommandResult> {
    return this.run(accountId, { type: 'RequestEmailChange', newEmail, ...this.newLink(ctx, MAIL_TOKEN_TTL_MS.emailChange) }, ctx);
  }

  chooseLanguage(accountId: string, locale: Locale, ctx: CommandContext): Promise<CommandResult> {
    return this.run(accountId, { type: 'ChooseEmailLanguage', locale, now: ctx.now }, ctx);
  }

  followLink(accountId: string, tokenHash: string, ctx: CommandContext): Promise<CommandResult> {
    return this.run(accountId, { type: 'FollowEmailLink', tokenHash, now: ctx.now }, ctx);
  }

  resetPassword(accountId: string, tokenHash: string, passwordHash: string, ctx: CommandContext): Promise<CommandResult> {
    return this.run(accountId, { type: 'ResetPassword', tokenHash, passwordHash, now: ctx.now }, ctx);
  }

  /**
   * Starts the reset of every account with this address and returns at once: the caller answers the same,
   * equally fast, whether the address is known or not. Failures are logged, never shown.
   */
  forgotPassword(email: string, ctx: CommandContext): void {
    const task = this.requestResets(email, ctx).catch((error: unknown) =>
      this.logger.error({ err: error }, 'forgot-password: requesting a reset failed'),
    );
    void this.background.track(task);
  }

  /** Waits for forgot-password work already started (tests, shutdown). */
  async settled(): Promise<void> {
    await this.background.settled();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  private async requestResets(email: string, ctx: CommandContext): Promise<void> {
    const accountIds = await findMailRecipientIdsByEmail(this.sql, email, MAX_RESETS_PER_ADDRESS);
    for (const accountId of accountIds) {
      const state = await this.state(accountId);
      // The recipients table may lag behind an e-mail change: only the account's current address gets a link.
      if (state.status !== 'registered' || state.email.toLowerCase() !== email.toLowerCase()) continue;
      await this.run(
        accountId,
        { type: 'RequestPasswordReset', ...this.newLink(ctx, MAIL_TOKEN_TTL_MS.passwordReset) },
        { ...ctx, commandId: `${ctx.commandId}:${accountId}` },
      );
    }
  }

  private newLink(ctx: CommandContext, ttlMs: number) {
    const requestId = newId();
    return {
      requestId,
      tokenHash: mailLinkTokenHash(this.keyedHash, requestId),
      now: ctx.now,
      expiresAt: new Date(new Date(ctx.now).getTime() + ttlMs).toISOString(),
    };
  }

  private run(accountId: string, command: AccountEmailCommand['command'], ctx: CommandContext): Promise<CommandResult> {
    return this.commandBus.execute(new AccountEmailCommand(accountId, command, ctx));
  }
}
