import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keepingWrittenAnswers } from './reused-answers.ts';

type Serialize = (data: unknown) => string;
type CompilerArgs = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * A response schema's JSON Schema compiled by fast-json-stringify, once per schema object and
 * process (every app built in the process shares it), and only when a response first uses it:
 * most of the 400 routes' schemas are never compiled in a test file or a quiet instance.
 */
const compiled = new WeakMap<object, Serialize>();

function fastSerializer(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      // A transform's output has no JSON Schema: written as any value, like JSON.stringify.
      unrepresentable: 'any',
    });
    serialize = fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
    compiled.set(schema, serialize);
  }
  return serialize;
}

function lazily(compile: () => Serialize): Serialize {
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compile())(data);
}

/** The response schemas given as Zod types, or a route's raw JSON Schema (none today). */
function zodSchemaOf(schema: unknown): z.ZodType | null {
  return schema instanceof z.ZodType ? schema : null;
}

/**
 * Production: responses written by fast-json-stringify from the same Zod schemas, unchecked.
 * Zod's encode checked every response and then ran JSON.stringify: 80 of about 1,000 µs of
 * CPU for a product answer, 120 for a search page (docs/performance.md).
 */
export const fastResponseSerializer: FastifySerializerCompiler<unknown> = (args) => {
  const zodSchema = zodSchemaOf(args.schema);
  if (!zodSchema) return (data) => JSON.stringify(data);
  const serialize = lazily(() => {
    try {
      return fastSerializer(zodSchema);
    } catch {
      // A schema with no JSON Schema the compiler takes (no test answer reached it, or the
      // check below would have failed): Zod writes it, and still drops unknown fields.
      return checkedSerializerCompiler(args as CompilerArgs) as Serialize;
    }
  });
  return keepingWrittenAnswers(serialize);
};

/**
 * Tests and development: Zod checks each response against its schema (a mismatch is a 500
 * naming the route), and fast-json-stringify must write the same JSON, so every test that
 * reads a response also proves the production serializer right for it.
 */
export function checkedResponseSerializer(args: CompilerArgs): Serialize {
  const checked = checkedSerializerCompiler(args) as Serialize;
  const zodSchema = zodSchemaOf(args.schema);
  if (!zodSchema) return checked;
  const fast = lazily(() => fastSerializer(zodSchema));
  return (data) => {
    const expected = checked(data);
    const written = fast(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `fast-json-stringify wrote ${args.method} ${args.url} (${String(args.httpStatus)}) differently from its schema: ${written.slice(0, 500)} instead of ${expected.slice(0, 500)}`,
      );
    }
    return written;
  };
}
