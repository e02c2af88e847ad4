import type { ApiContext } from '#api/platform/api-context';
import { ForumModule } from './forum.module';

/** The forum context: categories kept by staff, topics and replies by members, a queue for new accounts' posts. */
export const forumContext: ApiContext = { name: 'forum', module: ForumModule };

// The audit folds a topic's history with the topic's own evolve.
export { evolveForumTopic, initialForumTopicState, type ForumTopicState } from './domain/topic-state';
