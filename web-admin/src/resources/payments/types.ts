import type { AdminPaymentDto } from '@anonse/contracts';

/** A payment order as GET /api/admin/payments returns it. */
export type PaymentRecord = AdminPaymentDto;
