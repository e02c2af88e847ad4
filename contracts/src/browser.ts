/**
 * `@anonse/contracts/browser`: what a browser page needs without the schemas — constants, reference tables (the
 * provinces, not the towns), the route table and its links, the search filter's canonical form and query string,
 * the text rules — and every type of the package. Its module graph reaches neither zod nor the town list
 * (./reference/places.ts, ~1,000 towns), so a page that imports a helper from here ships neither;
 * scripts/browser-entry.unit.spec.ts walks the graph and fails if it does. A form that parses with a schema imports
 * `@anonse/contracts`; the towns come from `@anonse/contracts/places`.
 *
 * A helper belongs here once its module imports no schema: where a module mixed both, the helpers moved to a module
 * of their own that the old one re-exports, so `@anonse/contracts` still exports everything.
 */

// Types are erased from the JavaScript: every one of them, wherever it is declared.
export type * from './index';

export * from './i18n';
export * from './messages';
export * from './listed';
export * from './text-rules';
export * from './entity-id';
export * from './calendar/warsaw-calendar';
export * from './events/roles';

export * from './reference/provinces';
export * from './reference/slug';
export * from './reference/categories';
export * from './reference/languages';
export * from './reference/ranges';
export * from './reference/services';

export * from './routes/route-table';
export * from './routes/list-families';
export * from './search/search-sorts';
export * from './search/canonical-filter';

export * from './ads/ad-statuses';
export * from './ads/immediate-fields';
export * from './ads/tour-limits';
export * from './ads/tour-states';
export * from './content/article-routes';
export * from './forum/forum-limits';
export * from './forum/forum-fold';
export * from './forum/forum-images';
export * from './forum-follows/forum-follow-limits';
export * from './favourites/favourite-limits';
export * from './media/photo-limits';
export * from './media/card-sources';
export * from './messaging/messaging-limits';
export * from './media/region-geometry';
export * from './moderation/report-form';
export * from './notifications/push-event';
export * from './pricing/price-list';
export * from './salons/salon-limits';
export * from './saved-searches/saved-search-limits';
export * from './support/subjects';
export * from './support/contact-form-limits';
export * from './support/support-chat-limits';
export * from './verification/verification-photos';
export * from './videos/attestation-text';
export * from './videos/blur-limits';
