import { RANGE_KEYS, type AdSummary, type SearchFacets, type SearchFilter, type SearchResult, type SearchSort } from '@anonse/contracts';
import type { Index, Meilisearch, Settings, Task } from 'meilisearch' with { 'resolution-mode': 'import' };
import type {
  BrowseOptions,
  BrowsePage,
  HitsPage,
  PremiumHits,
  PremiumOptions,
  SearchDocument,
  SearchIndex,
  SearchPage,
} from '../search-index';
import { encodeCursor, sortKeyOf } from '../search-cursor';
import { premiumLimit, rotatedRanges, rotationWindowOf } from '../premium-rotation';
import { pageCountOf, planSearch, type SearchPlan } from '../search-query';
import { onTourOf, toursWidenPlace } from '../tour-marker';
import { hoursOf } from '../working-hours';

/** The document as Meilisearch stores it: flat, numbers for sorting, arrays for "contains" filters. */
export interface MeiliAdDocument {
  id: string;
  revision: number;
  /** Only a filter for deleting a deleted account's documents; never part of a hit. */
  owner_id: string;
  title: string;
  description: string;
  excerpt: string;
  category: string;
  province: string;
  city: string;
  district?: string;
  verified: boolean;
  /** The phone mark (issue 25): a filter and part of a hit. */
  phone_verified: boolean;
  /** The video mark (issue 24): part of a hit only. */
  has_video: boolean;
  promoted: boolean;
  verified_rank: number;
  promoted_rank: number;
  approved_at: string | null;
  /** First publication (the `newest` order); the ranking time when the ad has none. */
  approved_at_ts: number;
  ranked_at_ts: number;
  languages: string[];
  services: string[];
  outcalls: number;
  /** Every substring of the phone digits: Meilisearch has no stable "contains" filter, equality on these is one. */
  phone_parts: string[];
  /** The hours the ad is open (0–23): "open for the whole window" = one equality per searched hour. */
  open_hours: number[];
  /** The tour in force (left out when none), a place filter's second match. */
  tour_city?: string;
  tour_province?: string;
  tour_until?: string;
  [range: string]: unknown;
}

const FACET_ATTRIBUTES: Record<keyof SearchFacets, string> = {
  category: 'category',
  province: 'province',
  city: 'city',
  district: 'district',
  verified: 'verified',
  language: 'languages',
  outcalls: 'outcalls',
  service: 'services',
};

/** Same filterable/sortable attributes as the Postgres adapter's typed columns (docs/architecture.md § Search and browse). */
export const MEILI_SETTINGS: Settings = {
  searchableAttributes: ['title', 'description'],
  filterableAttributes: [
    ...Object.values(FACET_ATTRIBUTES),
    'phone_parts',
    'open_hours',
    'owner_id',
    'promoted',
    'phone_verified',
    'tour_city',
    'tour_province',
    ...RANGE_KEYS,
  ],
  sortableAttributes: ['promoted_rank', 'verified_rank', 'ranked_at_ts', 'approved_at_ts', 'hour_price', 'id'],
  // Sort first: the ranking is promotion, verification, recency — text relevance only breaks exact ties.
  rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness'],
  // Title search means the words typed (as prefixes), like the Postgres adapter: no fuzzy matches.
  typoTolerance: { enabled: false },
  faceting: { maxValuesPerFacet: 2000 },
  pagination: { maxTotalHits: 1_000_000 },
};

/**
 * The orders of search-cursor.ts. A document without an hour price sorts after the others in both price orders, as
 * in the Postgres adapter. Pages are read by offset here: Meilisearch filters compare numbers only, so a keyset on
 * the id is not expressible; the cursors it answers are still valid for the Postgres adapter's keyset.
 */
const SORTS: Record<SearchSort, string[]> = {
  recommended: ['promoted_rank:desc', 'verified_rank:desc', 'ranked_at_ts:desc', 'id:desc'],
  newest: ['approved_at_ts:desc', 'id:desc'],
  bumped: ['ranked_at_ts:desc', 'id:desc'],
  price_asc: ['hour_price:asc', 'id:asc'],
  price_desc: ['hour_price:desc', 'id:desc'],
};

const substrings = (digits: string) => {
  const parts = new Set<string>();
  for (let i = 0; i < digits.length; i++) for (let j = i + 1; j <= digits.length; j++) parts.add(digits.slice(i, j));
  return [...parts];
};

export function toMeiliDocument(d: SearchDocument): MeiliAdDocument {
  const doc: MeiliAdDocument = {
    id: d.id,
    revision: d.revision,
    owner_id: d.ownerId,
    title: d.title,
    description: d.description,
    excerpt: d.excerpt,
    category: d.category,
    province: d.province,
    city: d.city,
    verified: d.verified,
    phone_verified: d.phoneVerified,
    has_video: d.hasVideo,
    promoted: d.promoted,
    verified_rank: d.verified ? 1 : 0,
    promoted_rank: d.promoted ? 1 : 0,
    approved_at: d.approvedAt,
    approved_at_ts: Date.parse(d.approvedAt ?? d.rankedAt),
    ranked_at_ts: Date.parse(d.rankedAt),
    languages: d.languages,
    services: d.services,
    outcalls: d.outcalls,
    phone_parts: substrings(d.phoneDigits),
    open_hours: hoursOf(d.workingHours.from, d.workingHours.to),
  };
  if (d.district !== null) doc.district = d.district;
  if (d.tour) Object.assign(doc, { tour_city: d.tour.city, tour_province: d.tour.province, tour_until: d.tour.until });
  // A missing value is left out, so an active range filter excludes the ad and stats ignore it.
  for (const key of RANGE_KEYS) if (d.ranges[key] !== null) doc[key] = d.ranges[key];
  return doc;
}

const quote = (value: string | number | boolean) =>
  typeof value === 'string' ? `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : String(value);

/** The plan as a Meilisearch filter expression (array = AND). */
export function meiliFilterOf(plan: SearchPlan): string[] {
  const and: string[] = [];
  // A tour's place counts as the ad's own, but for a district (tour-marker.ts).
  const place = (attribute: 'province' | 'city', value: string) =>
    toursWidenPlace(plan) ? `(${attribute} = ${quote(value)} OR tour_${attribute} = ${quote(value)})` : `${attribute} = ${quote(value)}`;
  if (plan.province !== undefined) and.push(place('province', plan.province));
  if (plan.city !== undefined) and.push(place('city', plan.city));
  if (plan.district !== undefined) and.push(`district = ${quote(plan.district)}`);
  if (plan.verified !== undefined) and.push(`verified = ${plan.verified}`);
  if (plan.phoneVerified) and.push('phone_verified = true');
  if (plan.category !== undefined) and.push(`category = ${quote(plan.category)}`);
  if (plan.languages) and.push(`languages IN [${plan.languages.map(quote).join(', ')}]`);
  if (plan.services) and.push(`services IN [${plan.services.map(quote).join(', ')}]`);
  if (plan.outcalls !== undefined) and.push(`outcalls = ${plan.outcalls}`);
  if (plan.phoneDigits) and.push(`phone_parts = ${quote(plan.phoneDigits)}`);
  for (const h of plan.openHours ?? []) and.push(`open_hours = ${h}`);
  for (const r of plan.ranges) {
    if (r.from !== undefined) and.push(`${r.key} >= ${r.from}`);
    if (r.to !== undefined) and.push(`${r.key} <= ${r.to}`);
  }
  return and;
}

/** The words and the attributes they are looked for in: the ad name in the title only, free text in both. */
function textQuery(plan: SearchPlan): { q: string | null; attributesToSearchOn?: string[] } {
  const words = [...(plan.titleWords ?? []), ...(plan.textWords ?? [])];
  if (!words.length) return { q: null };
  return { q: words.join(' '), attributesToSearchOn: plan.textWords ? ['title', 'description'] : ['title'] };
}

function nextCursorOf(plan: SearchPlan, hits: readonly MeiliAdDocument[], total: number): string | null {
  const last = hits[hits.length - 1];
  if (!last || hits.length < plan.perPage || plan.page * plan.perPage >= total) return null;
  return encodeCursor(
    plan.sort,
    sortKeyOf(plan.sort, {
      promoted: last.promoted,
      verified: last.verified,
      rankedAt: new Date(last.ranked_at_ts).toISOString(),
      approvedAt: last.approved_at,
      hourPrice: (last.hour_price as number | undefined) ?? null,
      id: last.id,
    }),
  );
}

const tourOf = (d: MeiliAdDocument) =>
  d.tour_city && d.tour_province && d.tour_until ? { city: d.tour_city, province: d.tour_province, until: d.tour_until } : null;

/** A page of hits with its numbers and the cursor after it. */
const pageOfHits = (plan: SearchPlan, hits: MeiliAdDocument[], total: number) => ({
  hits: hits.map((h) => toSummary(h, plan)),
  total,
  page: plan.page,
  pageCount: pageCountOf(total, plan.perPage),
  perPage: plan.perPage,
  nextCursor: nextCursorOf(plan, hits, total),
});

const toSummary = (d: MeiliAdDocument, plan: SearchPlan): AdSummary => ({
  id: d.id,
  title: d.title,
  category: d.category,
  province: d.province,
  city: d.city,
  district: d.district ?? null,
  age: d.age as number,
  hourPrice: (d.hour_price as number | undefined) ?? null,
  verified: d.verified,
  // A document indexed before the mark existed has no field: no mark until it is written again.
  phoneVerified: d.phone_verified === true,
  // Likewise the video mark: absent on a document indexed before it, which shows none until written again.
  hasVideo: d.has_video === true,
  promoted: d.promoted,
  approvedAt: d.approved_at,
  excerpt: d.excerpt,
  onTour: onTourOf(plan, { city: d.city, province: d.province, tour: tourOf(d) }),
});

export interface MeilisearchSearchIndexOptions {
  url: string;
  apiKey?: string;
  /** Default `ads`. */
  indexUid?: string;
  /** Longest wait for one indexing task (default 60 s). */
  taskTimeoutMs?: number;
}

/**
 * The production search adapter (`MEILI_URL`, `MEILI_MASTER_KEY`). Writes wait for their task, so once the
 * projector's checkpoint moves, the documents are searchable (read-your-writes holds for search too).
 */
export class MeilisearchSearchIndex implements SearchIndex {
  private constructor(
    private readonly index: Index<MeiliAdDocument>,
    private readonly timeout: number,
  ) {}

  /** Connects, creates the index when missing and applies the settings (waits for both). */
  static async connect(options: MeilisearchSearchIndexOptions): Promise<MeilisearchSearchIndex> {
    // meilisearch-js is ESM-only; a real dynamic import keeps this CommonJS package able to load it.
    const { Meilisearch: Client } = (await import('meilisearch')) as { Meilisearch: typeof Meilisearch };
    const client = new Client({ host: options.url, apiKey: options.apiKey });
    const uid = options.indexUid ?? 'ads';
    const timeout = options.taskTimeoutMs ?? 60_000;
    const created = await client.createIndex(uid, { primaryKey: 'id' }).waitTask({ timeout });
    if (created.status === 'failed' && created.error?.code !== 'index_already_exists') throw taskError(created);
    const index = client.index<MeiliAdDocument>(uid);
    ensureSucceeded(await index.updateSettings(MEILI_SETTINGS).waitTask({ timeout }));
    return new MeilisearchSearchIndex(index, timeout);
  }

  async upsert(docs: readonly SearchDocument[]): Promise<void> {
    if (!docs.length) return;
    const newest = new Map<string, SearchDocument>();
    for (const d of docs) if ((newest.get(d.id)?.revision ?? -1) < d.revision) newest.set(d.id, d);
    // Meilisearch has no conditional write: read the stored revisions and send only newer documents. One
    // search projector runs at a time (leader), so nothing writes between the read and the write.
    const stored = await this.index.getDocuments({ ids: [...newest.keys()], fields: ['id', 'revision'], limit: newest.size });
    for (const s of stored.results) {
      const candidate = newest.get(s.id);
      if (candidate && candidate.revision <= s.revision) newest.delete(s.id);
    }
    if (!newest.size) return;
    ensureSucceeded(await this.index.addDocuments([...newest.values()].map(toMeiliDocument)).waitTask({ timeout: this.timeout }));
  }

  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length) ensureSucceeded(await this.index.deleteDocuments([...ids]).waitTask({ timeout: this.timeout }));
  }

  async removeOwner(ownerId: string): Promise<void> {
    ensureSucceeded(await this.index.deleteDocuments({ filter: `owner_id = ${quote(ownerId)}` }).waitTask({ timeout: this.timeout }));
  }

  async ping(): Promise<void> {
    await this.index.getStats();
  }

  async clear(): Promise<void> {
    ensureSucceeded(await this.index.deleteAllDocuments().waitTask({ timeout: this.timeout }));
  }

  async search(filter: SearchFilter, options: { now?: Date } = {}): Promise<SearchPage> {
    const plan = planSearch(filter, options.now);
    const { q, attributesToSearchOn } = textQuery(plan);
    const response = await this.index.search(q, {
      filter: meiliFilterOf(plan),
      sort: SORTS[plan.sort],
      facets: [...Object.values(FACET_ATTRIBUTES), ...RANGE_KEYS],
      page: plan.page,
      hitsPerPage: plan.perPage,
      matchingStrategy: 'all',
      ...(attributesToSearchOn ? { attributesToSearchOn } : {}),
    });
    const distribution = response.facetDistribution ?? {};
    const facets = Object.fromEntries(
      Object.entries(FACET_ATTRIBUTES).map(([name, attribute]) => [name, { ...(distribution[attribute] ?? {}) }]),
    ) as SearchFacets;
    const stats = Object.fromEntries(
      RANGE_KEYS.map((k) => {
        const s = response.facetStats?.[k];
        return [k, s ? { min: s.min, max: s.max } : null];
      }),
    ) as SearchResult['stats'];
    const total = response.totalHits;
    const hits = response.hits as MeiliAdDocument[];
    return {
      ...pageOfHits(plan, hits, total),
      facets,
      stats,
      photosIncluded: false,
    };
  }

  async hits(filter: SearchFilter, options: { now?: Date } = {}): Promise<HitsPage> {
    const plan = planSearch(filter, options.now);
    const { q, attributesToSearchOn } = textQuery(plan);
    const response = await this.index.search(q, {
      filter: meiliFilterOf(plan),
      sort: SORTS[plan.sort],
      page: plan.page,
      hitsPerPage: plan.perPage,
      matchingStrategy: 'all',
      ...(attributesToSearchOn ? { attributesToSearchOn } : {}),
    });
    return { hits: (response.hits as MeiliAdDocument[]).map((h) => toSummary(h, plan)), photosIncluded: false };
  }

  /**
   * A list page: the page of hits, the categories and services of the place, and the places one level down in the
   * category (three searches, facets from Meilisearch's own distribution), plus the premium block.
   */
  async browse(filter: SearchFilter, options: BrowseOptions): Promise<BrowsePage> {
    const plan = planSearch(filter, options.now);
    const { q, attributesToSearchOn } = textQuery(plan);
    const base = { matchingStrategy: 'all' as const, ...(attributesToSearchOn ? { attributesToSearchOn } : {}) };
    const childAttribute = plan.city ? 'district' : plan.province ? 'city' : 'province';
    const placeOnly: SearchPlan = { ...plan, category: undefined, services: undefined };
    const parentOnly: SearchPlan = { ...plan, district: undefined };
    const [page, categories, children, premium] = await Promise.all([
      this.index.search(q, { ...base, filter: meiliFilterOf(plan), sort: SORTS[plan.sort], page: plan.page, hitsPerPage: plan.perPage }),
      this.index.search(q, { ...base, filter: meiliFilterOf(placeOnly), facets: ['category', 'services'], hitsPerPage: 0 }),
      this.index.search(q, { ...base, filter: meiliFilterOf(parentOnly), facets: [childAttribute], hitsPerPage: 0 }),
      this.premium(filter, { limit: options.premiumLimit, now: options.now }),
    ]);
    const hits = page.hits as MeiliAdDocument[];
    const total = page.totalHits;
    const distribution = (r: typeof categories, attribute: string) => ({ ...(r.facetDistribution?.[attribute] ?? {}) });
    return {
      ...pageOfHits(plan, hits, total),
      facets: {
        province: {},
        city: {},
        district: {},
        [childAttribute]: distribution(children, childAttribute),
        category: distribution(categories, 'category'),
        service: distribution(categories, 'services'),
      },
      premium: premium.hits,
      premiumTotal: premium.total,
      photosIncluded: false,
    };
  }

  /**
   * Counts the promoted matches (exhaustively), then fetches only the rotated head: at most two slices of the
   * id-sorted list, as premium-rotation.ts names them.
   */
  async premium(filter: SearchFilter, { limit, now }: PremiumOptions): Promise<PremiumHits> {
    const plan = planSearch(filter, now);
    const { q: query, attributesToSearchOn } = textQuery(plan);
    const base = {
      filter: [...meiliFilterOf(plan), 'promoted = true'],
      sort: ['id:asc'],
      matchingStrategy: 'all' as const,
      ...(attributesToSearchOn ? { attributesToSearchOn } : {}),
    };
    const counted = await this.index.search(query, { ...base, page: 1, hitsPerPage: 0 });
    const total = counted.totalHits ?? 0;
    const slices = await Promise.all(
      rotatedRanges(total, rotationWindowOf(now).index, premiumLimit(limit)).map(({ start, count }) =>
        this.index.search(query, { ...base, offset: start, limit: count }),
      ),
    );
    return { hits: slices.flatMap((r) => r.hits.map((h) => toSummary(h as MeiliAdDocument, plan))), total };
  }
}

const taskError = (task: Task) => new Error(`meilisearch task ${task.uid} ${task.status}: ${task.error?.message ?? 'no error message'}`);

function ensureSucceeded(task: Task): void {
  if (task.status !== 'succeeded') throw taskError(task);
}
