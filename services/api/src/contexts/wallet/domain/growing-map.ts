interface Version<V> {
  /** The how-manieth `set` wrote it (0-based): a map of `length` n sees the versions written before n. */
  at: number;
  value: V;
}

/** What every version of one map shares: each key's history, and how many `set`s the newest version has seen. */
interface Shared<K, V> {
  history: Map<K, Version<V>[]>;
  length: number;
}

/**
 * An immutable map whose `set` returns a new map in O(1) by appending to a history the versions share, instead of
 * copying (a fold copying a Set per event is quadratic: a wallet of 10,000 entries took seconds to replay). Every
 * version still answers for itself alone: a key set in a newer version is invisible to the older ones. Growing an
 * older version again (a branch, which a fold never does) copies what that version sees first. Values must not be
 * `undefined`.
 */
export class GrowingMap<K, V> {
  private constructor(
    private readonly shared: Shared<K, V>,
    private readonly length: number,
  ) {}

  static empty<K, V>(): GrowingMap<K, V> {
    return new GrowingMap<K, V>({ history: new Map(), length: 0 }, 0);
  }

  get(key: K): V | undefined {
    const versions = this.shared.history.get(key);
    if (!versions) return undefined;
    for (let i = versions.length - 1; i >= 0; i--) if (versions[i]!.at < this.length) return versions[i]!.value;
    return undefined;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  set(key: K, value: V): GrowingMap<K, V> {
    const shared = this.shared.length === this.length ? this.shared : this.branch();
    const version = { at: this.length, value };
    const versions = shared.history.get(key);
    if (versions) versions.push(version);
    else shared.history.set(key, [version]);
    shared.length = this.length + 1;
    return new GrowingMap(shared, this.length + 1);
  }

  private branch(): Shared<K, V> {
    const history = new Map<K, Version<V>[]>();
    for (const [key, versions] of this.shared.history) {
      const seen = versions.filter((v) => v.at < this.length);
      if (seen.length) history.set(key, seen);
    }
    return { history, length: this.length };
  }
}

/** What every version of one set shares: when each member was added, and how many the newest version has seen. */
interface SharedSet<K> {
  addedAt: Map<K, number>;
  length: number;
}

/**
 * GrowingMap's sibling for members that are only ever added (entry ids, credited references): one number per member
 * instead of a history, which halves what a fold allocates.
 */
export class GrowingSet<K> {
  private constructor(
    private readonly shared: SharedSet<K>,
    private readonly length: number,
  ) {}

  static empty<K>(): GrowingSet<K> {
    return new GrowingSet<K>({ addedAt: new Map(), length: 0 }, 0);
  }

  has(key: K): boolean {
    const at = this.shared.addedAt.get(key);
    return at !== undefined && at < this.length;
  }

  add(key: K): GrowingSet<K> {
    if (this.has(key)) return this;
    const shared = this.shared.length === this.length ? this.shared : this.branch();
    shared.addedAt.set(key, this.length);
    shared.length = this.length + 1;
    return new GrowingSet(shared, this.length + 1);
  }

  private branch(): SharedSet<K> {
    const addedAt = new Map<K, number>();
    for (const [key, at] of this.shared.addedAt) if (at < this.length) addedAt.set(key, at);
    return { addedAt, length: this.length };
  }
}
