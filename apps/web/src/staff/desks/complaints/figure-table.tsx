import type { ReactNode } from 'react';

/**
 * One section of the report as a captioned table: a heading per column, a row per group. Cells
 * that are data (an agent's or a branch's name) come marked `dir="auto"` by the caller.
 */
export function FigureTable({
  caption,
  headings,
  rows,
  empty,
}: {
  caption: string;
  headings: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  empty: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full bg-white text-sm">
        <caption className="p-2 text-start text-lg font-semibold text-brand-dark">{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="border-b border-slate-200 p-2 text-start">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={headings.length} className="p-2 text-slate-600">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100">
              {row.cells.map((cell, i) => (
                <td key={i} className="p-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
