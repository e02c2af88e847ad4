import type { ReportDto } from '@anonse/contracts';

/** One report as GET /api/admin/reports answers it. */
export type ReportRecord = ReportDto;
