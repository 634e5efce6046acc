/**
 * Locale parity: every JSON under ./locales/<lng>/ is read from disk (node:fs), so namespaces
 * added by anyone are checked without touching this file. English is the reference.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { intlLocale } from '../money';
import { LANGUAGE_CODES, type Language } from './languages';
import { namespacesIn } from './resources';

const LOCALES_DIR = fileURLToPath(new URL('./locales/', import.meta.url));
const REFERENCE = 'en';

/**
 * Values a translation may share with English. Keep this short: brand and technical names only.
 * A string with no letters once placeholders are removed ("{{count}}+", "999+") is always allowed.
 */
const SAME_AS_ENGLISH_ALLOWED: Record<string, readonly string[]> = {
  '*': [
    'OK',
    'VIN',
    'IBAN',
    'WhatsApp',
    'Souq Motors',
    'AED',
    'GPS',
    'SMS',
    'Bluetooth',
    'Apple CarPlay',
    'Android Auto',
  ],
  fr: [
    'Notifications',
    'Message',
    'Messages',
    'Mobile',
    'Photos',
    'Description',
    'Options',
    'Date',
    'Service',
    'Services',
  ],
};

/**
 * Values that differ from English only in case, spaces, hyphens or punctuation ("Pick-up" for
 * "Pickup") are copies too, unless they are the language's own spelling of the same word. Accents
 * count as a difference ("Coupé", "Vidéo" are French).
 */
const NEAR_ENGLISH_ALLOWED: Record<string, readonly string[]> = {
  // French writes "e-mail", language names in lower case, and a space before a colon.
  fr: ['E-mail', 'hindi', 'filipino', 'malayalam', 'bengali', 'Licence :'],
};

/** Letters and digits only, lower case: "Pick-up" and "Pickup" both read "pickup" (unit symbols like "L" are too short to judge). */
const nearForm = (text: string) =>
  text
    .replace(PLACEHOLDER, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The brand as written in each language (English text containing it must carry it too). */
const BRAND: Record<string, string> = { ar: 'سوق موتورز' };
const BRAND_DEFAULT = 'Souq Motors';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^}\s,]+)[^}]*\}\}/g;

type Flat = Map<string, unknown>;
interface Loaded {
  /** lng -> namespace -> flattened keys */
  files: Map<string, Map<string, Flat>>;
  problems: string[];
}

function flatten(value: unknown, prefix: string, out: Flat): void {
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) out.set(prefix, value);
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(path);
    return entry.isFile() && entry.name.endsWith('.json') ? [path] : [];
  });
}

function load(): Loaded {
  const files = new Map<string, Map<string, Flat>>();
  const problems: string[] = [];
  for (const entry of readdirSync(LOCALES_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const byNs = new Map<string, Flat>();
    files.set(entry.name, byNs);
    const lngDir = join(LOCALES_DIR, entry.name);
    for (const path of jsonFiles(lngDir)) {
      const ns = relative(lngDir, path)
        .replace(/\\/g, '/')
        .replace(/\.json$/, '');
      try {
        const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
        if (json === null || typeof json !== 'object' || Array.isArray(json)) {
          problems.push(`${entry.name}/${ns}.json: top level must be an object`);
          continue;
        }
        const flat: Flat = new Map();
        flatten(json, '', flat);
        byNs.set(ns, flat);
      } catch (error) {
        problems.push(`${entry.name}/${ns}.json: ${(error as Error).message}`);
        byNs.set(ns, new Map());
      }
    }
  }
  return { files, problems };
}

const { files, problems: loadProblems } = load();
const locales = [...files.keys()].sort();
const namespaces = [...new Set([...files.values()].flatMap((byNs) => [...byNs.keys()]))].sort();
const english = files.get(REFERENCE) ?? new Map<string, Flat>();

function placeholders(value: unknown): Set<string> {
  return new Set(typeof value === 'string' ? [...value.matchAll(PLACEHOLDER)].map((m) => m[1] as string) : []);
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const show = (s: Set<string>) => `{${[...s].sort().join(', ')}}`;

/** Plural bases of a namespace: keys ending in a plural suffix whose base has an `_other` form somewhere. */
function pluralBases(ns: string): Set<string> {
  const bases = new Set<string>();
  for (const lng of locales) {
    for (const key of files.get(lng)?.get(ns)?.keys() ?? []) {
      if (key.endsWith('_other')) bases.add(key.slice(0, -'_other'.length));
    }
  }
  return bases;
}

function pluralBaseOf(key: string, bases: Set<string>): string | null {
  const m = PLURAL_SUFFIX.exec(key);
  if (!m) return null;
  const base = key.slice(0, -m[0].length);
  return bases.has(base) ? base : null;
}

function pluralCategories(lng: string): string[] {
  const locale = (LANGUAGE_CODES as string[]).includes(lng) ? intlLocale(lng as Language) : lng;
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
}

describe('locale files', () => {
  it('load as JSON objects', () => {
    expect(loadProblems).toEqual([]);
  });

  it('have one folder per supported language', () => {
    expect(locales).toEqual([...LANGUAGE_CODES].sort());
  });

  it('make every namespace file known without a list (namespacesIn, packages/shared/src/i18n/resources.ts)', () => {
    const paths = locales.flatMap((lng) =>
      [...(files.get(lng)?.keys() ?? [])].map((ns) => `locales/${lng}/${ns}.json`),
    );
    const known = namespacesIn(paths);
    expect(new Set(known).size).toBe(known.length);
    const unlisted = namespaces.filter((ns) => !known.includes(ns));
    expect(unlisted, 'namespace files the app would not know').toEqual([]);
  });

  it('have the same namespace files in every language', () => {
    const missing = locales.flatMap((lng) =>
      namespaces.filter((ns) => !files.get(lng)?.has(ns)).map((ns) => `${lng}/${ns}.json`),
    );
    expect(missing, 'missing namespace files').toEqual([]);
  });

  it('have the same keys in every language (plural forms per language)', () => {
    const problems: string[] = [];
    for (const ns of namespaces) {
      const bases = pluralBases(ns);
      const plain = new Set<string>();
      for (const lng of locales) {
        for (const key of files.get(lng)?.get(ns)?.keys() ?? []) {
          if (!pluralBaseOf(key, bases)) plain.add(key);
        }
      }
      for (const lng of locales) {
        const flat = files.get(lng)?.get(ns);
        if (!flat) continue; // reported as a missing file
        for (const key of plain) if (!flat.has(key)) problems.push(`${lng}/${ns}: missing "${key}"`);
        const required = new Set([...pluralCategories(lng), 'other']);
        for (const base of bases) {
          for (const form of required) {
            if (!flat.has(`${base}_${form}`)) problems.push(`${lng}/${ns}: missing plural "${base}_${form}"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('have non-empty string values', () => {
    const problems: string[] = [];
    for (const lng of locales) {
      for (const [ns, flat] of files.get(lng) ?? []) {
        for (const [key, value] of flat) {
          if (typeof value !== 'string') problems.push(`${lng}/${ns}: "${key}" is not a string`);
          else if (value.trim() === '') problems.push(`${lng}/${ns}: "${key}" is empty`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keep the {{placeholders}} of English', () => {
    const problems: string[] = [];
    for (const ns of namespaces) {
      const en = english.get(ns);
      if (!en) continue;
      const bases = pluralBases(ns);
      for (const lng of locales) {
        if (lng === REFERENCE) continue;
        const flat = files.get(lng)?.get(ns);
        if (!flat) continue;
        const pluralUnion = new Map<string, { en: Set<string>; here: Set<string> }>();
        for (const [key, value] of flat) {
          const base = pluralBaseOf(key, bases);
          if (base) {
            const group = pluralUnion.get(base) ?? { en: new Set(), here: new Set() };
            pluralUnion.set(base, group);
            for (const p of placeholders(value)) group.here.add(p);
            continue;
          }
          if (!en.has(key)) continue; // reported by the key test
          const want = placeholders(en.get(key));
          const got = placeholders(value);
          if (!sameSet(want, got)) problems.push(`${lng}/${ns}: "${key}" has ${show(got)}, English ${show(want)}`);
        }
        for (const [base, group] of pluralUnion) {
          for (const [key, value] of en)
            if (pluralBaseOf(key, bases) === base) for (const p of placeholders(value)) group.en.add(p);
          if (!sameSet(group.en, group.here)) {
            problems.push(`${lng}/${ns}: plural "${base}" has ${show(group.here)}, English ${show(group.en)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('are translated (not copies of English)', () => {
    const problems: string[] = [];
    for (const ns of namespaces) {
      const en = english.get(ns);
      if (!en) continue;
      const bases = pluralBases(ns);
      for (const lng of locales) {
        if (lng === REFERENCE) continue;
        const allowed = new Set([...(SAME_AS_ENGLISH_ALLOWED['*'] ?? []), ...(SAME_AS_ENGLISH_ALLOWED[lng] ?? [])]);
        for (const [key, value] of files.get(lng)?.get(ns) ?? []) {
          const base = pluralBaseOf(key, bases);
          const reference = en.has(key) ? en.get(key) : base ? en.get(`${base}_other`) : undefined;
          if (typeof value !== 'string' || typeof reference !== 'string') continue;
          if (allowed.has(value.trim())) continue;
          if (!/\p{L}/u.test(value.replace(PLACEHOLDER, ''))) continue;
          if (value === reference) problems.push(`${lng}/${ns}: "${key}" is the English text "${value}"`);
          else if (
            nearForm(value).length > 2 &&
            nearForm(value) === nearForm(reference) &&
            !(NEAR_ENGLISH_ALLOWED[lng] ?? []).includes(value.trim())
          )
            problems.push(`${lng}/${ns}: "${key}" is the English text "${reference}" respelled ("${value}")`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('write the brand the same way everywhere', () => {
    const problems: string[] = [];
    for (const [ns, en] of english) {
      for (const [key, value] of en) {
        if (typeof value !== 'string' || !value.includes(BRAND_DEFAULT)) continue;
        for (const lng of locales) {
          const brand = BRAND[lng] ?? BRAND_DEFAULT;
          const text = files.get(lng)?.get(ns)?.get(key);
          if (typeof text === 'string' && !text.includes(brand))
            problems.push(`${lng}/${ns}: "${key}" lacks "${brand}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
