import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../test/csv-reader.js';
import { CSV_MAX_ROWS, csvCell, sendCsvExport, toCsv, type ExportRows } from './csv.js';

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

describe('csvCell: every separator quoted, formulas neutralised (OWASP CSV injection)', () => {
  it('quotes a cell holding ; , tab CR LF or a quote, doubling the quotes', () => {
    expect(csvCell('Ali;=1+1')).toBe('"Ali;=1+1"');
    expect(csvCell('Ali,=1+1')).toBe('"Ali,=1+1"');
    expect(csvCell('Ali\t=1+1')).toBe('"Ali\t=1+1"');
    expect(csvCell('a\rb')).toBe('"a\rb"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('علي')).toBe('علي');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it("puts a ' before a leading = + - @ tab or CR, and quotes it when it holds a separator", () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+966500000000')).toBe("'+966500000000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe('"\'\t=1+1"');
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
    expect(csvCell('=HYPERLINK("http://x";"y")')).toBe('"\'=HYPERLINK(""http://x"";""y"")"');
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('leaves a number alone, a negative one too: only text is neutralised', () => {
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell('42')).toBe('42');
    expect(csvCell('-1e3')).toBe("'-1e3");
    expect(csvCell('-')).toBe("'-");
  });

  it('reads back as the written values whether the reader splits on , ; or tab', () => {
    const values = ['Ali;=1+1', 'Ali,=1+1', 'Ali\t=1+1', 'two\r\nlines', '-5'];
    const file = toCsv(['a', 'b', 'c', 'd', 'e'], [values]);
    expect(file.split('\r\n')[1]).toBe('"Ali;=1+1","Ali,=1+1","Ali\t=1+1","two');
    expect(readCsv(file)).toEqual([['a', 'b', 'c', 'd', 'e'], values]);
    // Split on ; or tab (a locale's list separator), no cell starts with the = after a separator.
    for (const separator of [';', '\t'])
      for (const cell of readCsv(file, separator).flat()) expect(cell, separator).not.toMatch(/^[=+@]/);
  });
});
