import { z } from 'zod';
import { code } from '../messages';

/** What an advertiser may hear of by SMS (issue 25, deliverable 4); each is off until chosen. */
export const SMS_NOTICE_KINDS = ['adDecided', 'verificationDecided', 'messageRequest'] as const;
export type SmsNoticeKind = (typeof SMS_NOTICE_KINDS)[number];

const choice = z.boolean({ message: code('phone:badNoticeChoice') });

/** PUT /api/user/phone/notices: the whole choice (a missing kind is an error, not "unchanged"). */
export const SmsNoticeSettingsInput = z.strictObject({
  adDecided: choice,
  verificationDecided: choice,
  messageRequest: choice,
});
export type SmsNoticeSettingsInput = z.infer<typeof SmsNoticeSettingsInput>;

/**
 * GET/PUT /api/user/phone/notices: the choice, whether it can be turned on (a verified number), and the limits the
 * page states: the quiet hours (Warsaw wall clock, `HH:MM`, null when there are none) and the monthly cap.
 */
export const SmsNoticeSettingsDto = z.object({
  adDecided: z.boolean(),
  verificationDecided: z.boolean(),
  messageRequest: z.boolean(),
  available: z.boolean(),
  quietHours: z.object({ from: z.string(), to: z.string() }).nullable(),
  perMonth: z.number().int(),
});
export type SmsNoticeSettingsDto = z.infer<typeof SmsNoticeSettingsDto>;
