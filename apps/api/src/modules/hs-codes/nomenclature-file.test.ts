import { describe, expect, it } from 'vitest';
import { parseCsv, readNomenclature } from './nomenclature-file.ts';

describe('parseCsv', () => {
  it('keeps commas, doubled quotes and newlines inside quoted fields', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\r\nx,y,,z\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['x', 'y', '', 'z'],
    ]);
  });

  it('keeps a last row that has no newline', () => {
    expect(parseCsv('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});

describe('readNomenclature', () => {
  it('reads the committed file: chapters without parent, the TOTAL row left out', () => {
    const entries = readNomenclature();
    expect(entries.filter((e) => e.level === 2)).toHaveLength(97);
    expect(entries.find((e) => e.code === '01')).toMatchObject({ parentCode: null, section: 'I' });
    expect(entries.find((e) => e.code === '610910')).toMatchObject({
      level: 6,
      parentCode: '6109',
      section: 'XI',
    });
    expect(entries.some((e) => e.code === 'TOTAL')).toBe(false);
  });

  it('refuses a file of another shape rather than loading nonsense', () => {
    expect(() => readNomenclature('code,text\n01,x\n')).toThrow(/header/);
    expect(() =>
      readNomenclature('section,hscode,description,parent,level\nI,0101,x,01,6\n'),
    ).toThrow(/not 6 digits/);
  });
});
