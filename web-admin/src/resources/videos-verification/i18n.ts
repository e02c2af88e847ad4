import type { Translation } from '#admin/i18n/translation';

/** `resources.videos-verification.*`. Rejection templates come from the contracts (`videos:reason_*`), in both languages. */
export const pl = {
  name: 'Weryfikacja filmów |||| Weryfikacja filmów',
  fields: {
    id: 'ID filmu',
    ownerId: 'Konto',
    adTitle: 'Ogłoszenie',
    status: 'Status',
    durationMs: 'Długość',
    uploadedAt: 'Przesłano',
    decidedAt: 'Decyzja',
    decidedBy: 'Zdecydował(a)',
  },
  empty: 'Żaden film nie czeka na decyzję.',
  attestation: {
    title: 'Oświadczenie przesyłającego',
    version: 'Wersja tekstu: %{version}',
    appears: 'Przesyłający występuje w filmie',
    notAppears: 'Przesyłający nie występuje w filmie',
    erased: 'Konto usunięte: odpowiedź nie jest już przechowywana',
    none: 'Brak oświadczenia',
  },
  decision: {
    approve: 'Zatwierdź',
    reject: 'Odrzuć',
    hide: 'Ukryj',
    reasons: 'Powody (szablony)',
    own: 'Własne słowa (opcjonalnie)',
    confirm_reject: 'Odrzuć film',
    cancel: 'Anuluj',
    done: 'Zapisano.',
    need_reason: 'Wybierz szablon albo wpisz powód.',
    failed: 'Nie udało się: %{error}',
  },
};

export const en: Translation<typeof pl> = {
  name: 'Video verification |||| Video verification',
  fields: {
    id: 'Video ID',
    ownerId: 'Account',
    adTitle: 'Ad',
    status: 'Status',
    durationMs: 'Length',
    uploadedAt: 'Uploaded',
    decidedAt: 'Decided',
    decidedBy: 'Decided by',
  },
  empty: 'No video is waiting for a decision.',
  attestation: {
    title: 'The uploader’s statement',
    version: 'Text version: %{version}',
    appears: 'The uploader appears in the video',
    notAppears: 'The uploader does not appear in the video',
    erased: 'Account deleted: the answer is no longer kept',
    none: 'No statement',
  },
  decision: {
    approve: 'Approve',
    reject: 'Reject',
    hide: 'Hide',
    reasons: 'Reasons (templates)',
    own: 'Your own words (optional)',
    confirm_reject: 'Reject the video',
    cancel: 'Cancel',
    done: 'Saved.',
    need_reason: 'Pick a template or write a reason.',
    failed: 'That did not work: %{error}',
  },
};
