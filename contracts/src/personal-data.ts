import { supportMessageSubject } from './support/support-events';

/**
 * Which event fields are personal data and whose key seals them (crypto-shredding, docs/architecture.md § People, data and safety).
 * Everything an advertiser writes about themselves is sex-life data under GDPR art. 9, so an ad's fields
 * are sealed whole; of an account, everything but its id and role. Declarative here, applied by the
 * event store's sealing decorator, so handlers and projectors work with plain events.
 */
export const personalDataSubject = (accountId: string): string => `person-${accountId}`;

/**
 * A login reservation is sealed under a subject of its own, named by the reservation's keyed hash: sealing it
 * under the person's subject would write the account id in clear into the sealed envelope and link the two
 * streams. Erasing a person erases this subject too (the account knows its login, so its key can be derived).
 */
export const loginReservationSubject = (loginKey: string): string => `login-${loginKey}`;

type Data = Record<string, unknown>;

export const PERSONAL_DATA_POLICY = {
  AdCreated: { subject: (d: Data) => personalDataSubject(String(d.ownerId)), fields: ['fields'] },
  AccountRegistered: {
    subject: (d: Data) => personalDataSubject(String(d.accountId)),
    fields: ['login', 'email', 'passwordHash'],
  },
  // The API's login reservation (stream named by a keyed hash of the login, so the name carries no login either).
  LoginReserved: { subject: (d: Data) => loginReservationSubject(String(d.loginKey)), fields: ['login', 'accountId'] },
  PasswordChanged: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['passwordHash'] },
  // The account's e-mail flows (accounts/account-email-events.ts): the addresses; token hashes are not personal.
  EmailConfirmationRequested: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['email'] },
  EmailChangeRequested: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['newEmail'] },
  EmailChanged: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['email'] },
  PasswordResetRequested: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['email'] },
  AdRejected: { subject: (d: Data) => personalDataSubject(String(d.ownerId)), fields: ['reason'] },
  // What someone keeps as favourites tells what they look for: sealed like their own ads.
  FavouriteAdded: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['adId'] },
  FavouriteRemoved: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['adId'] },
  PhotoProcessed: { subject: (d: Data) => personalDataSubject(String(d.ownerId)), fields: ['blurhash'] },
  PhotoRedacted: { subject: (d: Data) => personalDataSubject(String(d.ownerId)), fields: ['blurhash'] },
  AdResubmitted: { subject: (d: Data) => personalDataSubject(String(d.ownerId)), fields: ['fields'] },
  AdDetailsChanged: { subject: (d: Data) => personalDataSubject(String(d.ownerId)), fields: ['changes'] },
  AdChangesSubmitted: { subject: (d: Data) => personalDataSubject(String(d.ownerId)), fields: ['fields'] },
  AdChangesRejected: { subject: (d: Data) => personalDataSubject(String(d.ownerId)), fields: ['reason'] },
  // Where and when an advertiser will be, like the ad's own city (AdDetailsChanged).
  AdTourAnnounced: { subject: (d: Data) => personalDataSubject(String(d.ownerId)), fields: ['city', 'province', 'startsOn', 'endsOn'] },
  // A moderator's words about why a person's verification photos were refused (the template code is not personal).
  VerificationRejected: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['reason'] },
  AccountVerificationRevoked: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['reason'] },
  // An administrator's reason for moving someone's points may describe the person (a dispute, a complaint).
  PointsCredited: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['reason'] },
  PointsDeducted: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['reason'] },
  // Why a moderator blocked or unblocked someone, and what staff note about a person, describe that person.
  AccountBlocked: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['reason'] },
  AccountUnblocked: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['reason'] },
  AccountNoteAdded: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['text'] },
  // What a reporter wrote about someone ("she looks 16") is about the person reported, and goes with their keys.
  ReportFiled: { subject: (d: Data) => personalDataSubject(String(d.subjectAccountId)), fields: ['details'] },
  // What a person searches for, and which ads matched it, tells what they look for: sealed like their favourites.
  SavedSearchCreated: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['name', 'query'] },
  SavedSearchRenamed: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['name'] },
  SavedSearchAlerted: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['name', 'query', 'adIds'] },
  SavedSearchDigestCompiled: { subject: (d: Data) => personalDataSubject(String(d.accountId)), fields: ['searches'] },
  // A salon's fields hold its owner's phone and address; a moderator's reason may quote them.
  SalonCreated: { subject: (d: Data) => personalDataSubject(String(d.ownerId)), fields: ['fields'] },
  SalonEdited: { subject: (d: Data) => personalDataSubject(String(d.ownerId)), fields: ['fields'] },
  SalonRejected: { subject: (d: Data) => personalDataSubject(String(d.ownerId)), fields: ['reason'] },
  // A contact message and the staff's answers to it, under the message's own key: deleting it shreds only it.
  SupportMessageReceived: { subject: (d: Data) => supportMessageSubject(String(d.messageId)), fields: ['name', 'email', 'message'] },
  SupportReplySent: { subject: (d: Data) => supportMessageSubject(String(d.messageId)), fields: ['text'] },
} as const;
