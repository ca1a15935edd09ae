import type { Address, AddressField } from '../cart/types.ts';

/** The body `POST`/`PUT addresses` take: what the customer can change about an address. */
export type AddressBody = Pick<Address, 'country_code' | 'label' | 'name' | 'phone' | 'fields'> & {
  is_default?: boolean;
};

/**
 * Options of a select field, narrowed to the chosen parent (district → thana). A retired place
 * (a thana since split) is offered only while it is the field's saved value.
 */
export function optionsFor(field: AddressField, values: Record<string, string>) {
  const parent = field.depends_on ? values[field.depends_on] : undefined;
  return (field.options ?? []).filter(
    (option) =>
      (!field.depends_on || !option.parent || option.parent === parent) &&
      (!option.retired || option.code === values[field.key]),
  );
}

/**
 * How well a place's names match what the customer typed, for the picker's search: 1 when a
 * name starts with it, 0.5 when a name contains it, 0 otherwise. Plain substrings, not fuzzy
 * letters-in-order: "dhanm" must find Dhanmondi, not Cantonment (Dhaka).
 */
export function placeMatch(search: string, names: readonly string[]): number {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return 1;
  const haystacks = names.map((name) => name.toLocaleLowerCase());
  if (haystacks.some((name) => name.startsWith(needle))) return 1;
  return haystacks.some((name) => name.includes(needle)) ? 0.5 : 0;
}

/** An option as the picker shows it: its name in the page's language, the other one searchable. */
export interface PlaceChoice {
  value: string;
  label: string;
  /** The name in the other language (English in the Bengali interface), matched by the search. */
  alternative?: string;
}

/**
 * The choices of a select field in the page's language, in that language's alphabetical order:
 * Bangladeshi places by their Bengali names in the Bengali interface; places without a Bengali
 * name (US states, emirates) as the API names them.
 */
export function placeChoices(
  field: AddressField,
  values: Record<string, string>,
  locale: string,
): PlaceChoice[] {
  const bengali = locale === 'bn';
  const collator = new Intl.Collator(locale);
  return optionsFor(field, values)
    .map((option) => {
      const label = bengali && option.name_bn ? option.name_bn : option.name;
      const alternative = bengali ? option.name : option.name_bn;
      return alternative && alternative !== label
        ? { value: option.code, label, alternative }
        : { value: option.code, label };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** Client-side check of one field against the schema; the server validates again. */
export function fieldError(field: AddressField, value: string): 'required' | 'pattern' | null {
  if (!value.trim()) return field.required ? 'required' : null;
  if (field.pattern && !new RegExp(`^(?:${field.pattern})$`).test(value.trim())) return 'pattern';
  return null;
}

/**
 * The API's field errors (`details: [{field: "body.fields.thana", message}]`) keyed as the
 * form names its inputs: `name`, `phone`, `country_code`, `fields.thana`. The first message
 * of a field wins; details that name no field are left to the form's general error.
 */
export function serverFieldErrors(details: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as { field?: unknown; message?: unknown }[]) {
    if (typeof detail?.field !== 'string' || typeof detail.message !== 'string') continue;
    const key = detail.field.replace(/^body\./, '');
    errors[key] ??= detail.message;
  }
  return errors;
}

/** A saved address as the body that stores it again, e.g. to make it the default. */
export function bodyOf(address: Address, changes: Partial<AddressBody> = {}): AddressBody {
  const { country_code, label, name, phone, fields } = address;
  return { country_code, label, name, phone, fields, ...changes };
}

/** Field labels in the page's language: by field key, or by country and key where it differs. */
export type FieldLabels = { [key: string]: string | { [key: string]: string } };

/**
 * A form field's label in the page's language; the address schema's own (English) label when
 * the messages do not name the field (a country added to the API since).
 */
export function fieldLabel(field: AddressField, country: string, labels: FieldLabels): string {
  const byCountry = labels[country];
  if (typeof byCountry === 'object' && byCountry[field.key]) return byCountry[field.key]!;
  const generic = labels[field.key];
  return typeof generic === 'string' ? generic : field.label;
}
