import { defineContractContext, sealedFor, loginReservationSubject } from '../contract-context';
import { ACCOUNTS_MESSAGES } from './messages';
import { PRIVACY_MESSAGES } from './privacy-messages';

/** The accounts context's share of the shared contracts (listed in ../context-list.ts). */
export const accountsContract = defineContractContext({
  name: 'accounts',
  messages: { accounts: ACCOUNTS_MESSAGES, privacy: PRIVACY_MESSAGES },
  personalData: {
    AccountRegistered: sealedFor('accountId', ['login', 'email', 'passwordHash']),
    // The API's login reservation (stream named by a keyed hash of the login, so the name carries no login either).
    LoginReserved: { subject: (d) => loginReservationSubject(String(d.loginKey)), fields: ['login', 'accountId'] },
    PasswordChanged: sealedFor('accountId', ['passwordHash']),
    // The account's e-mail flows (account-email-events.ts): the addresses; token hashes are not personal.
    EmailConfirmationRequested: sealedFor('accountId', ['email']),
    EmailChangeRequested: sealedFor('accountId', ['newEmail']),
    EmailChanged: sealedFor('accountId', ['email']),
    PasswordResetRequested: sealedFor('accountId', ['email']),
    // Why a moderator blocked or unblocked someone describes that person.
    AccountBlocked: sealedFor('accountId', ['reason']),
    AccountUnblocked: sealedFor('accountId', ['reason']),
  },
});
