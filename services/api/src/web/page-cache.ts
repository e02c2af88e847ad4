import { InFlight } from '#api/platform/in-flight';

/**
 * One rendered page as the cache keeps it: its body as the bytes between the places where the nonce of the request
 * that rendered it stood, so an answer is those parts joined by its own nonce (a copy, no search through the text).
 */
export interface CachedPage {
  status: number;
  headers: readonly [string, string][];
  parts: readonly Buffer[];
  expiresAt: number;
  bytes: number;
}

export interface PageCacheOptions {
  /** Reads the content version (one primary-key read): a change drops every page. */
  readVersion: () => Promise<number>;
  /** How often the version is read: the longest a page outlives a change. */
  pollMs: number;
  maxBytes: number;
  /** A page is kept at most this long even when nothing changes (what depends on the clock: "available now"). */
  maxAgeMs: number;
  now?: () => number;
  onError?: (error: unknown) => void;
  /** Told when the content version moved (after the pages are dropped): other caches of what pages show follow. */
  onChange?: () => void;
}

/**
 * What a render gives the cache: a whole page it may keep (`maxAgeSeconds` from the route's opt-in), or a response
 * to pass through untouched (streamed: a route that did not opt in is never buffered).
 */
export type Rendered = RenderedPage | { passthrough: Response };

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: string | Buffer;
  /** The route's `x-page-cache` seconds; undefined when the route did not opt in. */
  maxAgeSeconds: number | undefined;
}

/**
 * The HTML micro-cache for anonymous visitors (issue 11). A list page costs a query and a React render; the same
 * page is the same for every visitor without a session, so each API process keeps the last render of each URL for
 * a few seconds at most, and drops everything as soon as the content version moves (a projector changed what
 * pages show), which it reads every `pollMs`. Only routes that opt in (`x-page-cache`) are kept; concurrent misses
 * of one URL share one render; a render that started before a change is not kept. Every answer gets its own CSP
 * nonce where the renderer's stood.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<CachedPage | Rendered>>();
  private bytes = 0;
  private version: number | undefined;
  /** Moves with every drop: a render begun in an older generation is served but not kept. */
  private generation = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly reads = new InFlight();
  private readonly now: () => number;
  private readonly stats = { hits: 0, misses: 0, drops: 0 };

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    if (this.timer) return;
    const poll = () => {
      this.poll()
        .catch((error: unknown) => this.options.onError?.(error))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(poll, this.options.pollMs).unref();
        });
    };
    this.timer = setTimeout(poll, 0).unref();
  }

  /** Stops polling and waits for a read of the version in flight, so the database may close after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.reads.settled();
    this.drop();
  }

  /** Looks at the content version now (a command of this process changed what pages show). */
  refresh(): Promise<void> {
    return this.poll();
  }

  /** Reads the content version once; a change drops every page. Exposed for tests (no timers needed). */
  poll(): Promise<void> {
    return this.stopped ? Promise.resolve() : this.reads.track(this.compareVersion());
  }

  private async compareVersion(): Promise<void> {
    const version = await this.options.readVersion();
    const moved = this.version !== undefined && version !== this.version;
    this.version = version;
    if (!moved) return;
    this.drop();
    this.options.onChange?.();
  }

  counters(): Readonly<typeof this.stats> & { pages: number; bytes: number } {
    return { ...this.stats, pages: this.pages.size, bytes: this.bytes };
  }

  /**
   * The page for `key`, from the cache or rendered (once for concurrent callers). `render` gets the nonce the page
   * must carry; the answer carries `nonce`, whoever rendered it. `cached` says whether it came from the cache.
   */
  async get(key: string, nonce: string, render: () => Promise<Rendered>): Promise<{ page: Rendered; cached: boolean }> {
    const kept = this.pages.get(key);
    if (kept && kept.expiresAt > this.now()) {
      // Most recently used last: eviction takes from the front.
      this.pages.delete(key);
      this.pages.set(key, kept);
      this.stats.hits++;
      return { page: this.withNonce(kept, nonce), cached: true };
    }
    if (kept) this.forget(key);
    const waiting = this.pending.get(key);
    if (waiting) {
      const shared = await waiting.catch(() => undefined);
      // A page that could not be kept was this request's own render: render again rather than share it.
      if (shared && 'expiresAt' in shared) {
        this.stats.hits++;
        return { page: this.withNonce(shared, nonce), cached: true };
      }
      return { page: await render(), cached: false };
    }
    this.stats.misses++;
    const generation = this.generation;
    const rendering = render().then((page) => {
      if ('passthrough' in page) return page;
      const storable = this.storable(page, nonce);
      if (!storable) return page;
      if (generation === this.generation) this.keep(key, storable);
      return storable;
    });
    this.pending.set(key, rendering);
    try {
      const result = await rendering;
      return { page: 'expiresAt' in result ? this.withNonce(result, nonce) : result, cached: false };
    } finally {
      this.pending.delete(key);
    }
  }

  private storable(page: RenderedPage, nonce: string): CachedPage | null {
    if (page.status !== 200 || page.maxAgeSeconds === undefined || page.maxAgeSeconds <= 0) return null;
    if (page.headers.some(([name]) => name.toLowerCase() === 'set-cookie')) return null;
    const text = typeof page.body === 'string' ? page.body : page.body.toString('utf8');
    const parts = (nonce ? text.split(nonce) : [text]).map((part) => Buffer.from(part, 'utf8'));
    const bytes = parts.reduce((n, part) => n + part.length, 0);
    if (bytes > this.options.maxBytes / 8) return null;
    const maxAge = Math.min(page.maxAgeSeconds * 1000, this.options.maxAgeMs);
    return { status: page.status, headers: page.headers, parts, expiresAt: this.now() + maxAge, bytes };
  }

  private keep(key: string, page: CachedPage): void {
    this.forget(key);
    this.pages.set(key, page);
    this.bytes += page.bytes;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.options.maxBytes) break;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }

  private drop(): void {
    this.generation++;
    if (this.pages.size) this.stats.drops++;
    this.pages.clear();
    this.bytes = 0;
  }

  private withNonce(page: CachedPage, nonce: string): RenderedPage {
    const glue = Buffer.from(nonce, 'utf8');
    const pieces: Buffer[] = [];
    page.parts.forEach((part, i) => {
      if (i > 0) pieces.push(glue);
      pieces.push(part);
    });
    return { status: page.status, headers: [...page.headers], body: Buffer.concat(pieces), maxAgeSeconds: undefined };
  }
}
