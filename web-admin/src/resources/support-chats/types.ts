import type { AdminSupportChatDto } from '@anonse/contracts';

/** One chat as GET /api/admin/support-chats(/:id) answers it (the thread and notes only in the answer about one). */
export type SupportChatRecord = AdminSupportChatDto;
