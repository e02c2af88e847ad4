import { z } from 'zod';
import { AdDetail } from '../ads/ad-dto';
import { PublicPhoto } from '../media/photo-dto';

/**
 * GET /api/admin/ads/{id} — an ad as the console shows it: everything of AdDetail, plus what a moderator needs to
 * judge a waiting revision (its photos, which AdDetail's `photos` leave out because they are not public yet) and
 * the owner's login (null once the account is gone).
 */
export const AdminAdDetail = AdDetail.extend({
  /** The ready photos of `pendingFields`, in the owner's order (empty without a waiting revision). */
  pendingPhotos: z.array(PublicPhoto),
  ownerLogin: z.string().nullable(),
});
export type AdminAdDetail = z.infer<typeof AdminAdDetail>;
