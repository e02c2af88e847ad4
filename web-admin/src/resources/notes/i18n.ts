import type { Translation } from '#admin/i18n/translation';

/** `resources.notes.*`: staff's internal notes on an account, and the claim banner of every moderated item. */
export const pl = {
  name: 'Notatka |||| Notatki',
  fields: { text: 'Treść', authorLogin: 'Autor', createdAt: 'Dodano', accountId: 'Konto' },
  title: 'Notatki wewnętrzne',
  hint: 'Widoczne tylko dla zespołu, nigdy dla właściciela konta.',
  empty: 'Brak notatek. Zapisz tu, co ustalono z tą osobą, aby inni moderatorzy to widzieli.',
  add: 'Dodaj notatkę',
  added: 'Notatka dodana.',
  failed: 'Nie udało się: %{error}',
  deleted_author: '(konto usunięte)',
  claim: {
    open_by: 'Otwarte przez %{login} (do %{until}). Możesz czytać, ale decyzję zostaw tej osobie.',
  },
};

export const en: Translation<typeof pl> = {
  name: 'Note |||| Notes',
  fields: { text: 'Text', authorLogin: 'Author', createdAt: 'Added', accountId: 'Account' },
  title: 'Internal notes',
  hint: "Visible to staff only, never to the account's owner.",
  empty: 'No notes yet. Write down what was agreed with this person so other moderators can see it.',
  add: 'Add note',
  added: 'Note added.',
  failed: 'Failed: %{error}',
  deleted_author: '(account deleted)',
  claim: {
    open_by: 'Open by %{login} (until %{until}). You may read it, but leave the decision to them.',
  },
};
