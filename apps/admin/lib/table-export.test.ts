import { describe, expect, it } from 'vitest';
import { allPages, csvCell, toCsv } from './table-export';

describe('table export', () => {
  it('makes formula-looking cells text and quotes what CSV needs quoted', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(csvCell('-5')).toBe(`'-5`);
    expect(csvCell(null)).toBe('');
    const csv = toCsv(
      [{ name: 'Rahim, "R"', note: '@home', amount: 1200 }],
      [
        { header: 'Name', value: (r) => r.name },
        { header: 'Note', value: (r) => r.note },
        { header: 'Amount', value: (r) => r.amount },
      ],
    );
    expect(csv).toBe(`Name,Note,Amount\n"Rahim, ""R""",'@home,1200\n`);
  });

  it('walks every page of the filter and stops at the total or the limit', async () => {
    const all = Array.from({ length: 250 }, (_, i) => i);
    const asked: number[] = [];
    const load = async (page: number, perPage: number) => {
      asked.push(page);
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    };
    expect(await allPages(load)).toEqual(all);
    expect(asked).toEqual([1, 2, 3]);
    expect(await allPages(load, { perPage: 100, limit: 150 })).toHaveLength(150);
  });
});
