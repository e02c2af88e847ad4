import type { ConversationSummaryDto, MessageDto } from './dto';
import { applySummary, codePoints, folderOf, lastPosition, mergeMessages, newestFromOther } from './thread';

const msg = (seq: number, extra: Partial<MessageDto> = {}): MessageDto => ({
  id: `m${seq}`,
  seq,
  mine: false,
  text: `text ${seq}`,
  deleted: false,
  hidden: false,
  sentAt: '2026-11-29T06:00:00.000Z',
  flags: { contact: [], scam: [] },
  photos: [],
  ...extra,
});

const summary = (id: string, extra: Partial<ConversationSummaryDto> = {}): ConversationSummaryDto => ({
  id,
  other: { id: 'acc', displayName: 'Ala', verified: false },
  ad: null,
  status: 'accepted',
  lastMessage: null,
  unread: 0,
  muted: false,
  archived: false,
  ...extra,
});

describe('mergeMessages', () => {
  it('keeps each message once, in order, whatever order and overlap the sources have', () => {
    const merged = mergeMessages([msg(1), msg(2), msg(3)], [msg(5), msg(3), msg(4), msg(5)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes the later copy of a message (hidden since it was first read)', () => {
    const merged = mergeMessages([msg(1)], [msg(1, { hidden: true, text: null })]);
    expect(merged).toEqual([msg(1, { hidden: true, text: null })]);
  });
});

describe('folders', () => {
  it('files a request received under requests, an archived one under archived, the rest in the inbox', () => {
    expect(folderOf({ status: 'request-received', archived: false })).toBe('requests');
    expect(folderOf({ status: 'request-sent', archived: false })).toBe('inbox');
    expect(folderOf({ status: 'accepted', archived: true })).toBe('archived');
  });

  it('moves an updated conversation to the top of its folder and drops it from one it left', () => {
    const list = [summary('a'), summary('b')];
    expect(applySummary(list, 'inbox', summary('b', { unread: 1 })).map((c) => c.id)).toEqual(['b', 'a']);
    expect(applySummary(list, 'inbox', summary('a', { archived: true })).map((c) => c.id)).toEqual(['b']);
  });
});

describe('positions and counts', () => {
  it('continues from the highest position seen', () => {
    expect(lastPosition(null, [])).toBeNull();
    expect(lastPosition(4, [{ position: 7 }, { position: 5 }])).toBe(7);
    expect(lastPosition(9, [{ position: 7 }])).toBe(9);
  });

  it('counts code points, as the 2,000-character limit does', () => {
    expect(codePoints('zażółć')).toBe(6);
    expect(codePoints('👍🏽')).toBe(2);
    expect(codePoints('😀'.repeat(3))).toBe(3);
  });

  it('finds the newest message of the other person', () => {
    expect(newestFromOther([msg(1), msg(2, { mine: true })])).toBe(1);
    expect(newestFromOther([msg(1, { mine: true })])).toBeNull();
  });
});
