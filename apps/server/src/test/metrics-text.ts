import type { FastifyInstance } from 'fastify';

/** The /metrics text of an app (open outside production). */
export async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/metrics' });
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}`);
  return res.body;
}

/**
 * The value of one sample in Prometheus text, e.g. `sample(text, 'waha_tickets_opened_total',
 * { category: 'complaint' })`; 0 when the series does not exist yet (a counter never incremented).
 */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',').filter(Boolean);
    if (present.length === wanted.length && wanted.every((label) => present.includes(label)))
      return Number(match[3]);
  }
  return 0;
}
