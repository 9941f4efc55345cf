/** A cell someone typed (a name, an address): written so that a spreadsheet never runs it as a formula. */
export interface TypedCell {
  typed: string;
}

export type CsvCell = string | number | TypedCell;

export const typed = (value: string): TypedCell => ({ typed: value });

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

function cell(value: CsvCell): string {
  if (typeof value !== 'object') return quote(String(value));
  // =, +, -, @ (or a tab or return) first would start a formula (CSV injection): a leading ' makes it text
  return quote(/^[=+\-@\t\r]/.test(value.typed) ? `'${value.typed}` : value.typed);
}

/**
 * A file for a spreadsheet, as the back office's exports write them: UTF-8 with a byte-order mark
 * (so Excel reads Thai), every field quoted, CRLF lines.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header.map(cell).join(','), ...rows.map((row) => row.map(cell).join(','))].join('\r\n')}\r\n`;
}
