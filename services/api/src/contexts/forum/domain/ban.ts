import { assertNever, FORUM_BAN_EVENTS, type ForumBanEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';

export interface ForumBanState {
  banned: boolean;
}

const initialForumBanState = (): ForumBanState => ({ banned: false });

function evolveForumBan(state: ForumBanState, event: ForumBanEvent): ForumBanState {
  switch (event.type) {
    case 'ForumAccountBanned':
      return { banned: true };
    case 'ForumAccountBanLifted':
      return { banned: false };
    default:
      return assertNever(event);
  }
}

export type ForumBanCommand =
  | { type: 'BanFromForum'; accountId: string; moderatorId: string; reason: string; now: string }
  | { type: 'LiftForumBan'; accountId: string; moderatorId: string; now: string };

/** One account's standing on the forum. Banning a banned account, or lifting a ban that is not there, changes nothing. */
function decideForumBan(command: ForumBanCommand, state: ForumBanState): ForumBanEvent[] {
  switch (command.type) {
    case 'BanFromForum': {
      if (state.banned) return [];
      const { accountId, moderatorId, reason, now } = command;
      return [{ type: 'ForumAccountBanned', data: { accountId, moderatorId, reason, at: now } }];
    }
    case 'LiftForumBan': {
      if (!state.banned) return [];
      const { accountId, moderatorId, now } = command;
      return [{ type: 'ForumAccountBanLifted', data: { accountId, moderatorId, at: now } }];
    }
    default:
      return assertNever(command);
  }
}

export const forumBanDecider: Decider<ForumBanCommand, ForumBanEvent, ForumBanState> = {
  events: FORUM_BAN_EVENTS,
  initialState: initialForumBanState,
  evolve: evolveForumBan,
  decide: decideForumBan,
};
