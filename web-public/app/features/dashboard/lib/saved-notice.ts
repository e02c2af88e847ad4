import { isEditOutcome, type EditOutcome } from './ad-edit';

/** What the edit page hands the list when it goes back: what the save did, and to which ad. */
export interface SavedNotice {
  outcome: EditOutcome;
  title: string;
}

/** The navigation state to go back with. */
export const savedNoticeState = (notice: SavedNotice): { saved: SavedNotice } => ({ saved: notice });

/**
 * The notice in a location's state, or null. History state outlives the page that wrote it (reloads, old
 * entries), so anything of another shape is ignored rather than trusted.
 */
export function savedNoticeOf(state: unknown): SavedNotice | null {
  const saved = (state as { saved?: unknown } | null | undefined)?.saved as Partial<SavedNotice> | undefined;
  if (!saved || typeof saved !== 'object' || !isEditOutcome(saved.outcome) || typeof saved.title !== 'string') return null;
  return { outcome: saved.outcome, title: saved.title.slice(0, 200) };
}
