import { renderNotice } from '@anonse/contracts';
import type { RecordedEvent } from '@anonse/eventstore';
import { foldNotificationEvents } from '../notifications';

const at = '2025-06-01T10:00:00.000Z';
const until = '2025-06-08T10:00:00.000Z';
let position = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  streamId: 'promotion-ad1',
  revision: position,
  position: ++position,
  id: `00000000-0000-4000-8000-00000000000${position}`,
  type,
  data,
  metadata: {},
  createdAt: new Date(at),
});

describe('notices of a promotion', () => {
  it('tells the owner it started, ends soon, ended (by time or by an administrator) and was refunded', () => {
    const writes = foldNotificationEvents([
      recorded('AdPromoted', { adId: 'ad1', ownerId: 'o1', orderId: 'x', days: 7, promotedAt: at, until }),
      recorded('AdPromotionEndingSoon', { adId: 'ad1', ownerId: 'o1', until, remindedAt: at }),
      recorded('AdPromotionEnded', { adId: 'ad1', ownerId: 'o1', reason: 'expired', endedAt: until }),
      recorded('AdPromotionEnded', { adId: 'ad1', ownerId: 'o1', reason: 'endedByAdministrator', endedAt: until }),
      recorded('PromotionRefused', {
        adId: 'ad1',
        ownerId: 'o1',
        orderId: 'y',
        kind: 'promotion',
        points: 50,
        reason: 'adNotActive',
        refusedAt: at,
      }),
      recorded('PromotionEndExplained', { adId: 'ad1', reason: 'abuse', explainedAt: at }),
    ]);
    const rows = writes.flatMap((w) => (w.kind === 'insert' ? w.rows : []));
    expect(rows.map((r) => [r.kind, r.recipient_id, r.ad_id])).toEqual([
      ['promotionStarted', 'o1', 'ad1'],
      ['promotionEndingSoon', 'o1', 'ad1'],
      ['promotionEnded', 'o1', 'ad1'],
      ['promotionEndedByAdministrator', 'o1', 'ad1'],
      ['promotionRefunded', 'o1', 'ad1'],
    ]);
    const source = (i: number) => ({ kind: rows[i]!.kind, params: rows[i]!.params, adId: 'ad1', adTitle: null });
    expect(renderNotice(source(0), 'pl').text).toBe('Twoje ogłoszenie jest promowane do 8 czerwca 2025.');
    expect(renderNotice(source(1), 'en').text).toBe('The promotion of your ad ends on 8 June 2025. Buy more days to extend it.');
    expect(renderNotice(source(4), 'pl').text).toContain('50 pkt');
    expect(renderNotice(source(4), 'en').text).toContain('50 points');
  });
});
