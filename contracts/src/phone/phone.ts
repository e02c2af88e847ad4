import { z } from 'zod';
import { code } from '../messages';
import { text } from '../text';

/** Defaults of the limits (PHONE_* variables override them; docs in README "Environment variables"). */
export const PHONE_LIMITS = {
  codeTtlMinutes: 10,
  checksPerCode: 5,
  sendsPerDay: 5,
  cooldownSeconds: 60,
  accountsPerNumber: 1,
} as const;

/** POST /api/user/phone: the number as typed (spaces, +48, 0048 or none); parsed and checked by the server. */
export const StartPhoneVerificationInput = z.strictObject({
  number: z
    .string({ message: code('phone:badNumber') })
    .trim()
    .min(3, { message: code('phone:badNumber') })
    .max(32, { message: code('phone:badNumber') }),
});
export type StartPhoneVerificationInput = z.infer<typeof StartPhoneVerificationInput>;

/** POST /api/user/phone/confirm: the 6 digits of the SMS. */
export const ConfirmPhoneInput = z.strictObject({
  code: z
    .string({ message: code('phone:badCode') })
    .trim()
    .regex(/^\d{6}$/, { message: code('phone:badCode') }),
});
export type ConfirmPhoneInput = z.infer<typeof ConfirmPhoneInput>;

/** POST /api/admin/phone/:accountId/revoke. */
export const RevokePhoneInput = z.strictObject({ reason: text({ min: 3, max: 1000, multiline: true }) });
export type RevokePhoneInput = z.infer<typeof RevokePhoneInput>;

/**
 * The owner's view. `pending`: a code is out for `pendingNumber`; `resendAt`: when another code may be sent (the
 * cooldown, or the day's limit); `checksLeft`: wrong codes the pending one still takes.
 */
export const PhoneStatusDto = z.object({
  state: z.enum(['none', 'pending', 'verified']),
  verifiedNumber: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  pendingNumber: z.string().nullable(),
  codeExpiresAt: z.string().nullable(),
  checksLeft: z.number().int(),
  resendAt: z.string().nullable(),
  sendsLeftToday: z.number().int(),
});
export type PhoneStatusDto = z.infer<typeof PhoneStatusDto>;

/** One SMS as the development outbox (administrators, never in production) and the console show it. */
export const SmsMessageDto = z.object({
  id: z.string(),
  accountId: z.string(),
  recipient: z.string().nullable(),
  text: z.string().nullable(),
  status: z.enum(['pending', 'sending', 'sent', 'delivered', 'undelivered', 'failed']),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SmsMessageDto = z.infer<typeof SmsMessageDto>;

/** The console's view of an account's phone (a personal-data view, logged). */
export const AdminPhoneDto = z.object({
  accountId: z.string(),
  state: z.enum(['none', 'pending', 'verified']),
  verifiedNumber: z.string().nullable(),
  history: z.array(z.object({ type: z.string(), at: z.string(), number: z.string().nullable(), detail: z.string().nullable() })),
});
export type AdminPhoneDto = z.infer<typeof AdminPhoneDto>;

/**
 * GET /api/admin/phone-watch: the fraud watch (issue 25). Codes sent per hour and country over the last day with how
 * many were typed back, the completion of the last judged hour (codes whose 10 minutes are over), whether it is low
 * enough to alarm, and how much of the hourly send budget the last hour used. Counts only: no number, no account.
 */
export const PhoneWatchDto = z.object({
  hours: z.array(z.object({ hour: z.string(), country: z.string(), sends: z.number(), completed: z.number() })),
  judged: z.object({ from: z.string(), to: z.string(), sends: z.number(), completed: z.number(), rate: z.number().nullable() }),
  alert: z.boolean(),
  threshold: z.number(),
  minSends: z.number(),
  budgetPerHour: z.number(),
  sentLastHour: z.number(),
});
export type PhoneWatchDto = z.infer<typeof PhoneWatchDto>;

/**
 * Whether the completion rate alarms: enough codes to judge, and fewer typed back than the threshold. A pumping
 * attack sends to numbers nobody reads, so its codes never come back.
 */
export function completionAlarms(judged: { sends: number; completed: number }, threshold: number, minSends: number): boolean {
  return judged.sends >= minSends && judged.completed / judged.sends < threshold;
}
