import { assertNever, FORUM_CATEGORY_EVENTS, type ForumCategoryEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { ForumCategoryNotFoundError } from './errors';

export interface ForumCategoryState {
  exists: boolean;
  archived: boolean;
  name: string;
  description: string;
  position: number;
}

export const initialForumCategoryState = (): ForumCategoryState => ({
  exists: false,
  archived: false,
  name: '',
  description: '',
  position: 0,
});

export function evolveForumCategory(state: ForumCategoryState, event: ForumCategoryEvent): ForumCategoryState {
  switch (event.type) {
    case 'ForumCategoryCreated': {
      const { name, description, position } = event.data;
      return { exists: true, archived: false, name, description, position };
    }
    case 'ForumCategoryRenamed':
      return { ...state, name: event.data.name };
    case 'ForumCategoryDescribed':
      return { ...state, description: event.data.description };
    case 'ForumCategoryMoved':
      return { ...state, position: event.data.position };
    case 'ForumCategoryArchived':
      return { ...state, archived: true };
    default:
      return assertNever(event);
  }
}

interface Base {
  categoryId: string;
  now: string;
}
export interface CreateForumCategory extends Base {
  type: 'CreateForumCategory';
  slug: string;
  name: string;
  description: string;
  position: number;
}
/** Rename, describe and move in one: the console's form sends what it shows; only what changed is recorded. */
export interface ChangeForumCategory extends Base {
  type: 'ChangeForumCategory';
  name?: string;
  description?: string;
  position?: number;
}
export interface ArchiveForumCategory extends Base {
  type: 'ArchiveForumCategory';
}
export type ForumCategoryCommand = CreateForumCategory | ChangeForumCategory | ArchiveForumCategory;

/**
 * A category's life, kept by staff. Repeating what already holds decides nothing (a retried request, a form
 * saved unchanged). An archived category is frozen: it keeps its name for the topics that stay readable in it.
 */
export function decideForumCategory(command: ForumCategoryCommand, state: ForumCategoryState): ForumCategoryEvent[] {
  const { categoryId, now } = command;
  switch (command.type) {
    case 'CreateForumCategory': {
      if (state.exists) return [];
      const { slug, name, description, position } = command;
      return [{ type: 'ForumCategoryCreated', data: { categoryId, slug, name, description, position, createdAt: now } }];
    }
    case 'ChangeForumCategory': {
      if (!state.exists || state.archived) throw new ForumCategoryNotFoundError();
      const events: ForumCategoryEvent[] = [];
      if (command.name !== undefined && command.name !== state.name)
        events.push({ type: 'ForumCategoryRenamed', data: { categoryId, name: command.name, renamedAt: now } });
      if (command.description !== undefined && command.description !== state.description)
        events.push({ type: 'ForumCategoryDescribed', data: { categoryId, description: command.description, describedAt: now } });
      if (command.position !== undefined && command.position !== state.position)
        events.push({ type: 'ForumCategoryMoved', data: { categoryId, position: command.position, movedAt: now } });
      return events;
    }
    case 'ArchiveForumCategory':
      if (!state.exists) throw new ForumCategoryNotFoundError();
      return state.archived ? [] : [{ type: 'ForumCategoryArchived', data: { categoryId, archivedAt: now } }];
  }
}

export const forumCategoryDecider: Decider<ForumCategoryCommand, ForumCategoryEvent, ForumCategoryState> = {
  events: FORUM_CATEGORY_EVENTS,
  initialState: initialForumCategoryState,
  evolve: evolveForumCategory,
  decide: decideForumCategory,
};
