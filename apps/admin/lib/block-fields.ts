import type { staffComponents } from '@crossport/api-client/staff';

/** A block as the API keeps it (docs/content.md, `blocks.ts`). */
export type Block = staffComponents['schemas']['ContentEntry']['blocks'][number];
export type BlockType = Block['type'];
/** A block while staff edit it: the same keys, any value a form holds (raw text, ''). */
export type DraftBlock = { type: BlockType } & Record<string, unknown>;

/**
 * How one field of a block is edited. `lines`: one item per line (paragraphs, bullets);
 * `image`: an address, or a picture uploaded to fill it; `products`: product ids picked from
 * a catalogue search; `group`: an object of fields (a link);
 * `list`: repeated objects (banners, questions). Optional fields left empty are not sent, so
 * the API sees only what staff filled in; required ones are sent empty, and the API names them.
 */
export type FieldSpec =
  | {
      key: string;
      label: string;
      kind: 'text' | 'long' | 'lines' | 'image' | 'products' | 'checkbox';
      optional?: boolean;
      hint?: string;
    }
  | {
      key: string;
      label: string;
      kind: 'number';
      optional?: boolean;
      hint?: string;
      start?: number;
    }
  | { key: string; label: string; kind: 'choice'; options: readonly string[]; optional?: boolean }
  | { key: string; label: string; kind: 'group'; fields: FieldSpec[]; optional?: boolean }
  | {
      key: string;
      label: string;
      kind: 'list';
      item: string;
      fields: FieldSpec[];
      optional?: boolean;
    };

type TopField<T extends BlockType> = FieldSpec & {
  key: Exclude<keyof Extract<Block, { type: T }>, 'type'> & string;
};

const PATH_HINT = 'A site path (/…) or an https:// address';
const link = (key: string, label: string, optional = true): FieldSpec => ({
  key,
  label,
  kind: 'group',
  optional,
  fields: [
    { key: 'label', label: 'Label', kind: 'text' },
    { key: 'href', label: 'Link', kind: 'text', hint: PATH_HINT },
  ],
});

/** The blocks staff can add, with their names and fields, in the order a page usually has them. */
export const BLOCK_FORMS: { [T in BlockType]: { name: string; fields: TopField<T>[] } } = {
  hero: {
    name: 'Hero',
    fields: [
      { key: 'heading', label: 'Heading', kind: 'text' },
      { key: 'subheading', label: 'Subheading', kind: 'long', optional: true },
      { key: 'image', label: 'Image', kind: 'image', optional: true },
      link('cta', 'Main button') as TopField<'hero'>,
      link('secondary_cta', 'Second button') as TopField<'hero'>,
    ],
  },
  banner_carousel: {
    name: 'Banner carousel',
    fields: [
      {
        key: 'banners',
        label: 'Banners',
        item: 'Banner',
        kind: 'list',
        fields: [
          { key: 'image', label: 'Image', kind: 'image' },
          { key: 'alt', label: 'Description (alt text)', kind: 'text' },
          { key: 'href', label: 'Link', kind: 'text', optional: true, hint: PATH_HINT },
        ],
      },
      {
        key: 'interval_seconds',
        label: 'Seconds per banner (0: no autoplay)',
        kind: 'number',
        optional: true,
        start: 6,
      },
    ],
  },
  product_rail: {
    name: 'Product rail',
    fields: [
      { key: 'title', label: 'Title', kind: 'text' },
      {
        key: 'query',
        label: 'Products by search',
        kind: 'group',
        optional: true,
        fields: [
          { key: 'keyword', label: 'Keyword', kind: 'text', optional: true },
          { key: 'category_id', label: 'Category id', kind: 'number', optional: true },
        ],
      },
      {
        key: 'product_ids',
        label: 'Or these products',
        kind: 'products',
        optional: true,
        hint: 'Use either a search or products chosen here, not both',
      },
      { key: 'limit', label: 'How many products', kind: 'number', optional: true, start: 12 },
      link('see_all', '“See all” link') as TopField<'product_rail'>,
    ],
  },
  category_grid: {
    name: 'Category grid',
    fields: [
      { key: 'title', label: 'Title', kind: 'text' },
      {
        key: 'categories',
        label: 'Categories',
        item: 'Category',
        kind: 'list',
        fields: [
          { key: 'name', label: 'Name', kind: 'text' },
          { key: 'href', label: 'Link', kind: 'text', hint: PATH_HINT },
          { key: 'icon', label: 'Icon name', kind: 'text', optional: true },
          { key: 'image', label: 'Image', kind: 'image', optional: true },
        ],
      },
    ],
  },
  rich_text: {
    name: 'Rich text',
    fields: [
      {
        key: 'sections',
        label: 'Sections',
        item: 'Section',
        kind: 'list',
        fields: [
          { key: 'heading', label: 'Heading', kind: 'text', optional: true },
          {
            key: 'anchor',
            label: 'Anchor',
            kind: 'text',
            optional: true,
            hint: 'a-z, 0-9 and -, for the table of contents',
          },
          { key: 'paragraphs', label: 'Paragraphs', kind: 'lines', hint: 'One paragraph a line' },
          { key: 'bullets', label: 'Bullets', kind: 'lines', optional: true, hint: 'One a line' },
        ],
      },
      { key: 'table_of_contents', label: 'Show a table of contents', kind: 'checkbox' },
    ],
  },
  faq: {
    name: 'FAQ',
    fields: [
      { key: 'title', label: 'Title', kind: 'text' },
      {
        key: 'items',
        label: 'Questions',
        item: 'Question',
        kind: 'list',
        fields: [
          { key: 'question', label: 'Question', kind: 'text' },
          { key: 'answer', label: 'Answer', kind: 'long' },
        ],
      },
    ],
  },
  call_to_action: {
    name: 'Call to action',
    fields: [
      { key: 'heading', label: 'Heading', kind: 'text' },
      { key: 'body', label: 'Text', kind: 'long', optional: true },
      link('cta', 'Button', false) as TopField<'call_to_action'>,
    ],
  },
  image_text: {
    name: 'Image and text',
    fields: [
      { key: 'image', label: 'Image', kind: 'image' },
      { key: 'alt', label: 'Image description (alt text)', kind: 'text' },
      { key: 'heading', label: 'Heading', kind: 'text' },
      { key: 'body', label: 'Text', kind: 'long' },
      { key: 'image_side', label: 'Image side', kind: 'choice', options: ['left', 'right'] },
      link('cta', 'Button') as TopField<'image_text'>,
    ],
  },
  links: {
    name: 'Links (menu)',
    fields: [
      { key: 'title', label: 'Title', kind: 'text', optional: true },
      {
        key: 'links',
        label: 'Links',
        item: 'Link',
        kind: 'list',
        fields: [
          { key: 'label', label: 'Label', kind: 'text' },
          { key: 'href', label: 'Link', kind: 'text', hint: PATH_HINT },
          { key: 'icon', label: 'Icon name', kind: 'text', optional: true },
        ],
      },
    ],
  },
  logos: {
    name: 'Logos',
    fields: [
      {
        key: 'logos',
        label: 'Logos',
        item: 'Logo',
        kind: 'list',
        fields: [
          {
            key: 'name',
            label: 'Where it shows',
            kind: 'choice',
            options: ['primary', 'mark', 'footer', 'app'],
          },
          { key: 'image', label: 'Image', kind: 'image' },
          { key: 'alt', label: 'Description (alt text)', kind: 'text' },
        ],
      },
    ],
  },
  features: {
    name: 'Trust signals',
    fields: [
      { key: 'title', label: 'Title', kind: 'text', optional: true },
      {
        key: 'items',
        label: 'Items',
        item: 'Item',
        kind: 'list',
        fields: [
          { key: 'icon', label: 'Icon name', kind: 'text' },
          { key: 'title', label: 'Title', kind: 'text' },
          { key: 'body', label: 'Text', kind: 'long' },
        ],
      },
    ],
  },
};

export const BLOCK_TYPES = Object.keys(BLOCK_FORMS) as BlockType[];

/** An empty value for a field, as a new form shows it. */
function emptyOf(field: FieldSpec): unknown {
  switch (field.kind) {
    case 'text':
    case 'long':
    case 'image':
      return '';
    case 'lines':
    case 'products':
      return [];
    case 'checkbox':
      return false;
    case 'number':
      return field.start ?? '';
    case 'choice':
      return field.options[0];
    case 'group':
      return emptyObject(field.fields);
    case 'list':
      return [emptyObject(field.fields)];
  }
}

export function emptyObject(fields: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.key, emptyOf(field)]));
}

/** A new block of a type, every field empty (lists with one item to fill). */
export function newBlock(type: BlockType): DraftBlock {
  return { type, ...emptyObject(BLOCK_FORMS[type].fields) };
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}

function cleanValue(field: FieldSpec, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'long':
    case 'image':
      return typeof value === 'string' ? value.trim() : '';
    case 'lines':
      return (Array.isArray(value) ? value : []).map((line) => String(line).trim()).filter(Boolean);
    case 'products':
      return (Array.isArray(value) ? value.join(',') : String(value ?? ''))
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
    case 'number':
      return value === '' || value === undefined || value === null ? undefined : Number(value);
    case 'checkbox':
      return Boolean(value);
    case 'choice':
      return value;
    case 'group':
      return cleanObject(field.fields, (value ?? {}) as Record<string, unknown>);
    case 'list':
      return (Array.isArray(value) ? value : []).map((item) =>
        cleanObject(field.fields, item as Record<string, unknown>),
      );
  }
}

function cleanObject(
  fields: readonly FieldSpec[],
  value: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = value[field.key];
    if (field.optional && isBlank(raw)) continue;
    const cleaned = cleanValue(field, raw);
    if (cleaned !== undefined) out[field.key] = cleaned;
  }
  return out;
}

/**
 * What the API receives for a block being edited: text trimmed, optional fields left empty
 * dropped, lines and ids split. Required fields stay (empty), so the API's answer names them.
 */
export function blockToSave(block: DraftBlock): Block {
  return { type: block.type, ...cleanObject(BLOCK_FORMS[block.type].fields, block) } as Block;
}

/**
 * The API's validation details by field, without the `body.` prefix, so a form finds the
 * message of `blocks.0.heading` at the field it shows at that path.
 */
export function errorsByField(
  details: readonly { field?: string; message: string }[] | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const detail of details ?? []) {
    const field = (detail.field ?? '').replace(/^body\./, '');
    out[field] ??= detail.message;
  }
  return out;
}

/** Moves the item at `from` one place up (-1) or down (+1); out of range leaves it. */
export function move<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
