import type { AdminVideoDto } from '@anonse/contracts';

/** One clip as GET /api/admin/videos answers it. */
export type VideoRecord = AdminVideoDto;
