'use client';

import { ImageField } from '@/components/image-field';
import { ProductPicker } from '@/components/product-picker';
import { Button, Labelled } from '@/components/ui';
import { emptyObject, type FieldSpec } from '@/lib/block-fields';

type Values = Record<string, unknown>;
/** The API's messages by field path (`blocks.0.heading`). */
export type FieldErrors = Record<string, string>;

/** A message for this path, or for something inside a field that has no inputs of its own. */
function errorAt(errors: FieldErrors, path: string, deep: boolean): string | undefined {
  if (errors[path]) return errors[path];
  if (!deep) return undefined;
  const inside = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return inside ? errors[inside] : undefined;
}

function Control({
  field,
  value,
  path,
  errors,
  onChange,
}: {
  field: FieldSpec;
  value: unknown;
  path: string;
  errors: FieldErrors;
  onChange: (value: unknown) => void;
}) {
  const label = field.optional ? `${field.label} (optional)` : field.label;
  const hint = 'hint' in field ? field.hint : undefined;
  switch (field.kind) {
    case 'text':
    case 'number':
      return (
        <Labelled label={label} hint={hint} error={errorAt(errors, path, false)}>
          {(props) => (
            <input
              {...props}
              type={field.kind === 'number' ? 'number' : 'text'}
              value={String(value ?? '')}
              onChange={(event) =>
                onChange(
                  field.kind === 'number' && event.target.value !== ''
                    ? Number(event.target.value)
                    : event.target.value,
                )
              }
            />
          )}
        </Labelled>
      );
    case 'image':
      return (
        <ImageField
          label={label}
          value={String(value ?? '')}
          onChange={onChange}
          error={errorAt(errors, path, false)}
        />
      );
    case 'products':
      return (
        <ProductPicker
          label={label}
          hint={hint}
          value={(Array.isArray(value) ? value : []).map(Number)}
          onChange={onChange}
          error={errorAt(errors, path, true)}
        />
      );
    case 'long':
    case 'lines':
      return (
        <Labelled label={label} hint={hint} error={errorAt(errors, path, field.kind !== 'long')}>
          {(props) => (
            <textarea
              {...props}
              rows={3}
              className={`${props.className} py-2`}
              value={Array.isArray(value) ? value.join('\n') : String(value ?? '')}
              onChange={(event) =>
                onChange(
                  field.kind === 'lines' ? event.target.value.split('\n') : event.target.value,
                )
              }
            />
          )}
        </Labelled>
      );
    case 'choice':
      return (
        <Labelled label={label} error={errorAt(errors, path, false)}>
          {(props) => (
            <select
              {...props}
              value={String(value ?? '')}
              onChange={(e) => onChange(e.target.value)}
            >
              {field.options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          )}
        </Labelled>
      );
    case 'checkbox':
      return (
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={Boolean(value)}
            onChange={(event) => onChange(event.target.checked)}
          />
          {label}
        </label>
      );
    case 'group':
      return (
        <fieldset className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold">{label}</legend>
          <Fields
            fields={field.fields}
            values={(value ?? {}) as Values}
            path={path}
            errors={errors}
            onChange={onChange}
          />
          {errors[path] ? (
            <p className="mt-2 text-sm font-medium text-red-700">{errors[path]}</p>
          ) : null}
        </fieldset>
      );
    case 'list': {
      const items = (Array.isArray(value) ? value : []) as Values[];
      const set = (next: Values[]) => onChange(next);
      return (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold">{label}</legend>
          {errors[path] ? <p className="text-sm font-medium text-red-700">{errors[path]}</p> : null}
          {items.map((item, index) => (
            <div key={index} className="flex flex-col gap-2 border-b border-slate-100 pb-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold">
                  {field.item} {index + 1}
                </span>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={`Remove ${field.item.toLowerCase()} ${index + 1}`}
                  onClick={() => set(items.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </div>
              <Fields
                fields={field.fields}
                values={item}
                path={`${path}.${index}`}
                errors={errors}
                onChange={(next) => set(items.map((old, i) => (i === index ? next : old)))}
              />
            </div>
          ))}
          <Button
            type="button"
            variant="secondary"
            className="self-start"
            onClick={() => set([...items, emptyObject(field.fields)])}
          >
            Add {field.item.toLowerCase()}
          </Button>
        </fieldset>
      );
    }
  }
}

/** The fields of a block (or of a group or list item inside it), each at its path. */
export function Fields({
  fields,
  values,
  path,
  errors,
  onChange,
}: {
  fields: readonly FieldSpec[];
  values: Values;
  path: string;
  errors: FieldErrors;
  onChange: (values: Values) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      {fields.map((field) => (
        <Control
          key={field.key}
          field={field}
          value={values[field.key]}
          path={`${path}.${field.key}`}
          errors={errors}
          onChange={(value) => onChange({ ...values, [field.key]: value })}
        />
      ))}
    </div>
  );
}
