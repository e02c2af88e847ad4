import { Inject, Injectable } from '@nestjs/common';
import { DATA_ACCESS_EVENTS, dataAccessStreamId, type PersonalDataViewed, type Role } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { appendFacts } from '#api/platform/commands/append-facts';
import type { CommandContext } from '#api/platform/commands/command-context';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { EVENT_STORE } from '#api/platform/tokens';

type View = PersonalDataViewed['data'];

/**
 * Records that a staff member saw a person's personal data, before it is sent: a view that could not be recorded
 * is not shown (the caller's request fails instead). Every view is a fact of its own that nothing in the person's
 * stream could refuse, so the stream is never read to record one (appendFacts).
 */
@Injectable()
export class PersonalDataViews {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** `detail` names which of the subject's things was seen, when the screen shows one of several. */
  async record(subjectAccountId: string, what: View['what'], ctx: CommandContext, detail?: string): Promise<void> {
    const { id, role } = ctx.actor;
    if (id === null || role === null) throw new Error('a personal data view needs a staff member');
    const view: View = { subjectAccountId, viewerId: id, viewerRole: role as Role, what, viewedAt: ctx.now, ...(detail ? { detail } : {}) };
    await appendFacts({
      store: this.store,
      streamId: dataAccessStreamId(subjectAccountId),
      events: DATA_ACCESS_EVENTS,
      facts: [{ type: 'PersonalDataViewed', data: view }],
      ctx,
      scope: idempotencyScope(ctx, { personalDataViewed: view }),
    });
  }
}
