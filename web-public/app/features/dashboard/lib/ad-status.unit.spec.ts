import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { countByStatus, formatDate, rejectionReasonOf, statusLabelKey, statusTone } from './ad-status';
import { DASHBOARD_NAV, isAvailable } from './dashboard-nav';

const lookup = (dict: unknown, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], dict);

describe('ad status labels', () => {
  it('maps each status to the spec wording in Polish and English', () => {
    expect(lookup(pl, statusLabelKey('pending'))).toBe('Oczekuje na akceptację');
    expect(lookup(pl, statusLabelKey('approved'))).toBe('Aktywne');
    expect(lookup(pl, statusLabelKey('rejected'))).toBe('Odrzucone');
    expect(lookup(en, statusLabelKey('pending'))).toBe('Awaiting approval');
    expect(lookup(en, statusLabelKey('approved'))).toBe('Active');
    expect(lookup(en, statusLabelKey('rejected'))).toBe('Rejected');
  });
  it('gives each status a badge tone', () => {
    expect(statusTone('approved')).toBe('ok');
    expect(statusTone('pending')).toBe('warn');
    expect(statusTone('rejected')).toBe('danger');
  });
});

describe('countByStatus', () => {
  it('counts every status and the total', () => {
    const ads = [{ status: 'pending' }, { status: 'approved' }, { status: 'approved' }, { status: 'rejected' }] as const;
    expect(countByStatus(ads)).toEqual({ total: 4, pending: 1, approved: 2, rejected: 1 });
    expect(countByStatus([])).toEqual({ total: 0, pending: 0, approved: 0, rejected: 0 });
  });
});

describe('rejectionReasonOf', () => {
  it('shows a trimmed reason only for rejected ads', () => {
    expect(rejectionReasonOf({ status: 'rejected', rejectionReason: '  zdjęcia nie pasują  ' })).toBe('zdjęcia nie pasują');
    expect(rejectionReasonOf({ status: 'rejected', rejectionReason: '   ' })).toBeNull();
    expect(rejectionReasonOf({ status: 'rejected', rejectionReason: null })).toBeNull();
    expect(rejectionReasonOf({ status: 'approved', rejectionReason: 'old reason' })).toBeNull();
  });
});

describe('formatDate', () => {
  it('formats in Polish time whatever the machine time zone', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Warsaw.
    expect(formatDate('2024-12-31T23:30:00.000Z', 'pl')).toMatch(/^1 sty 2025$/);
    expect(formatDate('2024-12-31T23:30:00.000Z', 'en')).toBe('1 Jan 2025');
  });
  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null, 'pl')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('dashboard navigation', () => {
  it('lists every spec § 2 dashboard section; only overview, my ads and add ad are available now', () => {
    expect(DASHBOARD_NAV.filter(isAvailable).map((i) => i.route)).toEqual(['dashboard', 'userAds', 'addAd']);
    expect(DASHBOARD_NAV.map((i) => i.key)).toEqual(
      expect.arrayContaining(['editAd', 'supportChat', 'addMovie', 'favorites', 'messages', 'payment', 'salons', 'settings', 'smsUser', 'voucher']),
    );
  });
  it('has a label in both languages for every item', () => {
    for (const item of DASHBOARD_NAV) {
      expect(typeof lookup(pl, item.label)).toBe('string');
      expect(typeof lookup(en, item.label)).toBe('string');
    }
  });
});
