import type { AdminSalon } from '@anonse/contracts';

/** One row of /api/admin/salons as react-admin holds it. */
export type SalonRecord = AdminSalon;
