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
  /** `expiresAt`: the end of the first term, from the configured term length. */
  | { type: 'ApproveAd'; adId: string; moderatorId: string; now: string; expiresAt: string }
  | { type: 'RejectAd'; adId: string; moderatorId: string; reason: string; now: string }
  | { type: 'UpdateAd'; adId: string; actorId: string; fields: AdFields; now: string }
  | { type: 'DeactivateAd'; adId: string; actorId: string; now: string }
  | { type: 'ReactivateAd'; adId: string; actorId: string; now: string }
  | { type: 'RenewAd'; adId: string; actorId: string; now: string; expiresAt: string }
  | { type: 'DeleteAd'; adId: string; actorId: string; now: string }
  /** The scheduler: remind the owner of the term ending at `expiresAt` (nothing if it changed meanwhile). */
  | { type: 'RemindAdExpiry'; adId: string; expiresAt: string; now: string }
  /** The scheduler: end the term if it has ended (nothing if the ad was renewed meanwhile). */
  | { type: 'ExpireAd'; adId: string; now: string }
  /** The owner: a tour of a city other than the ad's, on Warsaw dates (ad-tours.ts); `tourId` chosen by the handler. */
  | {
      type: 'AnnounceTour';
      adId: string;
      actorId: string;
      tourId: string;
      city: string;
      province: string;
      startsOn: string;
      endsOn: string;
      now: string;
    }
  | { type: 'CancelTour'; adId: string; actorId: string; tourId: string; now: string }
  /** The scheduler: the tour comes into force / ends (nothing when it is not due or already did). */
  | { type: 'StartTour'; adId: string; tourId: string; now: string }
  | { type: 'EndTour'; adId: string; tourId: string; now: string };

/** PUT /api/anonse/{id} — body: the whole ad as the owner wants it (the server sorts out what is immediate). */
export const UpdateAdInput = AdFields;
export type UpdateAdInput = z.infer<typeof UpdateAdInput>;
