import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { loadHsCodes } from './index.ts';
import { NOMENCLATURE_FILE, parseCsv } from './nomenclature-file.ts';

const ctx = useTestApp();
const url = '/api/hs-code/customer/v1/hs-codes';

interface HsCode {
  code: string;
  display_code: string;
  level: string;
  description: string;
  parents: { code: string; level: string; description: string }[];
  duty: { region_code: string; duty_percent: number; tax_percent: number } | null;
}

async function search(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `${url}${query}` });
  return { status: res.statusCode, body: res.json() };
}

const codes = (body: { data: HsCode[] }) => body.data.map((c) => c.code);

async function tableCount(): Promise<number> {
  const result = await ctx.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM hs_codes`,
  );
  return Number(result.rows[0]?.n);
}

describe('the HS nomenclature loader', () => {
  it('holds every chapter, heading and subheading of the CSV, the TOTAL row left out', async () => {
    const rows = parseCsv(readFileSync(NOMENCLATURE_FILE, 'utf8')).slice(1);
    const numeric = rows.filter((row) => /^\d+$/.test(row[1] ?? ''));
    expect(numeric.length).toBe(rows.length - 1);
    expect(numeric.length).toBeGreaterThan(6900);
    expect(await tableCount()).toBe(numeric.length);
  });

  it('skips a second load and restores a row that went missing', async () => {
    expect(await loadHsCodes(ctx.database.db)).toBe(0);
    const before = await tableCount();
    await ctx.database.db.execute(sql`DELETE FROM hs_codes WHERE code = '010121'`);
    expect(await loadHsCodes(ctx.database.db)).toBe(before);
    expect(await tableCount()).toBe(before);
    expect(await loadHsCodes(ctx.database.db)).toBe(0);
  });
});

describe('GET /api/hs-code/customer/v1/hs-codes', () => {
  it('lists the chapters, without signing in, when neither parameter is given', async () => {
    const { status, body } = await search('?per_page=100');
    expect(status).toBe(200);
    expect(body.data.every((c: HsCode) => c.level === 'chapter')).toBe(true);
    expect(body.pagination.total).toBe(97);
    expect(body.data[0]).toEqual({
      code: '01',
      display_code: '01',
      level: 'chapter',
      section: 'I',
      description: 'Animals; live',
      parents: [],
      duty: null,
    });
  });

  it('gives the indicative duty of a code for the caller’s region, and none without one', async () => {
    const shirt = async (region?: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${url}?hs_code=610910`,
          headers: region ? { 'x-region': region } : {},
        })
      ).json().data[0] as HsCode;
    expect((await shirt('BD')).duty).toEqual({
      region_code: 'BD',
      label: 'Customs duty and VAT',
      duty_percent: 25,
      tax_percent: 15,
    });
    expect((await shirt('IN')).duty).toMatchObject({ duty_percent: 20, tax_percent: 12 });
    expect((await shirt('US')).duty).toBeNull();
    expect((await shirt()).duty).toBeNull();
  });

  it('finds a heading and its subheadings by code prefix, with the parent chain', async () => {
    const { body } = await search('?hs_code=6109');
    expect(codes(body)).toEqual(['6109', '610910', '610990']);
    const cotton = body.data[1];
    expect(cotton).toMatchObject({ display_code: '6109.10', level: 'subheading' });
    expect(cotton.parents).toEqual([
      {
        code: '61',
        level: 'chapter',
        description: expect.stringContaining('knitted or crocheted'),
      },
      { code: '6109', level: 'heading', description: expect.stringContaining('T-shirts') },
    ]);
  });

  it('ignores dots and spaces in the code, and finds the subheading of a national tariff line', async () => {
    expect(codes((await search('?hs_code=6109.10')).body)).toEqual(['610910']);
    expect(codes((await search('?hs_code=%206109%2010%20')).body)).toEqual(['610910']);
    expect(codes((await search('?hs_code=6109100010')).body)).toEqual(['610910']);
  });

  it('answers an empty list, not an error, for a code that does not exist', async () => {
    const { status, body } = await search('?hs_code=7700');
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], pagination: { page: 1, per_page: 20, total: 0 } });
  });

  it('ranks "cotton t-shirt" to 6109.10 first', async () => {
    const { body } = await search('?description=cotton%20t-shirt');
    expect(body.data[0].code).toBe('610910');
  });

  it('ranks closer matches first and falls back to any word when all of them find nothing', async () => {
    const { body } = await search('?description=leather%20handbags');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0].code.startsWith('4202')).toBe(true);
    const fallback = await search('?description=cotton%20xyzzyword');
    expect(fallback.body.pagination.total).toBeGreaterThan(0);
    expect(fallback.body.data[0].description.toLowerCase()).toContain('cotton');
  });

  it('combines code prefix and words', async () => {
    const { body } = await search('?hs_code=62&description=cotton');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((c: HsCode) => c.code.startsWith('62'))).toBe(true);
  });

  it('ignores empty and whitespace-only parameters (spec §5)', async () => {
    const chapters = (await search('?per_page=5')).body;
    expect((await search('?hs_code=&description=&per_page=5')).body).toEqual(chapters);
    expect((await search('?hs_code=%20%20&description=%20%09%20&per_page=5')).body).toEqual(
      chapters,
    );
    expect(codes((await search('?hs_code=6109&description=%20')).body)).toEqual([
      '6109',
      '610910',
      '610990',
    ]);
  });

  it('refuses letters in the code, a one-digit code and an overlong description, naming the field', async () => {
    for (const [query, field] of [
      ['?hs_code=61ab', 'querystring.hs_code'],
      ['?hs_code=6', 'querystring.hs_code'],
      ['?hs_code=12345678901', 'querystring.hs_code'],
      [`?description=${'a'.repeat(500)}`, 'querystring.description'],
      ['?per_page=101', 'querystring.per_page'],
      ['?colour=blue', 'querystring.colour'],
    ] as const) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.details[0].field).toBe(field);
    }
  });

  it('pages through the results in a stable order', async () => {
    const first = (await search('?hs_code=61&page=1&per_page=10')).body;
    const second = (await search('?hs_code=61&page=2&per_page=10')).body;
    expect(first.pagination).toMatchObject({ page: 1, per_page: 10 });
    expect(first.pagination.total).toBeGreaterThan(20);
    expect(second.pagination.total).toBe(first.pagination.total);
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(10);
    const all = [...codes(first), ...codes(second)];
    expect(new Set(all).size).toBe(20);
    expect(all).toEqual([...all].sort());
    const past = (await search('?hs_code=61&page=500&per_page=10')).body;
    expect(past.data).toEqual([]);
  });
});
