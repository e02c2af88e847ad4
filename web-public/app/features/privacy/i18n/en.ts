import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `privacy` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  privacy: {
    title: 'Account settings',
    intro: 'Your devices, your data and your account.',
    emailSettings: 'E-mail address and notifications',
    sessions: {
      title: 'Signed-in devices',
      intro: 'This is where you are signed in. If you do not recognise a device, sign it out and change your password.',
      unknownBrowser: 'Unknown browser',
      unknownOs: 'unknown system',
      device: '{{browser}} · {{os}}',
      thisDevice: 'This device',
      lastUsed: 'last used {{date}}',
      since: 'signed in {{date}}',
      end: 'Sign out',
      ending: 'Signing out…',
      endAll: 'Sign out of all devices',
      endAllHint: 'Ends every session, this one too. Sign in again afterwards.',
      failed: 'The device could not be signed out. Reload the page and try again.',
    },
    password: {
      title: 'Change your password',
      intro: 'Your other devices are signed out afterwards; this one stays signed in.',
      current: 'Current password',
      next: 'New password',
      confirm: 'Repeat the new password',
      submit: 'Change password',
      submitting: 'Changing…',
      done: 'Password changed. Your other devices were signed out.',
      failed: 'The password could not be changed. Try again.',
    },
    export: {
      title: 'Download your data',
      intro:
        'Everything we keep about you: your account, your ads in every state with their history, your favourites, notifications, signed-in devices and your photos. The ZIP archive holds a data.json file and every photo at the largest size we store; the JSON file alone gives the photos as links. You can download your data a few times an hour.',
      downloadZip: 'Download data with photos (ZIP)',
      download: 'Download the data only (JSON)',
    },
    delete: {
      title: 'Delete account',
      intro:
        'Deletion is final: your account, ads, photos and favourites disappear from the site, and the data we kept about you is destroyed for good. It cannot be undone.',
      password: 'Password',
      passwordHint: 'Enter your password to confirm it is you.',
      confirm: 'Type your login “{{login}}” to confirm',
      confirmMismatch: 'Type your login exactly.',
      submit: 'Delete my account for good',
      deleting: 'Deleting…',
      dialogTitle: 'Delete the account?',
      dialogText: 'The account “{{login}}” and all its data will be deleted for good. This cannot be undone.',
      cancel: 'Cancel',
      failed: 'The account could not be deleted. Please try again.',
    },
    seo: {
      title: 'Account settings',
      description: 'Devices, data download and deleting the account.',
    },
  },
};
