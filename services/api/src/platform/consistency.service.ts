import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@anonse/eventstore';
import { readCheckpoints } from '@anonse/projections';
import type { AnswerCache } from './answer-cache';
import { lendSlotWhile } from './http/request-slot';
import { PAGES_REFRESH, PROJECTIONS, PROJECTOR_NAMES, SEARCH_ANSWERS, SQL, type PagesRefresh, type ProjectionsHandle } from './tokens';

export const READ_YOUR_WRITES_TIMEOUT_MS = 2000;

/**
 * Read-your-writes (docs/architecture.md § Write path): after a command, wait (bounded) until the read side has applied
 * its position, so the author's next read shows the change. In-process projections are asked directly;
 * with a separate projections worker, the stored checkpoints are polled.
 */
@Injectable()
export class ConsistencyService {
  constructor(
    @Inject(PROJECTIONS) private readonly projections: ProjectionsHandle | null,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(PROJECTOR_NAMES) private readonly projectorNames: readonly string[],
    @Inject(PAGES_REFRESH) private readonly pages: PagesRefresh | null,
    @Inject(SEARCH_ANSWERS) private readonly searchAnswers: AnswerCache,
  ) {}

  /** …and once the read side has it, this process' cached pages and searches follow at once (not at the next poll). */
  async waitFor(position: number, timeoutMs = READ_YOUR_WRITES_TIMEOUT_MS): Promise<boolean> {
    // The wait needs no turn of the bounded queue: the request lends its own meanwhile (docs/architecture.md "Overload").
    const reached = await lendSlotWhile(() => this.waitForReadSide(position, timeoutMs));
    if (reached && position >= 0) this.searchAnswers.clear();
    if (reached && position >= 0) await this.pages?.refresh().catch(() => undefined);
    return reached;
  }

  private async waitForReadSide(position: number, timeoutMs: number): Promise<boolean> {
    if (position < 0) return true;
    if (this.projections) return this.projections.waitForPosition(position, { timeoutMs });
    const deadline = Date.now() + timeoutMs;
    for (let delay = 20; ; delay = Math.min(delay * 2, 200)) {
      const checkpoints = Object.values(await readCheckpoints(this.sql, this.projectorNames));
      if (checkpoints.length && Math.min(...checkpoints) >= position) return true;
      if (Date.now() + delay > deadline) return false;
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}
