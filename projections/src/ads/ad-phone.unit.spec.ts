import { adPhoneE164 } from './ad-phone';

describe("the ad's phone as E.164 (what the phone mark compares)", () => {
  it.each([
    ['600 100 200', '+48600100200'],
    ['600-100-200', '+48600100200'],
    ['+48 600 100 200', '+48600100200'],
    ['0048600100200', '+48600100200'],
    ['+49 1512 3456789', '+4915123456789'],
    ['22 123 45 67', '+48221234567'],
  ])('%s → %s', (typed, e164) => expect(adPhoneE164(typed)).toBe(e164));

  it.each(['123', '600 100 20', '+48 600 100 200 1', 'abc600100200'])('%s is no number', (typed) => expect(adPhoneE164(typed)).toBeNull());
});
