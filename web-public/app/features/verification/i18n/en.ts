import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `verification` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  title: 'Account verification',
  intro: 'A verified account gets the “verified” badge on all its ads, and clients can search for verified ads only.',
  howTitle: 'How it works',
  step1: 'Take a photo of yourself holding a card with your login ({{login}}) and today’s date ({{date}}).',
  step1Guest: 'Take a photo of yourself holding a card with your login and today’s date.',
  step2: 'Add a second photo in which you look as you do in your ad photos.',
  step3: 'Send both photos. A moderator compares them with your ad photos and decides — you will be notified.',
  privacyTitle: 'Your photos are safe',
  privacy:
    'Verification photos are encrypted with a key of their own, stored apart from public photos and never reachable at a public address. Only moderators see them, and every view is recorded. Once decided, the photos and their key are deleted.',
  guest: 'Log in to send your verification photos.',
  login: 'Log in',
  register: 'Create an account',
  statusTitle: 'Verification status',
  state: {
    none: 'The account is not verified yet.',
    draft: '{{count}} of {{total}} photos uploaded. Add the missing one and send.',
    pending: 'Your photos are waiting for a moderator (sent {{date}}).',
    verified: 'The account is verified (since {{date}}).',
    rejected: 'The verification was rejected on {{date}}.',
    revoked: 'The verification was revoked on {{date}}.',
  },
  badge: 'Verified',
  reason: 'Reason: {{reason}}',
  retryAfter: 'You can try again from {{date}}.',
  retryNow: 'You can try again.',
  photo1: 'Photo 1: a card with your login and today’s date',
  photo2: 'Photo 2: as you look in your ad photos',
  photoSent: 'Uploaded',
  choose: 'Choose a photo',
  formats: 'JPEG, PNG, WebP, AVIF, GIF or TIFF, up to 20 MB. Metadata (such as location) is removed.',
  upload: 'Upload the photos',
  uploading: 'Uploading…',
  submit: 'Send for verification',
  discard: 'Start again',
  needBoth: 'Choose both photos.',
  sent: 'Your photos have been sent. We will let you know the decision.',
  discarded: 'The draft and its photos have been deleted.',
  failed: 'That did not work. Please try again.',
  seo: {
    title: 'Account verification — 2 photos',
    description: 'Verify your account with two photos and get the “verified” badge on your ads.',
  },
};
