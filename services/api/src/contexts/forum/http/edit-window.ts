import type { ForumPostDto } from '@anonse/contracts';

/**
 * A post as `viewerId` reads it: its `editableUntil` set when it is theirs and the window (FORUM_EDIT_WINDOW_MINUTES)
 * is still open at `now`, so a page offers "Edit" only where the API would take the edit.
 */
export function withEditWindow(post: ForumPostDto, viewerId: string | null, now: Date, minutes: number): ForumPostDto {
  const until = Date.parse(post.createdAt) + minutes * 60_000;
  const editable = viewerId !== null && post.author.id === viewerId && !post.erased && until >= now.getTime();
  return { ...post, editableUntil: editable ? new Date(until).toISOString() : null };
}
