import type { AdminVerificationDto } from '@anonse/contracts';

/** One verification attempt as GET /api/admin/verifications answers it (`id` = the attempt's id). */
export type VerificationRecord = AdminVerificationDto;
