import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '@souq/shared';
import { LOCALES_DIR } from './paths';

/** The namespaces the server itself speaks: error, validation, API and notification texts, the sandbox checkout page. */
const SERVER_NAMESPACES = ['errors', 'validation', 'api', 'notifications', 'payments'] as const;

type Tree = { [key: string]: string | Tree };

function loadAll(): Record<Language, Record<string, Tree>> {
  const out = {} as Record<Language, Record<string, Tree>>;
  for (const lng of LANGUAGE_CODES) {
    out[lng] = {};
    for (const ns of SERVER_NAMESPACES) {
      const file = path.join(LOCALES_DIR, lng, `${ns}.json`);
      if (existsSync(file)) out[lng][ns] = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    }
  }
  return out;
}

const resources = loadAll();

function lookup(tree: Tree | undefined, dotted: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of dotted.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates `ns:key.path` into the language, falling back to English, then to the key itself.
 * `{{name}}` placeholders take their values from params.
 */
export function translate(lang: Language, fullKey: string, params: Record<string, unknown> = {}): string {
  const [ns, key] = fullKey.includes(':') ? (fullKey.split(/:(.*)/s) as [string, string]) : ['errors', fullKey];
  const text = lookup(resources[lang]?.[ns], key) ?? lookup(resources[DEFAULT_LANGUAGE]?.[ns], key) ?? fullKey;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (name in params ? String(params[name]) : ''));
}

export function availableNamespaces(): string[] {
  return readdirSync(path.join(LOCALES_DIR, DEFAULT_LANGUAGE)).map((f) => f.replace(/\.json$/, ''));
}
