import { readFileSync } from 'node:fs';

/** One row of the nomenclature as the loader writes it. */
export interface HsCodeEntry {
  code: string;
  level: 2 | 4 | 6;
  section: string;
  description: string;
  parentCode: string | null;
}

export const NOMENCLATURE_FILE = new URL('./data/harmonized-system.csv', import.meta.url);

/** Splits RFC 4180 CSV text into rows of fields (quoted fields may hold commas, "" and newlines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/**
 * The chapters, headings and subheadings of the CSV (`section,hscode,description,parent,level`).
 * The file's `TOTAL` row (the root, level 5) is not a code anyone classifies goods under, so
 * it is left out and chapters have no parent.
 */
export function readNomenclature(text = readFileSync(NOMENCLATURE_FILE, 'utf8')): HsCodeEntry[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (header?.join(',') !== 'section,hscode,description,parent,level') {
    throw new Error(`Unexpected HS nomenclature header: ${header?.join(',')}`);
  }
  const entries: HsCodeEntry[] = [];
  for (const [section, code, description, parent, level] of rows) {
    if (!code || !/^\d+$/.test(code)) continue;
    if (level !== '2' && level !== '4' && level !== '6') {
      throw new Error(`HS code ${code} has an unknown level ${level}`);
    }
    if (code.length !== Number(level)) throw new Error(`HS code ${code} is not ${level} digits`);
    entries.push({
      code,
      level: Number(level) as 2 | 4 | 6,
      section: section ?? '',
      description: description ?? '',
      parentCode: level === '2' ? null : (parent ?? null),
    });
  }
  return entries;
}
