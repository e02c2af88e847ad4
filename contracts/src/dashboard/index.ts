import { z } from 'zod';
import { code } from '../messages';

/** The moderation queues the dashboard counts. */
export const DASHBOARD_QUEUES = ['ads', 'revisions', 'verifications', 'reports'] as const;
export const DashboardQueueName = z.enum(DASHBOARD_QUEUES);
export type DashboardQueueName = z.infer<typeof DashboardQueueName>;

/** One waiting item: what it is, since when it waits (the console shows the age and links to it). */
export const DashboardQueueItem = z.object({
  queue: DashboardQueueName,
  id: z.string(),
  label: z.string().nullable(),
  since: z.string(),
  ageSeconds: z.number().int().min(0),
  urgent: z.boolean().optional(),
});
export type DashboardQueueItem = z.infer<typeof DashboardQueueItem>;

export const DashboardQueueCount = z.object({
  queue: DashboardQueueName,
  count: z.number().int().min(0),
  /** Age of the oldest waiting item; null when the queue is empty. */
  oldestAgeSeconds: z.number().int().min(0).nullable(),
  /** False when the queue's read model does not exist in this deployment (reports before their context lands). */
  /** Reports only: how many are urgent (underage, coercion), which the console shows as an alert. */
  urgent: z.number().int().min(0).optional(),
});
export type DashboardQueueCount = z.infer<typeof DashboardQueueCount>;

/** GET /api/admin/dashboard/queue */
export const DashboardQueueDto = z.object({ now: z.string(), queues: z.array(DashboardQueueCount), oldest: z.array(DashboardQueueItem) });
export type DashboardQueueDto = z.infer<typeof DashboardQueueDto>;

/** Daily counters the dashboard projector keeps (Europe/Warsaw days). */
export const DASHBOARD_METRICS = [
  'approvals',
  'rejections',
  'registrations',
  'pointsCredited',
  'pointsSpent',
  'pointsRefunded',
  'pointsDeducted',
] as const;
export type DashboardMetric = (typeof DASHBOARD_METRICS)[number];

/** The longest range one charts request may cover (a bit over a year). */
export const DASHBOARD_MAX_DAYS = 400;
const day = z.iso.date();
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** GET /api/admin/dashboard/charts?from&to — calendar days in Europe/Warsaw, both included; default the last 30 days. */
export const DashboardChartsParams = z
  .object({ from: day.optional(), to: day.optional() })
  .strict()
  .refine((p) => !p.from || !p.to || p.from <= p.to, { message: code('common:fromAboveTo') })
  .refine((p) => !p.from || !p.to || (dayMs(p.to) - dayMs(p.from)) / 86_400_000 < DASHBOARD_MAX_DAYS, {
    message: code('common:invalidRange'),
  });
export type DashboardChartsParams = z.infer<typeof DashboardChartsParams>;

export const DashboardChartDay = z.object({
  day: z.string(),
  approvals: z.number().int(),
  rejections: z.number().int(),
  /** Median seconds from submission (or resubmission, or a revision) to the decision, over that day's decisions. */
  medianDecisionSeconds: z.number().nullable(),
  decisions: z.number().int(),
  registrations: z.number().int(),
  pointsCredited: z.number().int(),
  pointsSpent: z.number().int(),
});
export type DashboardChartDay = z.infer<typeof DashboardChartDay>;

export const DashboardChartsDto = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.literal('Europe/Warsaw'),
  days: z.array(DashboardChartDay),
});
export type DashboardChartsDto = z.infer<typeof DashboardChartsDto>;

/** GET /api/admin/online — one row per account that is connected now or was seen lately. */
export const OnlineAccountDto = z.object({
  id: z.string(),
  login: z.string(),
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
  connections: z.number().int().min(0),
});
export type OnlineAccountDto = z.infer<typeof OnlineAccountDto>;
