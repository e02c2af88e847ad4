import { ACCOUNT_EVENTS } from '@anonse/contracts';
import type { RecordedEvent } from '@anonse/eventstore';

/**
 * `AccountDeleted` as every projector that holds a person's rows reads it: it drops the person's rows at once
 * (their sealed events already read as erased on any later rebuild, so nothing comes back).
 */
export const ACCOUNT_DELETED = 'AccountDeleted' as const satisfies (typeof ACCOUNT_EVENTS.types)[number];

export interface AccountDeletion {
  accountId: string;
  /** The person's ads when the account was deleted. */
  adIds: string[];
}

export const isAccountDeletion = (event: RecordedEvent): boolean => event.type === ACCOUNT_DELETED;

/** The deletions in a batch, parsed with the accounts contract (a malformed one throws and is parked). */
export function accountDeletionsIn(events: readonly RecordedEvent[]): AccountDeletion[] {
  const out: AccountDeletion[] = [];
  for (const raw of events) {
    if (raw.type !== ACCOUNT_DELETED) continue;
    const event = ACCOUNT_EVENTS.parse(raw);
    if (event.type === ACCOUNT_DELETED) out.push({ accountId: event.data.accountId, adIds: event.data.adIds });
  }
  return out;
}

/**
 * Runs a projector's own `apply` over the runs of other events and `drop` at each deletion, in log order, so rows
 * written earlier in the same batch are dropped too. Neither is called with nothing to do.
 */
export async function withAccountDeletions(
  events: readonly RecordedEvent[],
  apply: (events: readonly RecordedEvent[]) => Promise<void>,
  drop: (deletion: AccountDeletion) => Promise<unknown>,
): Promise<void> {
  let run: RecordedEvent[] = [];
  for (const event of events) {
    if (!isAccountDeletion(event)) {
      run.push(event);
      continue;
    }
    if (run.length) await apply(run);
    run = [];
    for (const deletion of accountDeletionsIn([event])) await drop(deletion);
  }
  if (run.length) await apply(run);
}
