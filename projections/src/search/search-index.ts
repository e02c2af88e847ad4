import type { AdListPage, AdSummary, RangeKey, SearchFilter, SearchResult } from '@anonse/contracts';

/**
 * One visible (approved) ad as the search index stores it. `revision` is the ad stream's revision: an
 * upsert never replaces a document with one of an older revision, so replays are harmless.
 */
export interface SearchDocument {
  id: string;
  revision: number;
  /** The advertiser's account: never shown, only to drop every document of a deleted account. */
  ownerId: string;
  title: string;
  description: string;
  excerpt: string;
  category: string;
  /** Province slug. */
  province: string;
  /** City key (unique in Poland). */
  city: string;
  district: string | null;
  verified: boolean;
  /** The ad's phone is its owner's verified number (the "Telefon zweryfikowany" mark, issue 25). */
  phoneVerified: boolean;
  promoted: boolean;
  /** The ad has a clip staff approved (issue 24): the cards' video mark. */
  hasVideo: boolean;
  approvedAt: string | null;
  /** Most recent of approval and promotion: the third ranking key. */
  rankedAt: string;
  languages: string[];
  services: string[];
  outcalls: number;
  /** Digits only, for "contains" phone search. */
  phoneDigits: string;
  workingHours: { from: number; to: number };
  ranges: Record<RangeKey, number | null>;
  /**
   * The tour in force (issue 11), from the ad's events (never the index's clock): the ad is also in the lists of
   * this city and province until `until` (its last day, Warsaw), marked "w trasie" there. Null when not touring.
   */
  tour: { city: string; province: string; until: string } | null;
}

export interface PremiumOptions {
  limit: number;
  now: Date;
}

export interface PremiumHits {
  hits: AdSummary[];
  total: number;
}

export interface BrowseOptions {
  now: Date;
  /** How many premium ads the block shows. */
  premiumLimit: number;
}

/** A search's answer, and whether its hits carry their main photo (the Postgres adapter reads them in the same statement). */
export type SearchPage = SearchResult & { photosIncluded: boolean };

/** A page of hits alone (SearchIndex.hits). */
export interface HitsPage {
  hits: AdSummary[];
  /** Whether the hits already carry their main photo (the Postgres adapter reads them in the same statement). */
  photosIncluded: boolean;
}

/** A list page (AdListPage without the rotation time, which the caller knows). */
export type BrowsePage = Omit<AdListPage, 'rotatesAt'> & {
  /** Whether the hits already carry their main photo (the Postgres adapter reads them in the same statement). */
  photosIncluded: boolean;
};

/** The search port (docs/architecture.md § Search and browse). Adapters: Postgres (default) and Meilisearch. */
export interface SearchIndex {
  upsert(docs: readonly SearchDocument[]): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  /** Removes every document of one owner (their account was deleted), whichever ids the caller knows of. */
  removeOwner(ownerId: string): Promise<void>;
  /**
   * `filter` as parsed by the contracts' `SearchFilter`; normalised again here (default ranges dropped). `now` is
   * the clock's time, for "available now".
   */
  search(filter: SearchFilter, options?: { now?: Date }): Promise<SearchPage>;
  /**
   * The same page of hits as `search`, without the total, facets or range stats that make a search cost what it
   * does: for callers that show hits only (an ad page's similar ads).
   */
  hits(filter: SearchFilter, options?: { now?: Date }): Promise<HitsPage>;
  /**
   * The promoted ads matching `filter` (place, category and every other filter; its page is ignored), in the
   * fair rotation of the window `now` falls in (premium-rotation.ts): the first `limit`, and how many match.
   */
  premium(filter: SearchFilter, options: PremiumOptions): Promise<PremiumHits>;
  /**
   * A list page (issue 11): a page of hits in the filter's order, the premium block and the counts list pages link
   * with (AdListFacets). Cheap for the filters list pages use (place, category or one service): the Postgres
   * adapter reads kept counts instead of counting, all in one statement.
   */
  browse(filter: SearchFilter, options: BrowseOptions): Promise<BrowsePage>;
  clear(): Promise<void>;
  /** Throws unless the index answers a read now (/readyz). */
  ping(): Promise<void>;
}
