import { ROLES } from '@anonse/contracts';
import {
  accountActionUrl,
  blockReasonOk,
  formatRole,
  mayBlock,
  parseRole,
  phoneHistoryKey,
  phoneRevokeReasonOk,
  unblockReasonOk,
} from './account-rules';

describe('account screen rules', () => {
  it('shows block buttons only to whoever the API lets decide: moderators for users, administrators for anyone else', () => {
    expect(mayBlock(ROLES.moderator, ROLES.user, false)).toBe(true);
    expect(mayBlock(ROLES.moderator, ROLES.moderator, false)).toBe(false);
    expect(mayBlock(ROLES.moderator, ROLES.administrator, false)).toBe(false);
    expect(mayBlock(ROLES.administrator, ROLES.moderator, false)).toBe(true);
    expect(mayBlock(ROLES.administrator, ROLES.user, true)).toBe(false);
    expect(mayBlock(ROLES.auditor, ROLES.user, false)).toBe(false);
    expect(mayBlock(undefined, ROLES.user, false)).toBe(false);
  });

  it('counts the reason as the API does (code points, trimmed)', () => {
    expect(blockReasonOk('  ab ')).toBe(false);
    expect(blockReasonOk('😀😀😀')).toBe(true);
    expect(blockReasonOk('x'.repeat(501))).toBe(false);
    expect(unblockReasonOk('')).toBe(true);
  });

  it('sends roles as numbers and builds the decision URLs', () => {
    expect(parseRole('2')).toBe(2);
    expect(parseRole('')).toBeUndefined();
    expect(formatRole(0)).toBe('0');
    expect(accountActionUrl('/api/admin', 'a/b', 'block')).toBe('/api/admin/accounts/a%2Fb/block');
  });

  it("checks a phone revocation's reason as the API does, and names every history entry", () => {
    expect(phoneRevokeReasonOk(' ab ')).toBe(false);
    expect(phoneRevokeReasonOk('Numer z cudzego ogłoszenia')).toBe(true);
    expect(phoneRevokeReasonOk('x'.repeat(1001))).toBe(false);
    expect(
      [
        'PhoneCodeSent',
        'PhoneCodeRejected',
        'PhoneVerified',
        'PhoneVerificationRevoked',
        'SmsNoticesChosen',
        'SmsNoticeDropped',
        'PhoneSomethingNew',
      ].map(phoneHistoryKey),
    ).toEqual(['sent', 'rejected', 'verified', 'revoked', 'notices', 'noticeDropped', 'other']);
  });
});
