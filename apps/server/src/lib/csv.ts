/**
 * A CSV cell. Cells starting with = + - @ (or a tab/CR) are prefixed with ' so a spreadsheet never
 * runs what a customer or a login field put there as a formula.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file: a BOM so spreadsheets read UTF-8 (Arabic names), CRLF lines. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | null | undefined)[])[],
): string {
  const lines = [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
