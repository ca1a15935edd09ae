import { stringify } from 'csv-stringify/browser/esm/sync';

/** A spreadsheet must not run what a customer typed: cells starting like a formula are quoted. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

/** The rows as CSV with a header line, every cell made spreadsheet-safe. */
export function toCsv<Row>(rows: Row[], columns: CsvColumn<Row>[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
    { header: true, columns: columns.map((column) => column.header) },
  );
}

/** Reads every page of a paged staff list (at most `limit` rows) for an export. */
export async function allPages<Row>(
  load: (page: number, perPage: number) => Promise<{ data: Row[]; total: number }>,
  { perPage = 100, limit = 10_000 } = {},
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < limit; page++) {
    const { data, total } = await load(page, perPage);
    rows.push(...data);
    if (data.length === 0 || rows.length >= total) break;
  }
  return rows.slice(0, limit);
}
