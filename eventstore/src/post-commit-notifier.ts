/**
 * Sends the "new events" NOTIFY after the append has committed, coalesced to at most one in flight.
 *
 * Why not pg_notify inside the append transaction: a notifying transaction takes a database-wide lock
 * at commit (async.c, PreCommit_Notify) and keeps it through its WAL flush, which serialises appending
 * commits against each other. A NOTIFY in its own statement has no transaction id, so it commits without
 * a flush. Interleaved runs of bench/append.ts (8 writers, 1 event per append) gave 15–25 % more
 * appends/s this way. Coalescing keeps the cost at one round trip however many appends land.
 */
export class PostCommitNotifier {
  private inFlight?: Promise<void>;
  private pending = false;

  constructor(private readonly send: () => Promise<void>) {}

  notify(): void {
    if (this.inFlight) {
      this.pending = true;
      return;
    }
    this.inFlight = this.drain().finally(() => {
      this.inFlight = undefined;
    });
  }

  /** Resolves once nothing is in flight (before the connection is closed). */
  async idle(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  private async drain(): Promise<void> {
    do {
      this.pending = false;
      // A lost wake-up only delays subscribers until their next poll.
      await this.send().catch(() => undefined);
    } while (this.pending);
  }
}
