import { Inject, Injectable } from '@nestjs/common';
import type { ClaimDto, ClaimItemType } from '@anonse/contracts';
import type { SqlClient } from '@anonse/eventstore';
import type { Clock } from '#api/platform/clock/clock';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, CLOCK, SQL } from '#api/platform/tokens';
import { claimUntil } from './domain/claim';

interface ClaimRow {
  item_type: ClaimItemType;
  item_id: string;
  holder_id: string;
  holder_login: string;
  until: Date | string;
}

const toDto = (r: ClaimRow, askerId: string): ClaimDto => ({
  id: `${r.item_type}:${r.item_id}`,
  itemType: r.item_type,
  itemId: r.item_id,
  claimedBy: r.holder_login,
  claimedById: r.holder_id,
  until: (r.until instanceof Date ? r.until : new Date(r.until)).toISOString(),
  mine: r.holder_id === askerId,
});

export type ClaimOutcome = { taken: true; claim: ClaimDto } | { taken: false; holder: ClaimDto };

/**
 * Who has an item open in the console. A claim is advisory and ephemeral: it says "someone is looking at this"
 * for a few minutes and protects nothing (the decision routes answer 409 on a stale revision and a decided item
 * refuses a second decision), so it is not a fact worth keeping in the log. It lives in an API table, like the
 * sessions: nothing derives it from events, and losing it costs only a moment of overlap. Its table comes with the
 * API's migrations (api-store.migration.ts).
 */
@Injectable()
export class ClaimsStore {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Takes or renews the claim in one statement (the rule of `mayClaim`): of two moderators opening a free item at
   * once, the row lets one in; the other gets the holder.
   */
  async claim(itemType: ClaimItemType, itemId: string, holder: { id: string; login: string }, attempt = 1): Promise<ClaimOutcome> {
    const now = this.clock.now().toISOString();
    const until = claimUntil(now, this.config.moderation.claimMinutes);
    const { rows } = await this.sql.query<ClaimRow>(
      `INSERT INTO moderation_claims AS c (item_type, item_id, holder_id, holder_login, until) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (item_type, item_id) DO UPDATE SET holder_id = EXCLUDED.holder_id, holder_login = EXCLUDED.holder_login, until = EXCLUDED.until
       WHERE c.holder_id = EXCLUDED.holder_id OR c.until <= $6
       RETURNING *`,
      [itemType, itemId, holder.id, holder.login, until, now],
    );
    if (rows[0]) return { taken: true, claim: toDto(rows[0], holder.id) };
    const current = await this.current(itemType, itemId, holder.id);
    // Released between the two statements: try once more rather than report a holder that is gone.
    if (!current && attempt < 3) return this.claim(itemType, itemId, holder, attempt + 1);
    return current
      ? { taken: false, holder: current }
      : {
          taken: false,
          holder: { id: `${itemType}:${itemId}`, itemType, itemId, claimedBy: '', claimedById: '', until: now, mine: false },
        };
  }

  /** Releases the caller's own claim; true if there was one. */
  async release(itemType: ClaimItemType, itemId: string, holderId: string): Promise<boolean> {
    const { rowCount } = await this.sql.query('DELETE FROM moderation_claims WHERE item_type = $1 AND item_id = $2 AND holder_id = $3', [
      itemType,
      itemId,
      holderId,
    ]);
    return (rowCount ?? 0) > 0;
  }

  /** The live claim on an item, if any (a lapsed one is nobody's). */
  async current(itemType: ClaimItemType, itemId: string, askerId: string): Promise<ClaimDto | null> {
    const { rows } = await this.sql.query<ClaimRow>(
      'SELECT * FROM moderation_claims WHERE item_type = $1 AND item_id = $2 AND until > $3',
      [itemType, itemId, this.clock.now().toISOString()],
    );
    return rows[0] ? toDto(rows[0], askerId) : null;
  }
}
