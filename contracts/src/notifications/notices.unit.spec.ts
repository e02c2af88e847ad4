import { interpolate, NOTICE_KINDS, renderNotice } from './notices';
import { MEDIA_MESSAGES } from '../media/messages';
import { NOTIFICATIONS_MESSAGES } from './messages';

describe('renderNotice', () => {
  it('renders every kind in both languages, with no placeholder left', () => {
    for (const kind of NOTICE_KINDS)
      for (const locale of ['pl', 'en'] as const) {
        const { text, link } = renderNotice(
          { kind, params: { reason: 'R', expiresAt: '2025-03-01T10:00:00.000Z', failure: 'corruptImage' }, adId: 'ad-1', adTitle: 'T' },
          locale,
        );
        expect(text).not.toMatch(/\{\{|\}\}/);
        expect(text.length).toBeGreaterThan(10);
        expect(link.startsWith(locale === 'en' ? '/en/' : '/')).toBe(true);
      }
  });

  it('links a public ad to its page and everything else to the owner’s list', () => {
    expect(renderNotice({ kind: 'adApproved', params: {}, adId: 'x1', adTitle: null }, 'pl').link).toBe('/anons/x1/');
    expect(renderNotice({ kind: 'adChangesApproved', params: {}, adId: 'x1', adTitle: null }, 'en').link).toBe('/en/erotic-ad/x1/');
    expect(renderNotice({ kind: 'adRejected', params: { reason: 'r' }, adId: 'x1', adTitle: null }, 'pl').link).toBe('/user/ads_list/');
    expect(renderNotice({ kind: 'adExpired', params: {}, adId: 'x1', adTitle: null }, 'en').link).toBe('/en/user/ads_list/');
  });

  it('puts the title first when the ad is known, and the reason and date in', () => {
    expect(renderNotice({ kind: 'adRejected', params: { reason: 'Złe zdjęcia' }, adId: 'a', adTitle: 'Ala' }, 'pl').text).toBe(
      '„Ala”: Twoje ogłoszenie zostało odrzucone. Powód: Złe zdjęcia',
    );
    expect(
      renderNotice({ kind: 'adExpiringSoon', params: { expiresAt: '2025-03-01T10:00:00.000Z' }, adId: 'a', adTitle: null }, 'en').text,
    ).toBe('Your ad expires on 1 March 2025. Renew it to keep it visible.');
    expect(
      renderNotice({ kind: 'adExpiringSoon', params: { expiresAt: '2025-03-01T10:00:00.000Z' }, adId: 'a', adTitle: null }, 'pl').text,
    ).toContain('1 marca 2025');
  });

  it('names the photo failure in the reader’s language, and an unknown one as the generic failure', () => {
    expect(renderNotice({ kind: 'photoProcessingFailed', params: { failure: 'notAnImage' }, adId: null, adTitle: null }, 'en').text).toBe(
      `One of your photos could not be processed. ${MEDIA_MESSAGES.en.notAnImage}`,
    );
    expect(renderNotice({ kind: 'photoProcessingFailed', params: { failure: 'somethingNew' }, adId: null, adTitle: null }, 'pl').text).toBe(
      `Nie udało się przetworzyć Twojego zdjęcia. ${MEDIA_MESSAGES.pl.processingFailed}`,
    );
  });

  it('tells how many new ads matched a saved search, and runs that search', () => {
    const source = {
      kind: 'savedSearchMatches' as const,
      params: { name: 'Panie — Kraków', query: 'tag1=kobieta&city=krakow', count: 3 },
      adId: null,
      adTitle: null,
    };
    expect(renderNotice(source, 'pl')).toEqual({
      text: 'Nowe ogłoszenia dla „Panie — Kraków”: 3',
      link: '/search/?tag1=kobieta&city=krakow',
    });
    expect(renderNotice(source, 'en')).toEqual({ text: 'New ads for “Panie — Kraków”: 3', link: '/en/search/?tag1=kobieta&city=krakow' });
  });

  it('does not expand placeholders that arrive inside values (a title or reason cannot inject text)', () => {
    expect(interpolate('{{a}} {{b}}', { a: '{{b}}', b: 'x' })).toBe('{{b}} x');
    expect(renderNotice({ kind: 'adApproved', params: {}, adId: 'a', adTitle: '{{text}}' }, 'pl').text).toBe(
      `„{{text}}”: ${NOTIFICATIONS_MESSAGES.pl.adApproved}`,
    );
    expect(interpolate('{{constructor}}', {})).toBe('{{constructor}}');
  });
});
