import type { SupportChatMessageDto } from '@anonse/contracts/browser';
import { codePoints, isChatItem, mergeChat } from './chat';

const m = (seq: number, text = `m${seq}`): SupportChatMessageDto => ({
  id: `id-${seq}`,
  seq,
  author: seq % 2 ? 'person' : 'staff',
  text,
  sentAt: '2026-03-02T10:00:00.000Z',
  delivery: 'live',
});

describe('the support chat page', () => {
  it('keeps each message once, oldest first, whatever order and overlap they come in', () => {
    const loaded = [m(1), m(2)];
    expect(mergeChat(loaded, [m(4), m(2), m(3)]).map((x) => x.seq)).toEqual([1, 2, 3, 4]);
    expect(mergeChat(loaded, [])).toBe(loaded);
    expect(mergeChat(mergeChat(loaded, [m(3)]), [m(3), m(1)])).toHaveLength(3);
  });

  it('takes only well-formed live items and counts code points', () => {
    expect(isChatItem({ position: 5, chatId: 'a' })).toBe(true);
    expect(isChatItem({ position: '5', chatId: 'a' })).toBe(false);
    expect(isChatItem(null)).toBe(false);
    expect(codePoints('😀a')).toBe(2);
  });
});
