import { z } from 'zod';
import { text } from '../text';
import { AdFields } from './ad-fields';

/** POST /api/anonse — body. The ad id is chosen by the server; `commandId` makes a retried POST idempotent. */
export const CreateAdInput = AdFields;
export type CreateAdInput = z.infer<typeof CreateAdInput>;

export const RejectAdInput = z.object({ reason: text({ min: 3, max: 1000, multiline: true }) });
export type RejectAdInput = z.infer<typeof RejectAdInput>;

/** Commands of the ad aggregate as the domain sees them (the HTTP layer adds ids and the actor). */
export type AdCommand =
  | { type: 'CreateAd'; adId: string; ownerId: string; fields: AdFields; now: string }
  | { type: 'ApproveAd'; adId: string; moderatorId: string; now: string }
  | { type: 'RejectAd'; adId: string; moderatorId: string; reason: string; now: string };
