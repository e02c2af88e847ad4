import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

export const en: Shape<typeof pl> = {
  reports: {
    button: 'Report',
    buttonLabel: 'Report this ad to the moderators',
    title: 'Report this ad',
    intro: 'Your report goes to the moderators. You do not need to be signed in. Reports of minors and coercion are reviewed first.',
    reason: 'Reason',
    reasons: {
      underage: 'The person may be underage',
      coercion: 'Coercion or human trafficking',
      scam: 'Scam (e.g. payment in advance)',
      fake_photos: "Fake or someone else's photos",
      wrong_category: 'Wrong category',
      spam: 'Spam',
      other: 'Another reason',
    },
    details: 'Details (optional)',
    detailsHint: 'At most 2000 characters. Leave out your own details if you prefer.',
    chooseReason: 'Choose a reason for the report.',
    send: 'Send report',
    sending: 'Sending…',
    cancel: 'Cancel',
    close: 'Close',
    thanks: 'Thank you. Your report has reached the moderators.',
    tooMany: 'Too many reports were sent from this address. Thank you — please try again later.',
    gone: 'This ad is no longer on the site.',
    failed: 'The report could not be sent. Please try again.',
    video: {
      buttonLabel: 'Report this video to the moderators',
      title: 'Report this video',
      intro:
        'Your report goes to the moderators, who review the video again. You do not need to be signed in. Videos that may show a minor or someone acting under coercion are reviewed first.',
      gone: 'This video is no longer on the site.',
      reasons: {
        underage: 'Someone in the video may be underage',
        coercion: 'Someone in the video may be acting under coercion',
        fake_photos: "The video does not show the advertiser or is someone else's",
        scam: 'Scam (e.g. payment in advance)',
        spam: 'Spam or advertising',
        other: 'Another reason',
      },
    },
  },
};
