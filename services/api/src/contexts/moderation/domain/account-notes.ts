import { ACCOUNT_NOTE_EVENTS, assertNever, type AccountNoteEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';

/** Notes only accumulate (staff's record of what they saw); the ids taken tell a retried note from a new one. */
export interface AccountNotesState {
  noteIds: ReadonlySet<string>;
}

/** The account was checked to exist before deciding. */
export interface AddAccountNote {
  type: 'AddAccountNote';
  noteId: string;
  accountId: string;
  text: string;
  authorId: string;
  now: string;
}

export function evolveAccountNotes(state: AccountNotesState, event: AccountNoteEvent): AccountNotesState {
  switch (event.type) {
    case 'AccountNoteAdded':
      return { noteIds: new Set([...state.noteIds, event.data.noteId]) };
    default:
      return assertNever(event.type); // a one-event union narrows by its tag, not as a whole
  }
}

export function decideAccountNote(command: AddAccountNote, state: AccountNotesState): AccountNoteEvent[] {
  if (state.noteIds.has(command.noteId)) return [];
  const { noteId, accountId, text, authorId, now } = command;
  return [{ type: 'AccountNoteAdded', data: { noteId, accountId, text, authorId, addedAt: now } }];
}

export const accountNotesDecider: Decider<AddAccountNote, AccountNoteEvent, AccountNotesState> = {
  events: ACCOUNT_NOTE_EVENTS,
  initialState: () => ({ noteIds: new Set() }),
  evolve: evolveAccountNotes,
  decide: decideAccountNote,
};
