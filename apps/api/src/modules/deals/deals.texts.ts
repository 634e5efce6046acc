import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '@souq/shared';
import { LOCALES_DIR } from '../../lib/paths';

/**
 * The `deals` namespace for texts the server writes itself (the contract and its PDF). The
 * server's own i18n loads only its namespaces; the contract is this domain's, so it reads its file.
 */
type Tree = { [key: string]: string | Tree };

const texts: Partial<Record<Language, Tree>> = {};
for (const lng of LANGUAGE_CODES) {
  const file = path.join(LOCALES_DIR, lng, 'deals.json');
  if (existsSync(file)) texts[lng] = JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

function lookup(tree: Tree | undefined, dotted: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of dotted.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `key` of the deals namespace in the language (English, then the key, when missing), `{{name}}` filled in. */
export function dealText(lang: Language, key: string, params: Record<string, unknown> = {}): string {
  const text = lookup(texts[lang], key) ?? lookup(texts[DEFAULT_LANGUAGE], key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (name in params ? String(params[name]) : ''));
}
