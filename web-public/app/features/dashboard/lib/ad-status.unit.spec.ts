import { AD_STATUSES } from '@anonse/contracts/browser';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import {
  countByStatus,
  formatDate,
  hasPendingChanges,
  rejectionReasonOf,
  rejectionScope,
  statusHintKey,
  statusLabelKey,
  statusTone,
} from './ad-status';
import { DASHBOARD_NAV, isAvailable } from './dashboard-nav';

const lookup = (dict: unknown, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], dict);
const fields = { title: 'x' } as never;

describe('ad status labels', () => {
  it('maps each status to the spec wording in Polish and English', () => {
    expect(lookup(pl, statusLabelKey('pending'))).toBe('Oczekuje na akceptację');
    expect(lookup(pl, statusLabelKey('approved'))).toBe('Aktywne');
    expect(lookup(pl, statusLabelKey('rejected'))).toBe('Odrzucone');
    expect(lookup(pl, statusLabelKey('deactivated'))).toBe('Wyłączone');
    expect(lookup(pl, statusLabelKey('expired'))).toBe('Wygasłe');
    expect(lookup(en, statusLabelKey('pending'))).toBe('Awaiting approval');
    expect(lookup(en, statusLabelKey('approved'))).toBe('Active');
    expect(lookup(en, statusLabelKey('rejected'))).toBe('Rejected');
    expect(lookup(en, statusLabelKey('expired'))).toBe('Expired');
  });
  it('has a label and a non-empty one-line hint for all six states in both languages', () => {
    for (const status of AD_STATUSES)
      for (const dict of [pl, en]) {
        expect(lookup(dict, statusLabelKey(status))).toEqual(expect.stringMatching(/\S/));
        expect(lookup(dict, statusHintKey(status))).toEqual(expect.stringMatching(/\S/));
      }
  });
  it('gives each status a badge tone', () => {
    expect(statusTone('approved')).toBe('ok');
    expect(statusTone('pending')).toBe('warn');
    expect(statusTone('expired')).toBe('warn');
    expect(statusTone('rejected')).toBe('danger');
    expect(statusTone('deactivated')).toBe('muted');
    expect(statusTone('deleted')).toBe('muted');
  });
});

describe('countByStatus', () => {
  it('counts every status and the total', () => {
    const ads = [
      { status: 'pending' },
      { status: 'approved' },
      { status: 'approved' },
      { status: 'rejected' },
      { status: 'expired' },
    ] as const;
    expect(countByStatus(ads)).toEqual({ total: 5, pending: 1, approved: 2, rejected: 1, deactivated: 0, expired: 1, deleted: 0 });
    expect(countByStatus([])).toEqual({ total: 0, pending: 0, approved: 0, rejected: 0, deactivated: 0, expired: 0, deleted: 0 });
  });
});

describe('rejectionReasonOf', () => {
  it('shows the trimmed reason of a rejected ad, or of the last revision of a live one', () => {
    expect(rejectionReasonOf({ status: 'rejected', rejectionReason: '  zdjęcia nie pasują  ' })).toBe('zdjęcia nie pasują');
    expect(rejectionReasonOf({ status: 'approved', rejectionReason: 'tytuł' })).toBe('tytuł');
    expect(rejectionReasonOf({ status: 'deactivated', rejectionReason: 'opis' })).toBe('opis');
    expect(rejectionScope({ status: 'rejected' })).toBe('ad');
    expect(rejectionScope({ status: 'approved' })).toBe('revision');
  });
  it('shows nothing for a blank reason, or for an ad back in moderation', () => {
    expect(rejectionReasonOf({ status: 'rejected', rejectionReason: '   ' })).toBeNull();
    expect(rejectionReasonOf({ status: 'rejected', rejectionReason: null })).toBeNull();
    expect(rejectionReasonOf({ status: 'pending', rejectionReason: 'stale' })).toBeNull();
    expect(rejectionReasonOf({ status: 'deleted', rejectionReason: 'stale' })).toBeNull();
  });
});

describe('hasPendingChanges', () => {
  it('is true for a live ad with a waiting revision only', () => {
    expect(hasPendingChanges({ status: 'approved', pendingFields: fields })).toBe(true);
    expect(hasPendingChanges({ status: 'deactivated', pendingFields: fields })).toBe(true);
    expect(hasPendingChanges({ status: 'approved', pendingFields: null })).toBe(false);
    expect(hasPendingChanges({ status: 'pending', pendingFields: fields })).toBe(false);
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
  it('lists every docs/product.md § 2 dashboard section; the built ones have a page, "edit ad" starts from the ads list', () => {
    expect(DASHBOARD_NAV.filter(isAvailable).map((i) => i.route)).toEqual(expect.arrayContaining(['dashboard', 'userAds', 'addAd']));
    expect(DASHBOARD_NAV.find((i) => i.key === 'editAd')?.route).toBe('userAds');
    expect(DASHBOARD_NAV.map((i) => i.key)).toEqual(
      expect.arrayContaining(['editAd', 'supportChat', 'addMovie', 'favorites', 'messages', 'payment', 'salons', 'settings', 'voucher']),
    );
  });
  it('has a label in both languages for every item, and no "coming soon" text anywhere', () => {
    for (const item of DASHBOARD_NAV) {
      expect(typeof lookup(pl, item.label)).toBe('string');
      expect(typeof lookup(en, item.label)).toBe('string');
    }
    expect(JSON.stringify(pl)).not.toMatch(/wkrótce/i);
    expect(JSON.stringify(en)).not.toMatch(/coming soon/i);
  });
});
