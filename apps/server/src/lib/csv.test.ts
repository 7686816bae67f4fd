import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CSV_MAX_ROWS, sendCsvExport, type ExportRows } from './csv.js';

/** A list longer than the cap, read the way `listExport` reads it: never past `maxRows`. */
function longList(length: number, maxRows: number): ExportRows<number> {
  const size = Math.min(length, maxRows);
  return {
    count: async () => size,
    batches: async function* () {
      for (let from = 0; from < size; from += 1000)
        yield Array.from({ length: Math.min(1000, size - from) }, (_, i) => from + i);
    },
  };
}

async function download(length: number) {
  const events: string[] = [];
  const app = Fastify();
  app.get('/list.csv', (_request, reply) =>
    sendCsvExport(reply, {
      name: 'list.csv',
      header: ['n', 'label'],
      rows: (maxRows) => {
        events.push(`rows:${maxRows}`);
        return longList(length, maxRows);
      },
      audit: async (rows) => {
        events.push(`audit:${rows}`);
      },
      lines: async function* (batches) {
        for await (const batch of batches) {
          events.push('batch');
          yield batch.map((n) => [String(n), n === 0 ? '=SUM(A1)' : 'row']);
        }
      },
    }),
  );
  const response = await app.inject({ url: '/list.csv' });
  await app.close();
  return { response, events };
}

describe('sendCsvExport, the one staff CSV download', () => {
  it('reads at most CSV_MAX_ROWS rows, and audits the count before the first row goes out', async () => {
    const { response, events } = await download(CSV_MAX_ROWS + 7);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="list.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFn,label');
    expect(lines[1]).toBe(`0,'=SUM(A1)`);
    expect(lines.at(-2)).toBe(`${CSV_MAX_ROWS - 1},row`);
    expect(lines).toHaveLength(CSV_MAX_ROWS + 2); // the header, the rows, the final CRLF's empty tail
    expect(events.slice(0, 3)).toEqual([`rows:${CSV_MAX_ROWS}`, `audit:${CSV_MAX_ROWS}`, 'batch']);
  });

  it('sends a short list whole', async () => {
    const { response, events } = await download(2);
    expect(response.body).toBe(`\uFEFFn,label\r\n0,'=SUM(A1)\r\n1,row\r\n`);
    expect(events).toEqual([`rows:${CSV_MAX_ROWS}`, 'audit:2', 'batch']);
  });
});
