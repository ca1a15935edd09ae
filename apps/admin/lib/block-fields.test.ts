import { describe, expect, it } from 'vitest';
// The API's own block schema: the forms must write what the API accepts.
import { ContentBlockSchema } from '../../api/src/modules/content/blocks.ts';
import {
  BLOCK_TYPES,
  blockToSave,
  errorsByField,
  move,
  newBlock,
  type DraftBlock,
  type FieldSpec,
  BLOCK_FORMS,
} from './block-fields';

/** Fills every field of a form the way staff would, with values the API accepts. */
function fill(fields: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      switch (field.kind) {
        case 'image':
          return [field.key, '/banners/deals.svg'];
        case 'text':
        case 'long':
          if (field.key === 'anchor') return [field.key, 'shipping-terms'];
          return [field.key, ['href', 'image'].includes(field.key) ? '/deals' : 'Words'];
        case 'lines':
          return [field.key, ['First line', '', 'Second line']];
        case 'products':
          return [field.key, []];
        case 'number':
          return [field.key, field.start ?? 3];
        case 'checkbox':
          return [field.key, true];
        case 'choice':
          return [field.key, field.options.at(-1)];
        case 'group':
          return [field.key, fill(field.fields)];
        case 'list':
          return [field.key, [fill(field.fields), fill(field.fields)]];
      }
    }),
  );
}

describe('block forms', () => {
  it('write a block the API accepts for every type, filled in', () => {
    for (const type of BLOCK_TYPES) {
      const saved = blockToSave({ type, ...fill(BLOCK_FORMS[type].fields) } as DraftBlock);
      const parsed = ContentBlockSchema.safeParse(saved);
      expect(parsed.success, `${type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('keep a stored block as it was when opened and saved unchanged', () => {
    for (const type of BLOCK_TYPES) {
      const stored = ContentBlockSchema.parse(
        blockToSave({ type, ...fill(BLOCK_FORMS[type].fields) } as DraftBlock),
      );
      expect(blockToSave(structuredClone(stored) as DraftBlock)).toEqual(stored);
    }
    const rail = ContentBlockSchema.parse({
      type: 'product_rail',
      title: 'Picks',
      product_ids: [4, 5],
    });
    expect(blockToSave(structuredClone(rail) as DraftBlock)).toEqual(rail);
  });

  it('drop optional fields left empty and send required ones empty, for the API to name', () => {
    const hero = { ...newBlock('hero'), heading: '  ' };
    expect(blockToSave(hero)).toEqual({ type: 'hero', heading: '' });
    const refused = ContentBlockSchema.safeParse(blockToSave(hero));
    expect(refused.error?.issues[0]?.path).toEqual(['heading']);
    const rail = { ...newBlock('product_rail'), title: 'Picks', product_ids: '12, 7 9' };
    expect(blockToSave(rail)).toEqual({
      type: 'product_rail',
      title: 'Picks',
      product_ids: [12, 7, 9],
      limit: 12,
    });
  });

  it('find the API’s messages by field and move blocks within bounds', () => {
    expect(
      errorsByField([
        { field: 'body.blocks.0.heading', message: 'Too small' },
        { field: 'body.blocks.0.heading', message: 'Second' },
        { message: 'No field' },
      ]),
    ).toEqual({ 'blocks.0.heading': 'Too small', '': 'No field' });
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(move(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
