import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { walletStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { runCommand, SnapshotCache, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { walletDecider, type WalletCommand } from '../domain/decide';
import type { WalletState } from '../domain/state';
import { KeyedQueue } from './keyed-queue';
import { ChangeWalletCommand } from './wallet.command';

/**
 * Enough rounds that writers in other processes cannot starve a spend into a 409: every round re-reads the
 * wallet, and a round lost to another writer means that writer made progress.
 */
const MAX_ROUNDS = 200;

@CommandHandler(ChangeWalletCommand)
export class ChangeWalletHandler implements ICommandHandler<ChangeWalletCommand> {
  private readonly queue = new KeyedQueue();
  /**
   * The wallets this process moved lately, folded: a spend reads only what was appended since (by this process or
   * another, which the revision tells), not a history of thousands of entries. Safe because the decider itself
   * ignores an entry already made, and the per-wallet queue keeps one command at a time on each snapshot.
   */
  private readonly snapshots = new SnapshotCache<WalletState>(10_000);

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * Idempotency comes from the entry id (the decider ignores an entry already in the stream), so the scope is
   * the entry itself: the same entry asked twice, by a retry or by a process manager after a restart, derives the
   * same event id, and the second append is answered with the first result.
   */
  execute({ change, ctx }: ChangeWalletCommand): Promise<CommandResult> {
    const streamId = walletStreamId(change.accountId);
    return this.queue.run(streamId, () =>
      runCommand({
        store: this.store,
        streamId,
        decider: walletDecider,
        command: { ...change, now: ctx.now } as WalletCommand,
        ctx,
        scope: `wallet-entry|${change.entryId}`,
        maxAttempts: MAX_ROUNDS,
        snapshots: this.snapshots,
      }),
    );
  }
}
