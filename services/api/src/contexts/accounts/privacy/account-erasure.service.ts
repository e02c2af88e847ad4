import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { ACCOUNT_EVENTS, accountStreamId, loginReservationSubject, personalDataSubject } from '@anonse/contracts';
import { canErasePersonalData, ERASED, type EventStore, type SqlClient } from '@anonse/eventstore';
import { completeAccountErasure, openAccountErasures } from '@anonse/projections';
import type { Clock } from '#api/platform/clock/clock';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { CLOCK, EVENT_STORE, KEYED_HASH, LOGGER, SQL } from '#api/platform/tokens';
import { DeleteOwnerPhotosCommand } from '#api/contexts/media/index';
import { removeOwnerVideos } from '#api/contexts/videos/index';
import type { CommandContext } from '#api/platform/commands/command-context';
import { loginKeyOf } from '../login-key';
import { SessionService } from '../sessions/session.service';

/**
 * Carries out a deleted account's erasure (crypto-shredding, docs/architecture.md): their photos (through the media
 * context) and videos, the login reservation's key, then the person's key, then their sessions and kept idempotent answers. Each step can be repeated, so a crash anywhere is finished
 * by running it again (the worker does, from the `account_erasures` due items). The log is never touched.
 */
@Injectable()
export class AccountErasureService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly sessions: SessionService,
    private readonly commandBus: CommandBus,
  ) {}

  async complete(accountId: string): Promise<void> {
    const store = this.store;
    if (!canErasePersonalData(store)) throw new Error('the event store does not seal personal data, so it cannot erase it');
    const raws = await store.readStream(accountStreamId(accountId));
    // Once the person's key is gone their sealed fields read as erased (null) and no longer parse: those events are
    // skipped, and their being erased says the key is gone, i.e. a crash came after the key's erasure.
    const events = raws.filter((raw) => !raw.metadata[ERASED]).map((raw) => ACCOUNT_EVENTS.parse(raw));
    const keyGone = raws.length > events.length;
    const deleted = events.find((e) => e.type === 'AccountDeleted');
    // Only ever for an account its owner deleted: this is irreversible.
    if (deleted?.type !== 'AccountDeleted') throw new Error(`account ${accountId} was not deleted; refusing to erase it`);
    if (!keyGone) {
      // Photos first: deleting them goes through their streams, which read as erased once the key is gone. Their
      // files are purged by the media worker (due items). The same command id on a repeat replays instead of appending.
      const ctx: CommandContext = {
        commandId: `account-erasure-${accountId}`,
        correlationId: `account-erasure-${accountId}`,
        causationId: `account-erasure-${accountId}`,
        actor: { id: accountId, role: null },
        now: this.clock.now().toISOString(),
      };
      await this.commandBus.execute(new DeleteOwnerPhotosCommand(accountId, ctx));
      // Videos too: every clip is removed, and the video worker deletes each one's renditions and poster.
      await removeOwnerVideos(store, this.sql, accountId, ctx);
      const registered = events.find((e) => e.type === 'AccountRegistered');
      // The reservation's subject is derived from the login, readable only while the person's key exists: erase it
      // first, so a repeat after a crash between the two still finds it.
      if (registered?.type === 'AccountRegistered')
        await store.erasePersonalData(loginReservationSubject(loginKeyOf(this.keyedHash, registered.data.login)));
      await store.erasePersonalData(personalDataSubject(accountId));
    }
    // The steps after the key: each can be repeated, so a run that finds the key gone goes straight to them.
    await this.sessions.destroyAll(accountId);
    await this.forgetIdempotentAnswers(accountId);
    // When the person was last online is about them too (the console's "last seen").
    await this.sql.query('DELETE FROM presence_last_seen WHERE account_id = $1', [accountId]);
    await completeAccountErasure(this.sql, accountId, this.clock.now());
  }

  /**
   * Answers kept for replays of the person's requests (`api_idempotency`) may hold their login or e-mail: their own
   * (actor = the account), and a registration's, made before there was an account (actor `anonymous`), whose
   * answer names the new account's id.
   */
  private async forgetIdempotentAnswers(accountId: string): Promise<void> {
    await this.sql.query(
      `DELETE FROM api_idempotency WHERE actor = $1 OR (actor = 'anonymous' AND response IS NOT NULL AND strpos(response, $1) > 0)`,
      [accountId],
    );
  }

  /**
   * Completes the erasures a crash left open, oldest first; how many it completed. One that fails is logged and
   * left open for the next pass: it must not keep the later ones (and their keys) waiting.
   */
  async completeOpen(): Promise<number> {
    let completed = 0;
    for (const accountId of await openAccountErasures(this.sql)) {
      try {
        await this.complete(accountId);
        completed++;
      } catch (error) {
        this.logger.error(
          { component: 'account-erasure', accountId, err: error },
          'completing an account erasure failed; retried on the next pass',
        );
      }
    }
    return completed;
  }
}
