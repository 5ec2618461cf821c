import { isDeepStrictEqual } from 'node:util';
import fastJson, { type Schema as FastJsonSchema } from 'fast-json-stringify';
import type { FastifyBaseLogger, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from JSON Schema derived from each route's zod response
 * schema, instead of running zod over every response (decision 020). fast-json-stringify writes only the
 * properties a schema declares, so the house rule holds: what is not declared (a password hash) is not
 * sent. A zod construct whose output fast-json-stringify would not reproduce exactly keeps the zod
 * serializer for that route; the choice is made once per schema, when the route is compiled.
 */

type JsonSchema = Record<string, unknown>;
type Conversion = { schema: JsonSchema } | { fallback: string };

export type SerializerChoice = {
  method: string;
  url: string;
  status: string;
  serializer: 'fast' | 'zod';
  /** Why zod was kept, for a route that kept it. */
  reason?: string;
};

const fallback = (reason: string): Conversion => ({ fallback: reason });

/** The JSON type of a primitive zod literal or enum value, or null for anything else. */
function jsonTypeOf(value: unknown): 'string' | 'number' | 'boolean' | 'null' | null {
  if (value === null) return 'null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return null;
}

/**
 * Every value is declared as "this type, or null", on purpose. With a type list, fast-json-stringify
 * checks `typeof` (and Array.isArray) and throws on a string where a number is declared, or an object
 * where an array is, where its single-type code would cast it quietly. A type list admits null
 * whatever it says, and fast-json-stringify would write it as "", 0, false, {} or []; declared here, it
 * is written as null: a null the contract does not allow reaches the client as the break it is, never
 * as an invented empty name or a price of 0 (decision 020).
 */
function orNull(type: 'string' | 'number' | 'boolean' | 'object' | 'array', rest: JsonSchema = {}): JsonSchema {
  return { type: ['null', type], ...rest };
}

/**
 * JSON Schema for the subset of zod whose zod output fast-json-stringify writes identically, or the
 * reason a schema is outside it. A whitelist: anything not named here keeps zod.
 */
export function fastJsonSchemaOf(schema: z.core.$ZodType, path = '$'): Conversion {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'string':
      // zod's encode applies trim() and toLowerCase() to what it writes; fast-json-stringify cannot.
      if (def.checks?.some((check) => check._zod.def.check === 'overwrite'))
        return fallback(`${path}: string rewritten by trim() or a case change`);
      return { schema: orNull('string') };
    case 'number':
      // Integers stay `number`: fast-json-stringify's `integer` truncates 1.5 to 1 without a word.
      return { schema: orNull('number') };
    case 'boolean':
      return { schema: orNull('boolean') };
    case 'null':
      return { schema: { type: 'null' } };
    case 'unknown':
    case 'any':
      // zod passes these through as they are; so does JSON.stringify, which fast-json-stringify uses here.
      return { schema: {} };
    case 'enum':
    case 'literal': {
      const values = def.type === 'enum' ? Object.values(def.entries as object) : (def.values as unknown[]);
      const types = new Set(values.map(jsonTypeOf));
      const [only] = types;
      if (types.size !== 1 || only === null || only === undefined) return fallback(`${path}: mixed ${def.type}`);
      return { schema: only === 'null' ? { type: 'null' } : orNull(only) };
    }
    case 'optional':
    case 'readonly':
      return fastJsonSchemaOf(def.innerType as z.core.$ZodType, path);
    case 'nullable':
      // Every schema here already writes null as null (see orNull).
      return fastJsonSchemaOf(def.innerType as z.core.$ZodType, path);
    case 'array': {
      const items = fastJsonSchemaOf(def.element as z.core.$ZodType, `${path}[]`);
      return 'fallback' in items ? items : { schema: orNull('array', { items: items.schema }) };
    }
    case 'object': {
      // A strict object (catchall never) makes zod refuse extra keys where this would drop them; a loose
      // one (catchall unknown) makes zod keep them. Only the default, stripping object matches.
      if (def.catchall !== undefined) return fallback(`${path}: object with a catchall (strict or loose)`);
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, value] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
        const property = fastJsonSchemaOf(value, `${path}.${key}`);
        if ('fallback' in property) return property;
        properties[key] = property.schema;
        if (value._zod.optout !== 'optional') required.push(key);
      }
      return { schema: orNull('object', { properties, required, additionalProperties: false }) };
    }
    case 'record': {
      const key = (def.keyType as z.core.$ZodType)._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
      const value = fastJsonSchemaOf(def.valueType as z.core.$ZodType, `${path}{}`);
      if ('fallback' in value) return value;
      if (key.type === 'enum') {
        // Keyed by an enum, a record is an object with one property per value (all of them, unless
        // partial), written in the enum's order as zod writes it; a key outside the enum is dropped.
        const keys = Object.values(key.entries as object).map(String);
        const properties = Object.fromEntries(keys.map((name) => [name, value.schema]));
        const required = def.partial ? [] : keys;
        return { schema: orNull('object', { properties, required, additionalProperties: false }) };
      }
      // Keys checked by a schema (a date, a pattern) would not be checked here, so only free strings pass.
      if (key.type !== 'string' || (key.checks?.length ?? 0) > 0) return fallback(`${path}: record with checked keys`);
      return { schema: orNull('object', { additionalProperties: value.schema }) };
    }
    case 'union': {
      // A discriminated union is written as zod parses it: the branch its discriminator names, with that
      // branch's fields only. fast-json-stringify's anyOf would pick a branch with ajv, and ajv refuses
      // the extra keys zod strips, so a plain union keeps zod.
      const discriminator = def.discriminator as string | undefined;
      if (!discriminator) return fallback(`${path}: union`);
      // No branch named: null stays null and an object throws. (A lone ['null'] would be merged into a
      // plain 'null', which writes null for anything; a boolean, which zod refuses too, is the price.)
      let chain: JsonSchema = { type: ['null', 'boolean'] };
      for (const option of [...(def.options as z.core.$ZodType[])].reverse()) {
        const tag = (option._zod.def as { shape?: Record<string, z.core.$ZodType> }).shape?.[discriminator];
        const values =
          tag?._zod.def.type === 'literal' ? (tag._zod.def as unknown as { values: unknown[] }).values : [];
        const branch = fastJsonSchemaOf(option, `${path}<${String(values[0])}>`);
        if ('fallback' in branch) return branch;
        if (values.length !== 1 || typeof values[0] !== 'string') return fallback(`${path}: union discriminator`);
        chain = {
          if: { type: 'object', properties: { [discriminator]: { const: values[0] } }, required: [discriminator] },
          // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else for fast-json-stringify, never awaited.
          then: branch.schema,
          else: chain,
        };
      }
      return { schema: chain };
    }
    default:
      // Pipes and transforms (zod encodes, fast-json-stringify cannot), defaults, dates, tuples, lazy …
      return fallback(`${path}: ${def.type}`);
  }
}

function firstDifference(fast: unknown, expected: unknown, path = '$'): string {
  if (isDeepStrictEqual(fast, expected)) return '';
  if (fast && expected && typeof fast === 'object' && typeof expected === 'object') {
    for (const key of new Set([...Object.keys(fast), ...Object.keys(expected)])) {
      const inner = firstDifference(
        (fast as Record<string, unknown>)[key],
        (expected as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (inner) return inner;
    }
  }
  return `${path}: fast ${JSON.stringify(fast)?.slice(0, 200)}, zod ${JSON.stringify(expected)?.slice(0, 200)}`;
}

export class SerializerMismatchError extends Error {}

export type ResponseSerializerOptions = {
  log: FastifyBaseLogger;
  /**
   * Also run the zod serializer on every response and throw if the fast output differs from it.
   * Tests turn it on, so every API test checks the fast serializer on real responses; it costs what
   * the fast serializer saves, so production leaves it off.
   */
  checkAgainstZod: boolean;
};

/** A serializer compiler for Fastify, and the list of what it chose for each route. */
export function createResponseSerializerCompiler(options: ResponseSerializerOptions) {
  const choices: SerializerChoice[] = [];
  const compile: FastifySerializerCompiler<unknown> = (route) => {
    const { schema, method, url } = route;
    const status = String((route as { httpStatus?: string }).httpStatus ?? '');
    const zodSerialize = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const conversion: Conversion =
      schema && typeof schema === 'object' && '_zod' in schema
        ? fastJsonSchemaOf(schema as z.core.$ZodType)
        : fallback('not a zod schema');
    let fastSerialize: ((data: unknown) => string) | null = null;
    let reason = 'fallback' in conversion ? conversion.fallback : undefined;
    if ('schema' in conversion) {
      try {
        fastSerialize = fastJson(conversion.schema as unknown as FastJsonSchema) as (data: unknown) => string;
      } catch (error) {
        reason = `fast-json-stringify refused the schema: ${(error as Error).message}`;
      }
    }
    choices.push({ method, url, status, serializer: fastSerialize ? 'fast' : 'zod', ...(reason ? { reason } : {}) });
    if (!fastSerialize) {
      options.log.debug({ method, url, status, reason }, 'response serialised by zod');
      return zodSerialize;
    }
    if (!options.checkAgainstZod) return fastSerialize;

    const fast = fastSerialize;
    return (data: unknown) => {
      // zod first: where it refuses the data, the answer is the 500 it always was.
      const expected = zodSerialize(data) as string;
      let written: string;
      try {
        written = fast(data);
      } catch (error) {
        written = `throws: ${(error as Error).message}`;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(written);
      } catch {
        parsed = written;
      }
      const difference = firstDifference(parsed, JSON.parse(expected));
      if (difference) {
        const message = `fast serializer differs from zod on ${method} ${url} ${status}: ${difference}`;
        // Tests run with a silent logger and the error handler answers a bare 500; this line says why.
        console.error(message);
        throw new SerializerMismatchError(message);
      }
      return written;
    };
  };
  return { compile, choices };
}
