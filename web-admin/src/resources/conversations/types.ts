import type { AdminConversationDto, AdminConversationListItem } from '@anonse/contracts';

/** One reported conversation as GET /api/admin/conversations lists it. */
export type ConversationListRecord = AdminConversationListItem;
/** One reported conversation as GET /api/admin/conversations/:id answers it: only the messages around its reports. */
export type ConversationRecord = AdminConversationDto;
