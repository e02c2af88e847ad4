import { AD_EVENTS, type AdCommand } from '@anonse/contracts';
import type { Decider } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import type { AdEvent } from '@anonse/contracts';
import { evolveAd, initialAdState, type AdState } from './state';

export class AdNotFoundError extends DomainError {
  override readonly name = 'AdNotFoundError';
  constructor(adId: string) {
    super('not_found', 'ads:adNotFound', `ad ${adId} does not exist`);
  }
}

/** Moderation decides once: only a pending ad can be approved or rejected. */
export class AdAlreadyDecidedError extends DomainError {
  override readonly name = 'AdAlreadyDecidedError';
  constructor(readonly current: string) {
    super('conflict', 'ads:alreadyDecided', `the ad is already ${current}`);
  }
}

export class AdAlreadyExistsError extends DomainError {
  override readonly name = 'AdAlreadyExistsError';
  constructor() {
    super('conflict', 'platform:conflict', 'the ad already exists');
  }
}

export class RejectionReasonRequiredError extends DomainError {
  override readonly name = 'RejectionReasonRequiredError';
  constructor() {
    super('invalid', 'ads:reasonRequired', 'a rejection needs a reason', 'reason');
  }
}

export function decideAd(command: AdCommand, state: AdState): AdEvent[] {
  switch (command.type) {
    case 'CreateAd':
      if (state.status !== 'none') throw new AdAlreadyExistsError();
      return [{ type: 'AdCreated', data: { adId: command.adId, ownerId: command.ownerId, fields: command.fields, createdAt: command.now } }];
    case 'ApproveAd':
      if (state.status === 'none') throw new AdNotFoundError(command.adId);
      if (state.status !== 'pending') throw new AdAlreadyDecidedError(state.status);
      return [{ type: 'AdApproved', data: { adId: command.adId, approvedBy: command.moderatorId, approvedAt: command.now } }];
    case 'RejectAd': {
      if (state.status === 'none') throw new AdNotFoundError(command.adId);
      const reason = command.reason.trim();
      if (!reason) throw new RejectionReasonRequiredError();
      if (state.status !== 'pending') throw new AdAlreadyDecidedError(state.status);
      return [{ type: 'AdRejected', data: { adId: command.adId, ownerId: state.ownerId, rejectedBy: command.moderatorId, reason, rejectedAt: command.now } }];
    }
  }
}

export const adDecider: Decider<AdCommand, AdEvent, AdState> = { events: AD_EVENTS, initialState: initialAdState, evolve: evolveAd, decide: decideAd };
