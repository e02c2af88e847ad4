import { ApiRequestError } from '#web/lib/api';
import { actionsFor, describeWriteError, expiresSoon, ifMatch, ownerActionRequest, renewHighlighted, termEnded } from './ad-actions';
import { serverNowOf } from '../api/get-my-ads.server';

const NOW = Date.parse('2025-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('actionsFor', () => {
  it('offers what each state allows (the API decider’s rules)', () => {
    const future = at(10 * DAY);
    expect(actionsFor({ status: 'pending', expiresAt: null }, NOW)).toEqual(['edit', 'delete']);
    expect(actionsFor({ status: 'rejected', expiresAt: null }, NOW)).toEqual(['edit', 'delete']);
    expect(actionsFor({ status: 'approved', expiresAt: future }, NOW)).toEqual(['edit', 'deactivate', 'renew', 'delete']);
    expect(actionsFor({ status: 'deactivated', expiresAt: future }, NOW)).toEqual(['edit', 'reactivate', 'renew', 'delete']);
    expect(actionsFor({ status: 'expired', expiresAt: at(-DAY) }, NOW)).toEqual(['edit', 'renew', 'delete']);
    expect(actionsFor({ status: 'deleted', expiresAt: future }, NOW)).toEqual([]);
  });
  it('does not offer reactivation once the term of a deactivated ad has ended (it needs a renewal)', () => {
    expect(actionsFor({ status: 'deactivated', expiresAt: at(-1) }, NOW)).toEqual(['edit', 'renew', 'delete']);
    expect(actionsFor({ status: 'deactivated', expiresAt: at(0) }, NOW)).not.toContain('reactivate');
    expect(actionsFor({ status: 'deactivated', expiresAt: null }, NOW)).toContain('reactivate');
  });
});

describe('term', () => {
  it('has ended when expired or past its end', () => {
    expect(termEnded({ status: 'expired', expiresAt: at(DAY) }, NOW)).toBe(true);
    expect(termEnded({ status: 'approved', expiresAt: at(-1) }, NOW)).toBe(true);
    expect(termEnded({ status: 'approved', expiresAt: at(1) }, NOW)).toBe(false);
    expect(termEnded({ status: 'approved', expiresAt: null }, NOW)).toBe(false);
    expect(termEnded({ status: 'approved', expiresAt: 'garbage' }, NOW)).toBe(false);
  });
  it('ends soon within 3 days (inclusive) or once ended', () => {
    expect(expiresSoon({ status: 'approved', expiresAt: at(3 * DAY) }, NOW)).toBe(true);
    expect(expiresSoon({ status: 'approved', expiresAt: at(3 * DAY + 1) }, NOW)).toBe(false);
    expect(expiresSoon({ status: 'approved', expiresAt: at(-5 * DAY) }, NOW)).toBe(true);
    expect(expiresSoon({ status: 'pending', expiresAt: null }, NOW)).toBe(false);
  });
  it('highlights Renew only where Renew is offered', () => {
    expect(renewHighlighted({ status: 'approved', expiresAt: at(2 * DAY) }, NOW)).toBe(true);
    expect(renewHighlighted({ status: 'approved', expiresAt: at(20 * DAY) }, NOW)).toBe(false);
    expect(renewHighlighted({ status: 'expired', expiresAt: at(-DAY) }, NOW)).toBe(true);
    expect(renewHighlighted({ status: 'deactivated', expiresAt: at(DAY) }, NOW)).toBe(true);
    expect(renewHighlighted({ status: 'deleted', expiresAt: at(DAY) }, NOW)).toBe(false);
  });
});

describe('ownerActionRequest', () => {
  it('sends every action with If-Match of the revision shown', () => {
    const ad = { id: 'ad_1', revision: 7 };
    expect(ownerActionRequest(ad, 'deactivate')).toEqual({
      path: '/api/anonse/ad_1/deactivate',
      init: { method: 'POST', headers: { 'if-match': '"7"' } },
    });
    expect(ownerActionRequest(ad, 'reactivate').path).toBe('/api/anonse/ad_1/reactivate');
    expect(ownerActionRequest(ad, 'renew').path).toBe('/api/anonse/ad_1/renew');
    expect(ownerActionRequest(ad, 'delete')).toEqual({
      path: '/api/anonse/ad_1',
      init: { method: 'DELETE', headers: { 'if-match': '"7"' } },
    });
    expect(ifMatch(0)).toBe('"0"');
  });
  it('keeps an id inside its path segment', () => {
    expect(ownerActionRequest({ id: '../admin?x=1', revision: 1 }, 'renew').path).toBe('/api/anonse/..%2Fadmin%3Fx%3D1/renew');
  });
});

describe('describeWriteError', () => {
  const api = (status: number, body: object | null) => new ApiRequestError(status, body);
  it('tells a stale revision (409 with the current ad) from a state that does not allow it (409 without)', () => {
    expect(describeWriteError(api(409, { statusCode: 409, message: 'Zasób został zmieniony', current: { id: 'x' } }))).toEqual({
      kind: 'stale',
    });
    expect(describeWriteError(api(409, { statusCode: 409, message: 'Wyłączyć można tylko aktywne ogłoszenie.' }))).toEqual({
      kind: 'api',
      message: 'Wyłączyć można tylko aktywne ogłoszenie.',
    });
  });
  it('shows the API’s localised message, and a generic one when there is none', () => {
    expect(describeWriteError(api(403, { message: 'To nie jest Twoje ogłoszenie.' }))).toEqual({
      kind: 'api',
      message: 'To nie jest Twoje ogłoszenie.',
    });
    expect(describeWriteError(api(500, null))).toEqual({ kind: 'failed' });
    expect(describeWriteError(api(502, { message: '  ' }))).toEqual({ kind: 'failed' });
    expect(describeWriteError(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });
});

describe("the page's now", () => {
  it("is the API's clock from X-Server-Now, so a moved server clock and the page agree", () => {
    expect(serverNowOf(new Headers({ 'x-server-now': '2031-01-02T03:04:05.000Z' }))).toBe(Date.parse('2031-01-02T03:04:05.000Z'));
  });

  it("falls back to the page server's time when the header is missing or not a date", () => {
    for (const headers of [new Headers(), new Headers({ 'x-server-now': 'soon' })])
      expect(Math.abs(serverNowOf(headers) - Date.now())).toBeLessThan(5_000);
  });
});
