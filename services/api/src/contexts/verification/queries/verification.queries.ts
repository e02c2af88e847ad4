import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  translateMessage,
  VERIFICATION_PHOTO_COUNT,
  verificationStreamId,
  type AdminVerificationDto,
  type Locale,
  type VerificationStatusDto,
} from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import {
  accountOfVerificationAttempt,
  getAdminVerification,
  listAdminVerifications,
  type AdminVerificationListQuery,
} from '@anonse/projections';
import type { Clock } from '#api/platform/clock/clock';
import { foldEvents } from '#api/platform/commands/command-runner';
import { CLOCK, EVENT_STORE, SQL } from '#api/platform/tokens';
import { uploadProblem, verificationDecider } from '../domain/decide';
import { draftAttempt, pendingAttempt, type VerificationState } from '../domain/state';

/** The account's verification folded from its stream (a handful of events: always current, no projection lag). */
export class VerificationStateQuery extends Query<VerificationState> {
  constructor(readonly accountId: string) {
    super();
  }
}

export class VerificationStatusQuery extends Query<VerificationStatusDto> {
  constructor(
    readonly accountId: string,
    readonly locale: Locale,
  ) {
    super();
  }
}

export class ListAdminVerificationsQuery extends Query<{ rows: AdminVerificationDto[]; total: number }> {
  constructor(readonly query: Omit<AdminVerificationListQuery, 'now'>) {
    super();
  }
}

export class GetAdminVerificationQuery extends Query<AdminVerificationDto | null> {
  constructor(readonly attemptId: string) {
    super();
  }
}

export class AccountOfAttemptQuery extends Query<string | null> {
  constructor(readonly attemptId: string) {
    super();
  }
}

@QueryHandler(VerificationStateQuery)
export class VerificationStateHandler implements IQueryHandler<VerificationStateQuery> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}
  async execute({ accountId }: VerificationStateQuery): Promise<VerificationState> {
    return foldEvents(verificationDecider, await this.store.readStream(verificationStreamId(accountId)));
  }
}

/** A rejection's or revocation's reason as the owner reads it: the template in their language, then the moderator's words. */
const reasonText = (reasonCode: string | null, reason: string, locale: Locale): string | null =>
  [reasonCode ? translateMessage(reasonCode, locale) : '', reason.trim()].filter(Boolean).join(' ') || null;

export function toStatusDto(state: VerificationState, now: string, locale: Locale): VerificationStatusDto {
  const draft = draftAttempt(state);
  const pending = pendingAttempt(state);
  const outcome = state.outcome;
  const dto: VerificationStatusDto = {
    state: pending ? 'pending' : draft ? 'draft' : (outcome?.kind ?? 'none'),
    attemptId: (pending ?? draft)?.attemptId ?? null,
    photoCount: (pending ?? draft)?.photos.length ?? 0,
    requiredPhotos: VERIFICATION_PHOTO_COUNT,
    submittedAt: pending ? state.currentSince : null,
    verifiedAt: outcome?.kind === 'verified' ? outcome.at : null,
    rejectedAt: outcome?.kind === 'rejected' ? outcome.at : null,
    revokedAt: outcome?.kind === 'revoked' ? outcome.at : null,
    reason:
      outcome?.kind === 'rejected'
        ? reasonText(outcome.reasonCode, outcome.reason, locale)
        : outcome?.kind === 'revoked'
          ? reasonText(null, outcome.reason, locale)
          : null,
    retryAfter: outcome?.kind === 'rejected' && !pending && !draft && now < outcome.retryAfter ? outcome.retryAfter : null,
    canUpload: !uploadProblem(state, now),
  };
  return dto;
}

@QueryHandler(VerificationStatusQuery)
export class VerificationStatusHandler implements IQueryHandler<VerificationStatusQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}
  async execute({ accountId, locale }: VerificationStatusQuery): Promise<VerificationStatusDto> {
    const state = foldEvents(verificationDecider, await this.store.readStream(verificationStreamId(accountId)));
    return toStatusDto(state, this.clock.now().toISOString(), locale);
  }
}

@QueryHandler(ListAdminVerificationsQuery)
export class ListAdminVerificationsHandler implements IQueryHandler<ListAdminVerificationsQuery> {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}
  execute({ query }: ListAdminVerificationsQuery) {
    return listAdminVerifications(this.sql, { ...query, now: this.clock.now() });
  }
}

@QueryHandler(GetAdminVerificationQuery)
export class GetAdminVerificationHandler implements IQueryHandler<GetAdminVerificationQuery> {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}
  execute({ attemptId }: GetAdminVerificationQuery) {
    return getAdminVerification(this.sql, attemptId, this.clock.now());
  }
}

@QueryHandler(AccountOfAttemptQuery)
export class AccountOfAttemptHandler implements IQueryHandler<AccountOfAttemptQuery> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}
  execute({ attemptId }: AccountOfAttemptQuery) {
    return accountOfVerificationAttempt(this.sql, attemptId);
  }
}

export const VERIFICATION_QUERY_HANDLERS = [
  VerificationStateHandler,
  VerificationStatusHandler,
  ListAdminVerificationsHandler,
  GetAdminVerificationHandler,
  AccountOfAttemptHandler,
];
