import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type CsvRow = readonly (string | null | undefined)[];

/** A cell that is wholly a number ("-12.5"): a spreadsheet reads it as that number, never a formula. */
const NUMBER = /^-?\d+(\.\d+)?$/;
/** What a spreadsheet may run as a formula at the start of a cell (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What makes a cell quoted: every separator a spreadsheet may split on, a line break, a quote. */
const NEEDS_QUOTES = /[",;\t\n\r]/;

/**
 * A CSV cell, safe for the spreadsheets a desk opens exports in (OWASP "CSV Injection"):
 * - A cell starting with = + - @ tab or CR gets a leading ' so it is never run as a formula
 *   (what a customer typed in a name or a message, a login, a user agent). A cell that is wholly
 *   a number is left alone, so a negative amount stays -12.5 (no export has one today; the rule
 *   keeps it right if one comes).
 * - A cell holding , ; tab CR LF or " is quoted (quotes doubled). The file's separator is the
 *   comma, but Excel in an Arabic or European locale splits on ; and some imports on tab: quoted,
 *   `Ali;=1+1` stays ONE text cell in every reader that follows RFC 4180 (Excel, LibreOffice,
 *   Google Sheets, whatever the separator they split on), so the =1+1 after the ; never starts a
 *   cell. We do not also put a ' after each separator inside the cell: that would change the
 *   text every compliant reader shows, and a reader that ignores quotes misreads every comma in
 *   an address anyway.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (row: CsvRow) => row.map(csvCell).join(',');

/** A whole CSV file: a BOM so spreadsheets read UTF-8 (Arabic names), CRLF lines. */
export function toCsv(header: readonly string[], rows: readonly CsvRow[]): string {
  return `\uFEFF${[header.join(','), ...rows.map(line)].join('\r\n')}\r\n`;
}

/** The same file as `toCsv`, a chunk per batch: the BOM and header first, then each batch's lines. */
export async function* csvChunks(
  header: readonly string[],
  batches: AsyncIterable<readonly CsvRow[]>,
): AsyncGenerator<string> {
  yield `\uFEFF${header.join(',')}\r\n`;
  for await (const rows of batches) if (rows.length > 0) yield `${rows.map(line).join('\r\n')}\r\n`;
}

/**
 * Sends a CSV download as it is read (ADR 2202): one batch of rows in memory at a time, not the
 * whole file (8 MB at 50,000 rows), so a large export neither holds the heap nor waits to start.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  batches: AsyncIterable<readonly CsvRow[]>,
): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Readable.from(csvChunks(header, batches)));
}

/** Each batch of rows as CSV rows. */
export async function* csvBatches<R>(
  batches: AsyncIterable<readonly R[]>,
  toRow: (row: R) => CsvRow,
): AsyncGenerator<CsvRow[]> {
  for await (const rows of batches) yield rows.map(toRow);
}

/** The most rows one staff CSV export carries: one cap for every desk's download. */
export const CSV_MAX_ROWS = 50_000;

/** The rows an export reads, as `listExport` gives them: counted first, then read in batches. */
export interface ExportRows<R> {
  count: () => Promise<number>;
  batches: () => AsyncIterable<R[]>;
}

/**
 * A staff list's CSV download: at most `CSV_MAX_ROWS` rows, the export's audit entry written
 * (with the row count) before the first byte goes out, then the rows streamed batch by batch.
 * `audit` is the staff module's `auditExport`, passed in because lib sits below modules.
 */
export async function sendCsvExport<R>(
  reply: FastifyReply,
  file: {
    name: string;
    header: readonly string[];
    rows: (maxRows: number) => ExportRows<R>;
    audit: (rowCount: number) => Promise<void>;
    lines: (batches: AsyncIterable<R[]>) => AsyncIterable<readonly CsvRow[]>;
  },
): Promise<FastifyReply> {
  const rows = file.rows(CSV_MAX_ROWS);
  await file.audit(await rows.count());
  return sendCsv(reply, file.name, file.header, file.lines(rows.batches()));
}
