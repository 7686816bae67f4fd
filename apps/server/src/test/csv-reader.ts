/**
 * A CSV file read the way RFC 4180 readers do (Excel, LibreOffice, Google Sheets), splitting cells
 * on `separator` (a locale's list separator may be ; or a tab) and rows on CRLF outside quotes.
 * Tests use it to see what a spreadsheet would put in each cell.
 */
export function readCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === separator) {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && body[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
