import { DomainError } from '#api/platform/domain/domain-error';

export class ForumCategoryNotFoundError extends DomainError {
  override readonly name = 'ForumCategoryNotFoundError';
  constructor(field?: string) {
    super('not_found', 'forum:categoryNotFound', 'no such forum category', field);
  }
}
export class ForumCategoryArchivedError extends DomainError {
  override readonly name = 'ForumCategoryArchivedError';
  constructor() {
    super('conflict', 'forum:categoryArchived', 'the category is archived', 'categoryId');
  }
}
export class ForumSlugTakenError extends DomainError {
  override readonly name = 'ForumSlugTakenError';
  constructor() {
    super('conflict', 'forum:categorySlugTaken', 'another owner holds this forum address', 'slug');
  }
}
export class ForumTopicNotFoundError extends DomainError {
  override readonly name = 'ForumTopicNotFoundError';
  constructor() {
    super('not_found', 'forum:topicNotFound', 'no such topic');
  }
}
export class ForumPostNotFoundError extends DomainError {
  override readonly name = 'ForumPostNotFoundError';
  constructor() {
    super('not_found', 'forum:postNotFound', 'no such post');
  }
}
export class NotYourPostError extends DomainError {
  override readonly name = 'NotYourPostError';
  constructor() {
    super('forbidden', 'forum:notYourPost', 'only the author may change this post');
  }
}
export class EditWindowClosedError extends DomainError {
  override readonly name = 'EditWindowClosedError';
  constructor() {
    super('conflict', 'forum:editWindowClosed', 'the edit window has closed');
  }
}
export class NotQueuedError extends DomainError {
  override readonly name = 'NotQueuedError';
  constructor() {
    super('conflict', 'forum:notQueued', 'the post is not waiting for moderation');
  }
}
export class ForumTagNotFoundError extends DomainError {
  override readonly name = 'ForumTagNotFoundError';
  constructor(field?: string) {
    super('not_found', 'forum:tagNotFound', 'no such forum tag', field);
  }
}
export class ForumTagTakenError extends DomainError {
  override readonly name = 'ForumTagTakenError';
  constructor() {
    super('conflict', 'forum:tagTaken', 'the new text is another tag', 'to');
  }
}
export class ForumTagIntoItselfError extends DomainError {
  override readonly name = 'ForumTagIntoItselfError';
  constructor() {
    super('invalid', 'forum:tagIntoItself', 'a tag cannot be merged into itself', 'into');
  }
}
export class ForumTopicLockedError extends DomainError {
  override readonly name = 'ForumTopicLockedError';
  constructor() {
    super('conflict', 'forum:topicLocked', 'the topic is locked', 'body');
  }
}
export class OpeningPostHiddenError extends DomainError {
  override readonly name = 'OpeningPostHiddenError';
  constructor() {
    super('invalid', 'forum:openingPostHidden', 'the opening post cannot be hidden');
  }
}
export class OwnPostFlaggedError extends DomainError {
  override readonly name = 'OwnPostFlaggedError';
  constructor() {
    super('forbidden', 'forum:ownPostFlagged', 'a member cannot flag their own post');
  }
}
/** One flag per member and post: a second is refused (409) rather than counted, so one member cannot hide a post. */
export class AlreadyFlaggedError extends DomainError {
  override readonly name = 'AlreadyFlaggedError';
  constructor() {
    super('conflict', 'forum:alreadyFlagged', 'this member has already flagged the post');
  }
}
/** Staff keep this account from posting on the forum until a moderator lifts it. */
export class BannedFromForumError extends DomainError {
  override readonly name = 'BannedFromForumError';
  constructor() {
    super('forbidden', 'forum:banned', 'the account may not post on the forum');
  }
}
export class MergeIntoItselfError extends DomainError {
  override readonly name = 'MergeIntoItselfError';
  constructor() {
    super('invalid', 'forum:mergeIntoItself', 'a topic cannot be merged into itself', 'intoTopicId');
  }
}
