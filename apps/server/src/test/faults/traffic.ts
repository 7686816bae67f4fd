/** One request of the drill's traffic, as the client saw it. */
export interface Sample {
  kind: string;
  /** Date.now() when the request was sent. */
  started: number;
  ms: number;
  /** null: no answer (connection refused or reset, or no answer within the bound). */
  status: number | null;
  retryAfter: string | null;
  /** The network error, or 'timeout' past the bound. */
  error?: string;
  /** Kept for the kinds that ask for it (readiness, writes) and for every 5xx. */
  body?: string;
}

/** What one kind of request sends; `keepBody` keeps the answer's text in the sample. */
export interface RequestSpec {
  kind: string;
  request: (n: number) => { path: string; init?: RequestInit };
  keepBody?: boolean;
}

export interface Traffic {
  samples: Sample[];
  /** Ends the loops and waits for the requests in flight. */
  stop(): Promise<void>;
}

/**
 * A small steady mix: `workers` loops, each sending the next kind of request in turn with a short
 * pause between, so the server is busy but not saturated and a baseline latency means something.
 * Every request has a bound: one that takes longer counts as a hang (error 'timeout').
 */
export function runTraffic(
  baseUrl: () => string,
  specs: RequestSpec[],
  { workers = 4, pauseMs = 60, boundMs = 10_000 } = {},
): Traffic {
  const samples: Sample[] = [];
  let running = true;
  let next = 0;
  const one = async () => {
    const n = next++;
    const spec = specs[n % specs.length]!;
    const { path, init } = spec.request(n);
    const started = Date.now();
    const sample: Sample = { kind: spec.kind, started, ms: 0, status: null, retryAfter: null };
    try {
      const response = await fetch(baseUrl() + path, { ...init, signal: AbortSignal.timeout(boundMs) });
      const body = await response.text();
      sample.status = response.status;
      sample.retryAfter = response.headers.get('retry-after');
      if (spec.keepBody || response.status >= 500) sample.body = body.slice(0, 2000);
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      sample.error =
        error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : (cause?.code ?? String(error));
    }
    sample.ms = Date.now() - started;
    samples.push(sample);
  };
  const loop = async () => {
    while (running) {
      await one();
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = Array.from({ length: workers }, loop);
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The samples sent in [from, to). */
export const sentBetween = (samples: Sample[], from: number, to = Infinity) =>
  samples.filter((s) => s.started >= from && s.started < to);

export const is2xx = (s: Sample) => s.status !== null && s.status >= 200 && s.status < 300;

/** A short line per sample for assertion messages. */
export const describeSample = (s: Sample, t0: number) =>
  `${s.kind} +${s.started - t0}ms ${s.status ?? s.error} in ${s.ms}ms${s.retryAfter ? ` retry-after=${s.retryAfter}` : ''}${s.body && (s.status ?? 0) >= 500 ? ` ${s.body.slice(0, 160)}` : ''}`;

/** The p-th percentile (0-100) of the samples' durations. */
export function percentile(samples: Sample[], p: number): number {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
