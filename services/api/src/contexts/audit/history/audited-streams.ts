import {
  ACCOUNT_EVENTS,
  AD_EVENTS,
  WALLET_EVENTS,
  FORUM_TOPIC_EVENTS,
  forumTopicStreamId,
  forumBanStreamId,
  REPORT_EVENTS,
  reportStreamId,
  accountNotesStreamId,
  accountStreamId,
  adStreamId,
  dataAccessStreamId,
  walletStreamId,
  type AuditKind,
} from '@anonse/contracts';
import { evolveAccount, initialAccountState, type AccountState } from '#api/contexts/accounts/index';
import { evolveAd, initialAdState, type AdState } from '#api/contexts/ads/index';
import { evolveWallet, initialWalletState, type WalletState } from '#api/contexts/wallet/index';
import { evolveForumTopic, initialForumTopicState, type ForumTopicState } from '#api/contexts/forum/index';
import { evolveReport, initialReportState, type ReportState } from '#api/contexts/moderation/index';
import type { StreamFold } from '../domain/as-of';

/** One kind of history: its streams (the aggregate's own first) and the aggregate's fold, with how its state reads as JSON. */
export interface AuditedStream<S = unknown> {
  streams(id: string): string[];
  // The registries differ per kind; the fold only ever sees events of its own stream.
  fold: StreamFold<{ type: string; data: unknown }, S>;
  present(state: S): Record<string, unknown>;
}

const adHistory: AuditedStream<AdState> = {
  streams: (id) => [adStreamId(id)],
  fold: { events: AD_EVENTS, initialState: initialAdState, evolve: evolveAd } as AuditedStream<AdState>['fold'],
  present: (state) => ({ ...state }),
};

const accountHistory: AuditedStream<AccountState> = {
  // The data access log, staff's notes and forum bans are part of an account's story; folded is only the account itself.
  streams: (id) => [accountStreamId(id), dataAccessStreamId(id), accountNotesStreamId(id), forumBanStreamId(id)],
  fold: { events: ACCOUNT_EVENTS, initialState: initialAccountState, evolve: evolveAccount } as AuditedStream<AccountState>['fold'],
  present: (state) => {
    // A password hash is no business of an audit, even a salted one.
    const { passwordHash: _hash, ...rest } = state as AccountState & { passwordHash?: string };
    return rest;
  },
};

const walletHistory: AuditedStream<WalletState> = {
  streams: (id) => [walletStreamId(id)],
  fold: { events: WALLET_EVENTS, initialState: initialWalletState, evolve: evolveWallet } as AuditedStream<WalletState>['fold'],
  // The sets that recognise repeated entries are bookkeeping, not figures: balance and count are what a ledger states.
  present: (state) => ({ balance: state.balance, entries: state.entries }),
};

const forumTopicHistory: AuditedStream<ForumTopicState> = {
  streams: (id) => [forumTopicStreamId(id)],
  fold: {
    events: FORUM_TOPIC_EVENTS,
    initialState: initialForumTopicState,
    evolve: evolveForumTopic,
  } as AuditedStream<ForumTopicState>['fold'],
  // Moderation reads the posts' standing (queued, hidden, flagged); their words are on the topic's page and in the timeline.
  present: (state) => ({
    ...state,
    posts: Object.fromEntries(Object.entries(state.posts).map(([id, { body: _body, ...post }]) => [id, post])),
  }),
};

const reportHistory: AuditedStream<ReportState> = {
  streams: (id) => [reportStreamId(id)],
  fold: { events: REPORT_EVENTS, initialState: initialReportState, evolve: evolveReport } as AuditedStream<ReportState>['fold'],
  present: (state) => ({ ...state }),
};

export const AUDITED_STREAMS: Record<AuditKind, AuditedStream> = {
  ad: adHistory as AuditedStream,
  account: accountHistory as AuditedStream,
  wallet: walletHistory as AuditedStream,
  'forum-topic': forumTopicHistory as AuditedStream,
  report: reportHistory as AuditedStream,
};
