import { Injectable } from '@nestjs/common';
import { ROLES, type Actor, type AdCommand, type AdEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { AccountEmailService } from '#api/contexts/accounts/index';
import type { AdState } from '../domain/state';

export class EmailNotConfirmedError extends DomainError {
  override readonly name = 'EmailNotConfirmedError';
  constructor() {
    super('forbidden', 'ads:emailNotConfirmed', 'the e-mail address must be confirmed before an ad goes to moderation');
  }
}

/** The events that put an ad's whole content before a moderator: a new ad, or a pending or rejected one resubmitted. */
const TO_MODERATION: ReadonlySet<AdEvent['type']> = new Set(['AdCreated', 'AdResubmitted']);

/**
 * An ad goes to moderation only from an account whose address is confirmed (docs/architecture.md § The life of
 * an ad), so a moderator's decision (and every later notice) reaches someone. Checked in the handlers, since the
 * ad's stream cannot know the accounts context's state; administrators are exempt (their accounts have no mailbox
 * flow).
 */
@Injectable()
export class PosterEmailCheck {
  constructor(private readonly emails: AccountEmailService) {}

  /** Whether `actor` may send an ad to moderation now (read from the account's stream, so a fresh link counts at once). */
  async mayPost(actor: Actor): Promise<boolean> {
    if (actor.role === ROLES.administrator) return true;
    return !!actor.id && (await this.emails.isEmailConfirmed(actor.id));
  }

  async check(actor: Actor): Promise<void> {
    if (!(await this.mayPost(actor))) throw new EmailNotConfirmedError();
  }

  /**
   * The ads decider, refusing any decision that would send an ad to moderation when `mayPost` is false. Deciding
   * first keeps the decider's own answers (not found, not the owner, a stale revision) ahead of this one, and
   * leaves edits that need no moderation of the whole ad (a live ad's revision) alone.
   */
  guard(decider: Decider<AdCommand, AdEvent, AdState>, mayPost: boolean): Decider<AdCommand, AdEvent, AdState> {
    if (mayPost) return decider;
    return {
      ...decider,
      decide: (command, state) => {
        const events = decider.decide(command, state);
        if (events.some((e) => TO_MODERATION.has(e.type))) throw new EmailNotConfirmedError();
        return events;
      },
    };
  }
}
