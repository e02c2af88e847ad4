import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ACCOUNT_EVENTS, accountStreamId, loginReservationSubject, personalDataSubject } from '@anonse/contracts';
import { canErasePersonalData, ERASED, type EventStore, type SqlClient } from '@anonse/eventstore';
import { completeAccountErasure, openAccountErasures } from '@anonse/projections';
import type { Clock } from '../../../platform/clock/clock';
import type { KeyedHash } from '../../../platform/infra/secret-key';
import { CLOCK, EVENT_STORE, KEYED_HASH, SQL } from '../../../platform/tokens';
import { DeleteOwnerPhotosCommand } from '../../media';
import type { CommandContext } from '../../../platform/commands/command-context';
import { loginKeyOf } from '../login-key';
import { SessionService } from '../sessions/session.service';

/**
 * Carries out a deleted account's erasure (crypto-shredding, docs/architecture.md): their photos (through the media
 * context), the login reservation's key, then the person's key, then their sessions. Each step can be repeated, so a crash anywhere is finished
 * by running it again (the worker does, from the `account_erasures` due items). The log is never touched.
 */
@Injectable()
export class AccountErasureService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly commandBus: CommandBus,
  ) {}

  async complete(accountId: string): Promise<void> {
    const store = this.store;
    if (!canErasePersonalData(store)) throw new Error('the event store does not seal personal data, so it cannot erase it');
    const events = (await store.readStream(accountStreamId(accountId))).map((e) => ({ raw: e, event: ACCOUNT_EVENTS.parse(e) }));
    const deleted = events.find((e) => e.event.type === 'AccountDeleted')?.event;
    // Only ever for an account its owner deleted: this is irreversible.
    if (deleted?.type !== 'AccountDeleted') throw new Error(`account ${accountId} was not deleted; refusing to erase it`);
    // Photos first: deleting them goes through their streams, which read as erased once the key is gone. Their files
    // are purged by the media worker (due items). The same command id on a repeat replays instead of appending.
    const ctx: CommandContext = {
      commandId: `account-erasure-${accountId}`,
      correlationId: `account-erasure-${accountId}`,
      causationId: `account-erasure-${accountId}`,
      actor: { id: accountId, role: null },
      now: this.clock.now().toISOString(),
    };
    await this.commandBus.execute(new DeleteOwnerPhotosCommand(accountId, ctx));
    const registered = events.find((e) => e.event.type === 'AccountRegistered');
    // The reservation's subject is derived from the login, readable only while the person's key exists: erase it
    // first, so a repeat after a crash between the two still finds it.
    if (registered && !registered.raw.metadata[ERASED] && registered.event.type === 'AccountRegistered')
      await store.erasePersonalData(loginReservationSubject(loginKeyOf(this.keyedHash, registered.event.data.login)));
    await store.erasePersonalData(personalDataSubject(accountId));
    await this.sessions.destroyAll(accountId);
    await completeAccountErasure(this.sql, accountId, this.clock.now());
  }

  /** Completes the erasures a crash left open; how many it completed. */
  async completeOpen(): Promise<number> {
    const open = await openAccountErasures(this.sql);
    for (const accountId of open) await this.complete(accountId);
    return open.length;
  }
}
