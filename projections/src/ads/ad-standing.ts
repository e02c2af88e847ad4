import { assertNever, eventSubset, PHONE_EVENTS, PROMOTION_EVENTS, VERIFICATION_EVENTS, VIDEO_EVENTS } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';

/**
 * An ad's standing comes from other contexts' streams: the owner's verification (a badge on every ad of theirs),
 * the owner's verified phone number (the mark on every ad of theirs whose phone is that number, issue 25), the
 * ad's promotion (promoted until, the last rise to the top of its lists) and its approved clips (the cards' video
 * mark, issue 24). The ads read model folds these
 * events too, so every reader of `ads` (detail pages, the search index) sees one row with all of it.
 */
const VERIFICATION = eventSubset(VERIFICATION_EVENTS, ['AccountVerified', 'AccountVerificationRevoked']);
const PHONE = eventSubset(PHONE_EVENTS, ['PhoneVerified', 'PhoneVerificationRevoked']);
const PROMOTION = eventSubset(PROMOTION_EVENTS, ['AdPromoted', 'AdPromotionEnded', 'AdBumped']);
const VIDEO = eventSubset(VIDEO_EVENTS, ['VideoApproved', 'VideoBlurRequested', 'VideoRemoved']);
export const STANDING_EVENT_TYPES: readonly string[] = [...VERIFICATION.types, ...PHONE.types, ...PROMOTION.types, ...VIDEO.types];
const STANDING = new Set(STANDING_EVENT_TYPES);
export const isStandingEvent = (event: RecordedEvent): boolean => STANDING.has(event.type);

/**
 * Applies standing events in log order. Each statement also moves the row's `version` (the log position of its
 * last change), which the search index uses as its document revision: these events do not touch the ad's own
 * stream, so its revision alone could not tell a newer document from an older one.
 */
export async function applyStandingEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const raw of events) {
    // An erased person's events (sealed fields read as null) change nothing: their ads went with the account.
    if (raw.metadata[ERASED]) continue;
    const at = raw.position;
    if (VERIFICATION.has(raw.type)) {
      const event = VERIFICATION.parse(raw);
      switch (event.type) {
        case 'AccountVerified':
          await db.query(
            'INSERT INTO verified_owners (account_id, verified_at) VALUES ($1, $2) ON CONFLICT (account_id) DO UPDATE SET verified_at = excluded.verified_at',
            [event.data.accountId, event.data.verifiedAt],
          );
          await db.query('UPDATE ads SET verified = true, version = greatest(version, $2) WHERE owner_id = $1', [event.data.accountId, at]);
          break;
        case 'AccountVerificationRevoked':
          await db.query('DELETE FROM verified_owners WHERE account_id = $1', [event.data.accountId]);
          await db.query('UPDATE ads SET verified = false, version = greatest(version, $2) WHERE owner_id = $1', [
            event.data.accountId,
            at,
          ]);
          break;
        default:
          assertNever(event);
      }
    } else if (PHONE.has(raw.type)) {
      const event = PHONE.parse(raw);
      switch (event.type) {
        case 'PhoneVerified':
          // A new number replaces the old one: ads with the old number lose the mark, ads with the new one gain it.
          await db.query(
            'INSERT INTO phone_owners (account_id, number) VALUES ($1, $2) ON CONFLICT (account_id) DO UPDATE SET number = excluded.number',
            [event.data.accountId, event.data.number],
          );
          await db.query(
            'UPDATE ads SET phone_verified = coalesce(phone_e164 = $2, false), version = greatest(version, $3) WHERE owner_id = $1',
            [event.data.accountId, event.data.number, at],
          );
          break;
        case 'PhoneVerificationRevoked':
          await db.query('DELETE FROM phone_owners WHERE account_id = $1', [event.data.accountId]);
          await db.query('UPDATE ads SET phone_verified = false, version = greatest(version, $2) WHERE owner_id = $1', [
            event.data.accountId,
            at,
          ]);
          break;
        default:
          assertNever(event);
      }
    } else if (PROMOTION.has(raw.type)) {
      const event = PROMOTION.parse(raw);
      switch (event.type) {
        case 'AdPromoted':
          await db.query(
            `UPDATE ads SET promoted = true, promoted_at = $2, promoted_until = $3, version = greatest(version, $4) WHERE id = $1`,
            [event.data.adId, event.data.promotedAt, event.data.until, at],
          );
          break;
        case 'AdPromotionEnded':
          await db.query('UPDATE ads SET promoted = false, promoted_until = NULL, version = greatest(version, $2) WHERE id = $1', [
            event.data.adId,
            at,
          ]);
          break;
        case 'AdBumped':
          await db.query('UPDATE ads SET bumped_at = $2, version = greatest(version, $3) WHERE id = $1', [
            event.data.adId,
            event.data.bumpedAt,
            at,
          ]);
          break;
        default:
          assertNever(event);
      }
    } else if (VIDEO.has(raw.type)) {
      const event = VIDEO.parse(raw);
      switch (event.type) {
        case 'VideoApproved':
          await db.query('INSERT INTO ad_videos (video_id, ad_id) VALUES ($1, $2) ON CONFLICT (video_id) DO NOTHING', [
            event.data.videoId,
            event.data.adId,
          ]);
          await db.query('UPDATE ads SET has_video = true, version = greatest(version, $2) WHERE id = $1', [event.data.adId, at]);
          break;
        // A clip being blurred again waits for staff like a new one: the ad's video mark follows its approved clips.
        case 'VideoBlurRequested':
        case 'VideoRemoved': {
          // The list of approved clips knows the ad (a removal recorded before events named it does not); the mark
          // stays while another approved clip is left.
          const { rows } = await db.query<{ ad_id: string }>('DELETE FROM ad_videos WHERE video_id = $1 RETURNING ad_id', [
            event.data.videoId,
          ]);
          const adId = rows[0]?.ad_id;
          if (adId)
            await db.query(
              'UPDATE ads SET has_video = EXISTS (SELECT 1 FROM ad_videos WHERE ad_id = $1), version = greatest(version, $2) WHERE id = $1',
              [adId, at],
            );
          break;
        }
        default:
          assertNever(event);
      }
    }
  }
}
