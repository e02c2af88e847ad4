import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `accountEmail` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  forgot: {
    title: 'Forgot your password?',
    intro: 'Enter the e-mail address of your account and we will send a link to set a new password.',
    email: 'E-mail*',
    submit: 'Send the link',
    sent: 'If this account exists, we have sent a link to set a new password to its e-mail address. The link is valid for one hour.',
    back: 'Back to log in',
  },
  reset: {
    title: 'Set a new password',
    intro: 'Type the new password twice. Once it is changed, you will be logged out on every device.',
    password: 'New password*',
    passwordConfirmation: 'Repeat the new password*',
    submit: 'Set the password',
    done: 'Your password has been changed. You can log in now.',
    login: 'Log in',
    noToken: 'This link is incomplete. Open the link from the e-mail, or ask for a new one.',
    askAgain: 'Ask for a new link',
  },
  confirm: {
    title: 'E-mail confirmation',
    intro: 'Click to confirm the e-mail address of your account.',
    submit: 'Confirm',
    doneEmail: 'Your e-mail address is confirmed. Thank you!',
    doneChange: 'Your new e-mail address is confirmed and is now the address of your account.',
    dashboard: 'Go to the dashboard',
  },
  settings: {
    title: 'E-mail',
    address: 'E-mail address',
    confirmed: 'confirmed',
    unconfirmed: 'not confirmed',
    unconfirmedHint:
      'Confirm the address with the link in the message we sent after you registered. Until then you cannot send an ad to moderation.',
    resend: 'Send the link again',
    resent: 'We have sent a new confirmation link.',
    pending: 'Waiting for confirmation: {{email}}. Until then the current address stays.',
    changeTitle: 'Change the e-mail address',
    newEmail: 'New e-mail address*',
    currentPassword: 'Current password*',
    changeSubmit: 'Send a link to the new address',
    changeSent: 'We have sent a link to the new address. Click it to finish the change.',
    languageTitle: 'Language of e-mails',
    languagePl: 'Polish',
    languageEn: 'English',
    languageSaved: 'Saved.',
    save: 'Save',
  },
  seo: {
    forgotTitle: 'Forgot your password? | anonse',
    forgotDescription: 'Set a new password for your anonse account.',
    resetTitle: 'New password | anonse',
    confirmTitle: 'E-mail confirmation | anonse',
    settingsTitle: 'E-mail | Dashboard | anonse',
  },
};
