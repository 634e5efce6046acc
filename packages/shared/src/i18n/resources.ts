/**
 * The i18n namespaces: one JSON file per namespace under `locales/<lng>/<namespace>.json`. There is
 * no list to keep: each side reads the namespaces from the files (the web from its bundle map, the
 * API and the tests from disk), so adding `locales/<lng>/<namespace>.json` is enough.
 */
import { DEFAULT_LANGUAGE } from './languages';

export type Namespace = string;

export const DEFAULT_NAMESPACE: Namespace = 'common';

const LOCALE_FILE = /(?:^|\/)locales\/([^/]+)\/([^/]+)\.json$/;

/**
 * The namespaces among locale file paths (`.../locales/<lng>/<namespace>.json`): those of the
 * reference language, English, which every language mirrors (the locale parity test); sorted, the
 * default namespace first.
 */
export function namespacesIn(paths: Iterable<string>): Namespace[] {
  const found = new Set<string>();
  for (const path of paths) {
    const match = LOCALE_FILE.exec(path);
    if (match?.[1] === DEFAULT_LANGUAGE && match[2]) found.add(match[2]);
  }
  const sorted = [...found].sort();
  return found.has(DEFAULT_NAMESPACE)
    ? [DEFAULT_NAMESPACE, ...sorted.filter((ns) => ns !== DEFAULT_NAMESPACE)]
    : sorted;
}
