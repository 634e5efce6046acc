/**
 * A micro-cache of public search pages on this node. The same few searches (the home page's latest
 * cars, a popular brand) are asked many times a second; a page is the same for every caller (no
 * per-user field), so it is kept for a short time. Any write to listings on this node empties it at
 * once; other nodes see a change at most `ttlMs` later. Expiry uses the process's monotonic clock:
 * it is a technical timer, not business time.
 */
export class SearchPageCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * The cached page for `key`, or the one `load` makes (concurrent misses share one load). A load
   * that fails is not kept.
   */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    // Oldest first in a Map: drop from the front when full.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
