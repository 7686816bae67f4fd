/**
 * A branch's answer, serialised once and reused for a moment. Every visitor asks for rates on each
 * branch change while rates change a few times a day, so a one-second reuse costs no freshness a
 * customer could notice and spares the database and the serializer. Concurrent misses share one
 * load; failures (an unknown branch) are never kept, so probing ids cannot fill memory.
 */
export interface CachedRates {
  body: Buffer;
  updatedAt: string | null;
}

export class RatesCache {
  private readonly entries = new Map<number, { expires: number; value: Promise<CachedRates> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(branchId: number, load: () => Promise<CachedRates>): Promise<CachedRates> {
    const hit = this.entries.get(branchId);
    if (hit && hit.expires > this.now()) return hit.value;
    const value = load();
    this.entries.set(branchId, { expires: this.now() + this.ttlMs, value });
    value.catch(() => this.entries.delete(branchId));
    return value;
  }

  delete(branchId: number): void {
    this.entries.delete(branchId);
  }

  clear(): void {
    this.entries.clear();
  }
}
