/**
 * docs/product.md § 9 "feels instant", on pages without a client router: the browser itself fetches a page of ours
 * ahead when the visitor points at (or presses on) its link, and prerenders it whole when the link is an ad's or the
 * next page of a list, the likeliest next steps. Not the API, the console, files, or links that leave or download.
 * Browsers without speculation rules get the link prefetcher island instead.
 */
const NOT_PAGES = ['/api/*', '/admin/*', '/sanctum/*', '/media/*', '/models/*', '/assets/*', '/socket.io/*', '/*\\?*logout*'];

const pagesOfOurs = (extra?: object) => ({
  and: [
    { href_matches: '/*' },
    { not: { href_matches: NOT_PAGES } },
    { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"], [rel~="external"]' } },
    ...(extra ? [extra] : []),
  ],
});

export function speculationRules() {
  return {
    prefetch: [{ source: 'document', where: pagesOfOurs(), eagerness: 'moderate' }],
    prerender: [
      {
        source: 'document',
        where: pagesOfOurs({ selector_matches: '[data-testid="ad-card-link"], [rel~="next"]' }),
        eagerness: 'moderate',
      },
    ],
  };
}
