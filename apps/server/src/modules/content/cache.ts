/**
 * Site content read through a short in-memory cache (CONTENT_CACHE_SECONDS). Every page view
 * renders on the server and reads several content lists, while staff change content rarely; a few
 * seconds of reuse spares the database without making an edit wait for a deploy. Concurrent misses
 * share one load; failures are never kept. A TTL of 0 turns the cache off (tests that edit content).
 */
export class ContentCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Drops every entry: staff just changed content, and the next reader loads it fresh. */
  clear(): void {
    this.entries.clear();
  }
}
