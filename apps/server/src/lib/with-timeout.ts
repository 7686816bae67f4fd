/**
 * Settles with `work`, or rejects after `ms` if it has not settled by then: for probes that must
 * answer quickly even when a dependency never does (a PostgreSQL host that drops packets leaves a
 * connection attempt pending for minutes). The work itself is not cancelled; its late result is
 * ignored (Promise.race keeps a handler on it, so a late rejection is never unhandled).
 */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
