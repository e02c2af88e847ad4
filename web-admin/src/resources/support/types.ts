import type { SupportMessageDto } from '@anonse/contracts';

/** One contact message as GET /api/admin/support(/:id) answers it (the thread only in the answer about one). */
export type SupportRecord = SupportMessageDto;
