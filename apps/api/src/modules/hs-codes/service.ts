import { dutyRateFor } from './duty-rates.ts';
import type { HsCodeFilters, HsCodeRow, HsCodesRepository } from './repository.ts';
import { hsCodeLevels, type HsCode, type HsCodesQuery } from './schemas.ts';

/** The deepest level the nomenclature holds: national tariff lines go past it. */
const SUBHEADING_DIGITS = 6;

const levelName = (digits: number) => hsCodeLevels[digits / 2 - 1] ?? 'subheading';

/** "610910" → "6109.10", the way customs forms print it. */
export function displayCode(code: string): string {
  return code.length > 4 ? `${code.slice(0, 4)}.${code.slice(4)}` : code;
}

/** The indicative duty of a code for a region: chapters and headings have none of their own. */
function dutyOf(code: string, regionCode: string | null): HsCode['duty'] {
  if (!regionCode || code.length < 4) return null;
  const rate = dutyRateFor(regionCode, code);
  return rate
    ? {
        region_code: regionCode,
        label: rate.label,
        duty_percent: rate.dutyBps / 100,
        tax_percent: rate.taxBps / 100,
      }
    : null;
}

function toHsCode(row: HsCodeRow, regionCode: string | null): HsCode {
  const parents: HsCode['parents'] = [];
  if (row.chapterDescription !== null) {
    const code = row.code.slice(0, 2);
    parents.push({ code, level: 'chapter', description: row.chapterDescription });
  }
  if (row.headingDescription !== null) {
    const code = row.code.slice(0, 4);
    parents.push({ code, level: 'heading', description: row.headingDescription });
  }
  return {
    code: row.code,
    display_code: displayCode(row.code),
    level: levelName(row.level),
    section: row.section,
    description: row.description,
    parents,
    duty: dutyOf(row.code, regionCode),
  };
}

export function createHsCodesService(repository: HsCodesRepository) {
  async function pageOf(filters: HsCodeFilters, page: number, perPage: number) {
    const [rows, total] = await Promise.all([
      repository.search(filters, perPage, (page - 1) * perPage),
      repository.count(filters),
    ]);
    return { rows, total };
  }

  return {
    /** The codes among `codes` that are not 6-digit subheadings (a form's typo, a made-up code). */
    async unknownSubheadings(codes: string[]): Promise<string[]> {
      const known = new Set(await repository.existingSubheadings([...new Set(codes)]));
      return codes.filter((code) => !known.has(code));
    },

    /**
     * Code prefix and words, each only when given; neither lists the chapters. A code longer
     * than a subheading (an 8–10-digit national tariff line) finds the subheading it falls
     * under. Words must all match; when together they find nothing, any of them may, still
     * ranked, so a customer's extra word does not empty the list.
     */
    async search(query: HsCodesQuery, regionCode: string | null = null) {
      const { page, per_page: perPage } = query;
      const filters: HsCodeFilters = {
        codePrefix: query.hs_code?.slice(0, SUBHEADING_DIGITS) ?? null,
        words: query.description ?? null,
        match: 'all',
      };
      let result = await pageOf(filters, page, perPage);
      if (result.total === 0 && filters.words !== null) {
        result = await pageOf({ ...filters, match: 'any' }, page, perPage);
      }
      return {
        data: result.rows.map((row) => toHsCode(row, regionCode)),
        pagination: { page, per_page: perPage, total: result.total },
      };
    },
  };
}

export type HsCodesService = ReturnType<typeof createHsCodesService>;
