/**
 * Request bodies from the OpenAPI (JSON Schema) of a route: a minimal body that looks valid, and
 * the leaves (string, integer, number fields, at any depth) the probe then poisons one at a time.
 */
import { randomInt } from 'node:crypto';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Where a field sits in a body: property names and array indexes. */
export type FieldPath = (string | number)[];

export interface Leaf {
  path: FieldPath;
  kind: 'string' | 'integer' | 'number';
  schema: JsonSchema;
}

/** Values the generator cannot guess from a schema: real ids and the like, by field name. */
export interface Hints {
  /** A value for a field name, or undefined to let the generator decide. */
  valueFor(name: string, schema: JsonSchema): unknown;
  /** Whether an optional field goes into the minimal body too. */
  wanted(name: string): boolean;
  now(): Date;
}

/** The one schema a field follows: `nullable`, `anyOf`, `oneOf` and `allOf` resolved to their first real variant. */
export function resolve(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const real = variants.find((v) => v.type !== 'null') ?? variants[0]!;
    return resolve(real);
  }
  if (schema.allOf?.length) {
    const merged: JsonSchema = { properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties as object, part.properties);
      merged.required?.push(...(part.required ?? []));
      for (const [key, value] of Object.entries(part)) {
        if (key !== 'properties' && key !== 'required') (merged as Record<string, unknown>)[key] = value;
      }
    }
    return resolve(merged);
  }
  return schema;
}

function typeOf(schema: JsonSchema): string | undefined {
  const t = schema.type;
  if (Array.isArray(t)) return t.find((x) => x !== 'null');
  if (t) return t;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/** A minimal body that looks valid: required fields only, arrays of at least one item. */
export function generate(schema: JsonSchema, name: string, hints: Hints, depth = 0): unknown {
  const s = resolve(schema);
  const hinted = hints.valueFor(name, s);
  if (hinted !== undefined) return hinted;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 6) return out;
      const props = Object.keys(s.properties ?? {});
      // Required fields, optional ones the hints ask for (photos), and for a body of optional
      // fields only (a PATCH) its first field.
      const wanted = props.filter((key) => s.required?.includes(key) || hints.wanted(key));
      if (!s.required?.length && wanted.length === 0 && props[0]) wanted.push(props[0]);
      for (const key of wanted) out[key] = generate(s.properties?.[key] as JsonSchema, key, hints, depth + 1);
      return out;
    }
    case 'array': {
      const count = Math.min(Math.max(s.minItems ?? 0, 1), s.maxItems ?? 1);
      if (!s.items || depth > 6) return [];
      // Items are named after their array (`photoUploadIds` gives upload ids).
      return Array.from({ length: count }, () => generate(s.items as JsonSchema, name, hints, depth + 1));
    }
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return numberFor(name, s);
    case 'string':
      return stringFor(name, s, hints);
    default:
      return 'probe';
  }
}

function numberFor(name: string, s: JsonSchema): number {
  const lower = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
  const upper = s.maximum ?? Number.MAX_SAFE_INTEGER;
  let wanted = 1;
  if (/year/i.test(name)) wanted = 2022;
  else if (/lat$|latitude/i.test(name)) wanted = 25.2;
  else if (/lng$|lon$|longitude/i.test(name)) wanted = 55.27;
  else if (/pct$|percent/i.test(name)) wanted = 20;
  else if (/months?$|days?$/i.test(name)) wanted = 12;
  else if (/km/i.test(name)) wanted = 100;
  return Math.min(upper, Math.max(lower, wanted));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function stringFor(name: string, s: JsonSchema, hints: Hints): string {
  const now = hints.now();
  const hour = 3_600_000;
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (s.format === 'date-time') {
    // Past tense (`returnedAt`) is a moment that happened; other moments lie ahead, whole hours.
    if (/edAt$/.test(name)) return new Date(now.getTime() - hour).toISOString();
    const base = Math.ceil(now.getTime() / hour) * hour;
    const ahead = /return|end|until|to$/i.test(name) ? 120 : 72;
    return new Date(base + ahead * hour).toISOString();
  }
  if (s.format === 'date' || (s.pattern && DATE.test('2022-03-01') && /date|day|at$/i.test(name))) {
    if (/birth/i.test(name)) return '1990-05-01';
    if (/expir|until|end/i.test(name)) return isoDate(new Date(now.getTime() + 5 * 365 * 24 * hour));
    return '2022-03-01';
  }
  if (s.format === 'email' || /email/i.test(name)) return 'probe@example.com';
  if (isAmountName(name)) return fitPattern(s, ['100', '100.00', '1']);
  const candidates = ['Probe text', 'probe_1', 'A1234567', '100', '1', 'AB12345', `${randomInt(100_000, 999_999)}`];
  return fitPattern(s, candidates);
}

/** The first candidate within the length limits and matching the pattern, or the first candidate. */
function fitPattern(s: JsonSchema, candidates: string[]): string {
  const fits = (c: string) =>
    c.length >= (s.minLength ?? 0) &&
    c.length <= (s.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!s.pattern || safeRegex(s.pattern).test(c));
  const found = candidates.find(fits);
  if (found) return found;
  const min = s.minLength ?? 1;
  return 'p'.repeat(Math.min(Math.max(min, 5), s.maxLength ?? 5));
}

function safeRegex(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return /.*/;
  }
}

/** Fields holding money: by name, or a decimal-amount pattern. */
export function isAmountName(name: string): boolean {
  return (
    /^(monthly|weekly|daily)$|price|amount|deposit|fee|cost|charge|budget|salary|total|payment|balance|fils$/i.test(
      name,
    ) && !/Id$|Ids$|Pct$|Bp$|kind|method|currency|type$|purpose/i.test(name)
  );
}

export function isAmountField(name: string, s: JsonSchema): boolean {
  if (isAmountName(name)) return true;
  return !!s.pattern && safeRegex(s.pattern).test('100.50') && !safeRegex(s.pattern).test('abc');
}

/** Every string, integer and number field of the schema (optional ones too), first item of arrays. */
export function leaves(schema: JsonSchema, path: FieldPath = [], depth = 0): Leaf[] {
  const s = resolve(schema);
  if (depth > 6) return [];
  switch (typeOf(s)) {
    case 'object':
      return Object.entries(s.properties ?? {}).flatMap(([key, child]) => leaves(child, [...path, key], depth + 1));
    case 'array':
      return s.items ? leaves(s.items, [...path, 0], depth + 1) : [];
    case 'string':
      return [{ path, kind: 'string', schema: s }];
    case 'integer':
      return [{ path, kind: 'integer', schema: s }];
    case 'number':
      return [{ path, kind: 'number', schema: s }];
    default:
      return [];
  }
}

/** The field's own name: the last property name on its path. */
export function nameOf(path: FieldPath): string {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const part = path[i];
    if (typeof part === 'string') return part;
  }
  return '';
}

/**
 * A copy of `body` with `value` at `path`, creating what is missing on the way with the generator
 * (an optional object or array is built valid first, then the one field is poisoned).
 */
export function withValue(body: unknown, schema: JsonSchema, path: FieldPath, value: unknown, hints: Hints): unknown {
  const copy = structuredClone(body ?? {});
  let node = copy as Record<string | number, unknown>;
  let nodeSchema = resolve(schema);
  for (let i = 0; i < path.length - 1; i += 1) {
    const part = path[i] as string | number;
    const childSchema = resolve(
      (typeof part === 'number' ? nodeSchema.items : nodeSchema.properties?.[part]) ?? ({} as JsonSchema),
    );
    if (node[part] === undefined || node[part] === null) {
      node[part] = typeOf(childSchema) === 'array' ? [] : generate(childSchema, String(part), hints);
      if (typeOf(childSchema) === 'array' && childSchema.items) {
        (node[part] as unknown[]).push(generate(childSchema.items, String(part), hints));
      }
    }
    node = node[part] as Record<string | number, unknown>;
    nodeSchema = childSchema;
  }
  node[path[path.length - 1] as string | number] = value;
  return copy;
}
