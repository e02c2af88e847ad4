import { ACCOUNT_EVENTS, type AccountEvent, type Locale } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { evolveEmail, initialEmailState, type EmailState, type LinkKind, type MailLink } from './email-state';

interface NewLink {
  requestId: string;
  tokenHash: string;
  now: string;
  expiresAt: string;
}

export type EmailCommand =
  | ({ type: 'RequestEmailConfirmation' } & NewLink)
  | ({ type: 'RequestEmailChange'; newEmail: string } & NewLink)
  | ({ type: 'RequestPasswordReset' } & NewLink)
  /** A confirmation or e-mail change link was followed. */
  | { type: 'FollowEmailLink'; tokenHash: string; now: string }
  /** The password-reset link with a new password (hashed before deciding). */
  | { type: 'ResetPassword'; tokenHash: string; passwordHash: string; now: string }
  | { type: 'ChooseEmailLanguage'; locale: Locale; now: string }
  /** The system vouches for the address (demo accounts): no link, no mail; see AccountEmailService.confirmAsSystem. */
  | { type: 'ConfirmEmailAsSystem'; now: string };

/** The `requestId` of an EmailConfirmed that no link led to (its metadata names the system actor). */
export const SYSTEM_CONFIRMATION = 'system';

const linkError = (key: 'linkInvalid' | 'linkExpired' | 'linkUsed', message: string) =>
  new DomainError('invalid', `mail:${key}`, message, 'token');

/**
 * The link with this token among the kinds asked for, checked: unknown, superseded, used or expired links are
 * refused — all as 422 with a field error on `token`, so the page says why and nothing changes.
 */
function usableLink(state: EmailState & { status: 'registered' }, tokenHash: string, kinds: readonly LinkKind[], now: string): MailLink {
  const link = state.links.find((l) => l.tokenHash === tokenHash && kinds.includes(l.kind));
  if (!link || link.status === 'void') throw linkError('linkInvalid', 'no such link, or it was superseded');
  if (link.status === 'used') throw linkError('linkUsed', 'the link was used before');
  if (new Date(now) >= new Date(link.expiresAt)) throw linkError('linkExpired', 'the link expired');
  return link;
}

function registered(state: EmailState): EmailState & { status: 'registered' } {
  if (state.status !== 'registered') throw new DomainError('not_found', 'accounts:accountNotFound', 'the account does not exist');
  return state;
}

export function decideEmail(command: EmailCommand, current: EmailState): AccountEvent[] {
  const state = registered(current);
  const accountId = state.accountId;
  switch (command.type) {
    case 'RequestEmailConfirmation': {
      if (state.confirmed) throw new DomainError('conflict', 'mail:emailAlreadyConfirmed', 'the address is confirmed already');
      const { requestId, tokenHash, now, expiresAt } = command;
      return [
        { type: 'EmailConfirmationRequested', data: { accountId, requestId, tokenHash, requestedAt: now, expiresAt, email: state.email } },
      ];
    }
    case 'RequestEmailChange': {
      if (command.newEmail.toLowerCase() === state.email.toLowerCase())
        throw new DomainError('invalid', 'mail:sameEmail', 'the address is the current one', 'email');
      const { requestId, tokenHash, now, expiresAt, newEmail } = command;
      return [{ type: 'EmailChangeRequested', data: { accountId, requestId, tokenHash, requestedAt: now, expiresAt, newEmail } }];
    }
    case 'RequestPasswordReset': {
      const { requestId, tokenHash, now, expiresAt } = command;
      return [
        { type: 'PasswordResetRequested', data: { accountId, requestId, tokenHash, requestedAt: now, expiresAt, email: state.email } },
      ];
    }
    case 'FollowEmailLink': {
      const link = usableLink(state, command.tokenHash, ['confirmation', 'change'], command.now);
      if (link.kind === 'change')
        return [{ type: 'EmailChanged', data: { accountId, requestId: link.requestId, email: link.email, changedAt: command.now } }];
      // A confirmation link of an address the account no longer has is voided by EmailChanged; belt and braces.
      if (link.email.toLowerCase() !== state.email.toLowerCase()) throw linkError('linkInvalid', 'the link names a former address');
      return [{ type: 'EmailConfirmed', data: { accountId, requestId: link.requestId, confirmedAt: command.now } }];
    }
    case 'ResetPassword': {
      const link = usableLink(state, command.tokenHash, ['reset'], command.now);
      return [
        { type: 'PasswordResetCompleted', data: { accountId, requestId: link.requestId, completedAt: command.now } },
        { type: 'PasswordChanged', data: { accountId, passwordHash: command.passwordHash, changedAt: command.now } },
      ];
    }
    case 'ConfirmEmailAsSystem':
      return state.confirmed
        ? []
        : [{ type: 'EmailConfirmed', data: { accountId, requestId: SYSTEM_CONFIRMATION, confirmedAt: command.now } }];
    case 'ChooseEmailLanguage':
      return command.locale === state.locale
        ? []
        : [{ type: 'EmailLanguageChosen', data: { accountId, locale: command.locale, chosenAt: command.now } }];
  }
}

export const emailDecider: Decider<EmailCommand, AccountEvent, EmailState> = {
  events: ACCOUNT_EVENTS,
  initialState: initialEmailState,
  evolve: evolveEmail,
  decide: decideEmail,
};
