import {
  assertNever,
  DEFAULT_MESSAGE_SETTINGS,
  MESSAGING_ACCOUNT_EVENTS,
  type MessageSettings,
  type MessagingAccountEvent,
} from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';

/** One person's messaging stream: their settings, whom they block, and whether a moderator took messaging away. */
export interface MessagingAccountState {
  settings: MessageSettings;
  blocked: Set<string>;
  suspended: boolean;
}

export const initialMessagingAccountState = (): MessagingAccountState => ({
  settings: DEFAULT_MESSAGE_SETTINGS,
  blocked: new Set(),
  suspended: false,
});

export function evolveMessagingAccount(state: MessagingAccountState, event: MessagingAccountEvent): MessagingAccountState {
  switch (event.type) {
    case 'MessageSettingsChanged':
      return {
        ...state,
        settings: {
          incoming: event.data.incoming,
          shareReadReceipts: event.data.shareReadReceipts,
          emailWhenAway: event.data.emailWhenAway,
        },
      };
    case 'MessagingPartnerBlocked':
      return { ...state, blocked: new Set(state.blocked).add(event.data.blockedId) };
    case 'MessagingPartnerUnblocked': {
      const blocked = new Set(state.blocked);
      blocked.delete(event.data.blockedId);
      return { ...state, blocked };
    }
    case 'MessagingSuspended':
      return { ...state, suspended: true };
    default:
      return assertNever(event);
  }
}

export type MessagingAccountCommand =
  | { type: 'ChangeMessageSettings'; accountId: string; settings: MessageSettings; now: string }
  /** The unsubscribe link of a notice e-mail: only `emailWhenAway` goes off, the rest stays. */
  | { type: 'StopEmailNotices'; accountId: string; now: string }
  | { type: 'BlockPartner'; accountId: string; blockedId: string; conversationId: string; now: string }
  | { type: 'UnblockPartner'; accountId: string; blockedId: string; now: string }
  | { type: 'SuspendMessaging'; accountId: string; staffId: string; conversationId: string; now: string };

/** Every command is idempotent: a setting already so, a block already there, decide nothing. */
export function decideMessagingAccount(command: MessagingAccountCommand, state: MessagingAccountState): MessagingAccountEvent[] {
  const { accountId, now } = command;
  switch (command.type) {
    case 'ChangeMessageSettings': {
      const { incoming, shareReadReceipts, emailWhenAway } = command.settings;
      const current = state.settings;
      if (incoming === current.incoming && shareReadReceipts === current.shareReadReceipts && emailWhenAway === current.emailWhenAway)
        return [];
      return [{ type: 'MessageSettingsChanged', data: { accountId, incoming, shareReadReceipts, emailWhenAway, changedAt: now } }];
    }
    case 'StopEmailNotices':
      return decideMessagingAccount(
        { type: 'ChangeMessageSettings', accountId, settings: { ...state.settings, emailWhenAway: false }, now },
        state,
      );
    case 'BlockPartner':
      return state.blocked.has(command.blockedId)
        ? []
        : [
            {
              type: 'MessagingPartnerBlocked',
              data: { accountId, blockedId: command.blockedId, conversationId: command.conversationId, blockedAt: now },
            },
          ];
    case 'UnblockPartner':
      return state.blocked.has(command.blockedId)
        ? [{ type: 'MessagingPartnerUnblocked', data: { accountId, blockedId: command.blockedId, unblockedAt: now } }]
        : [];
    case 'SuspendMessaging':
      return state.suspended
        ? []
        : [
            {
              type: 'MessagingSuspended',
              data: { accountId, staffId: command.staffId, conversationId: command.conversationId, suspendedAt: now },
            },
          ];
  }
}

export const messagingAccountDecider: Decider<MessagingAccountCommand, MessagingAccountEvent, MessagingAccountState> = {
  events: MESSAGING_ACCOUNT_EVENTS,
  initialState: initialMessagingAccountState,
  evolve: evolveMessagingAccount,
  decide: decideMessagingAccount,
};
