'use client';

import { useState } from 'react';
import { Fields, type FieldErrors } from '@/components/block-form';
import { Button, Select } from '@/components/ui';
import {
  BLOCK_FORMS,
  BLOCK_TYPES,
  move,
  newBlock,
  type BlockType,
  type DraftBlock,
} from '@/lib/block-fields';

/** A block with a key that follows it when it moves, so its inputs move with it. */
export interface KeyedBlock {
  key: number;
  block: DraftBlock;
}

let nextKey = 0;
export const keyed = (block: DraftBlock): KeyedBlock => ({ key: (nextKey += 1), block });

/** The page's blocks in order: each with its form, moved up or down, removed; new ones added. */
export function BlockList({
  blocks,
  errors,
  onChange,
}: {
  blocks: KeyedBlock[];
  errors: FieldErrors;
  onChange: (blocks: KeyedBlock[]) => void;
}) {
  const [adding, setAdding] = useState<BlockType>('hero');
  // A page has a dozen blocks with lists inside: only the ones being edited show their fields
  // (the first at the start, a new one, and any the API refused).
  const [open, setOpen] = useState(() => new Set(blocks.slice(0, 1).map((b) => b.key)));
  const toggle = (key: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <div className="flex flex-col gap-4">
      {errors.blocks ? <p className="text-sm font-medium text-red-700">{errors.blocks}</p> : null}
      {blocks.map(({ key, block }, index) => {
        const name = `Block ${index + 1}: ${BLOCK_FORMS[block.type].name}`;
        const path = `blocks.${index}`;
        const refused = Object.keys(errors).some((field) => field.startsWith(`${path}.`));
        const shown = open.has(key) || refused;
        const summary = [block.heading, block.title].find((text) => typeof text === 'string');
        return (
          <section
            key={key}
            aria-label={name}
            className="rounded-xl border border-slate-200 bg-white p-4"
            data-testid="block"
          >
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold">{name}</h3>
                {!shown && summary ? (
                  <p className="truncate text-sm text-ink-muted">{String(summary)}</p>
                ) : null}
              </div>
              <div className="flex gap-2">
                <Button
                  type="button"
                  variant="secondary"
                  aria-expanded={shown}
                  aria-label={`${shown ? 'Close' : 'Edit'} block ${index + 1}`}
                  disabled={refused}
                  onClick={() => toggle(key)}
                >
                  {shown ? 'Close' : 'Edit'}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={`Move block ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => onChange(move(blocks, index, -1))}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={`Move block ${index + 1} down`}
                  disabled={index === blocks.length - 1}
                  onClick={() => onChange(move(blocks, index, 1))}
                >
                  ↓
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={`Remove block ${index + 1}`}
                  onClick={() => onChange(blocks.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </div>
            </div>
            {errors[path] ? (
              <p className="mb-2 text-sm font-medium text-red-700">{errors[path]}</p>
            ) : null}
            {shown ? (
              <Fields
                fields={BLOCK_FORMS[block.type].fields}
                values={block}
                path={path}
                errors={errors}
                onChange={(values) =>
                  onChange(
                    blocks.map((item, i) =>
                      i === index ? { key, block: { ...values, type: block.type } } : item,
                    ),
                  )
                }
              />
            ) : null}
          </section>
        );
      })}
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label="New block"
          value={adding}
          onChange={(event) => setAdding(event.target.value as BlockType)}
          options={BLOCK_TYPES.map((type) => ({ value: type, label: BLOCK_FORMS[type].name }))}
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            const added = keyed(newBlock(adding));
            setOpen((now) => new Set(now).add(added.key));
            onChange([...blocks, added]);
          }}
        >
          Add block
        </Button>
      </div>
    </div>
  );
}
