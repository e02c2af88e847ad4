import { Inject, Injectable } from '@nestjs/common';
import { DATA_ACCESS_EVENTS, dataAccessStreamId, type DataAccessEvent, type PersonalDataViewed, type Role } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import type { CommandContext } from '#api/platform/commands/command-context';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand } from '#api/platform/commands/command-runner';
import type { Decider } from '#api/platform/domain/decider';
import { EVENT_STORE } from '#api/platform/tokens';

type ViewCommand = PersonalDataViewed['data'];

/** Every view is a fact of its own: nothing in the stream forbids another one. */
const personalDataViewDecider: Decider<ViewCommand, DataAccessEvent, null> = {
  events: DATA_ACCESS_EVENTS,
  initialState: () => null,
  evolve: (state) => state,
  decide: (view) => [{ type: 'PersonalDataViewed', data: view }],
};

/**
 * Records that a staff member saw a person's personal data, before it is sent: a view that could not be recorded
 * is not shown (the caller's request fails instead).
 */
@Injectable()
export class PersonalDataViews {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async record(subjectAccountId: string, what: ViewCommand['what'], ctx: CommandContext): Promise<void> {
    const { id, role } = ctx.actor;
    if (id === null || role === null) throw new Error('a personal data view needs a staff member');
    const view: ViewCommand = { subjectAccountId, viewerId: id, viewerRole: role as Role, what, viewedAt: ctx.now };
    await runCommand({
      store: this.store,
      streamId: dataAccessStreamId(subjectAccountId),
      decider: personalDataViewDecider,
      command: view,
      ctx,
      scope: idempotencyScope(ctx, { personalDataViewed: view }),
    });
  }
}
