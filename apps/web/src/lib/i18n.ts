/**
 * i18next with lazy bundles: each `locales/<lng>/<namespace>.json` of packages/shared is its own
 * chunk, fetched when that language and namespace are needed. The language is decided before
 * React loads (index.html); switching language reloads the app.
 */
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, LANGUAGE_CODES, type Language, namespacesIn } from '@souq/shared';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage } from './language';

type Bundle = Record<string, unknown>;

const bundles = import.meta.glob<Bundle>('../../../../packages/shared/src/i18n/locales/*/*.json', {
  import: 'default',
});

/** Every namespace with a file in English, read from the bundle map: a new locale file needs no list. */
export const NAMESPACES = namespacesIn(Object.keys(bundles));

function bundleLoader(lng: string, ns: string): (() => Promise<Bundle>) | undefined {
  return bundles[`../../../../packages/shared/src/i18n/locales/${lng}/${ns}.json`];
}

const lazyBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = bundleLoader(language, namespace);
    if (!load) {
      // Not translated (yet): an empty bundle, so i18next falls back to English quietly.
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next;

export async function initI18n(lng: Language = currentLanguage()): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next
    .use(lazyBundles)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGE_CODES,
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** The app's language as one of our seven codes. */
export function appLanguage(): Language {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return (LANGUAGE_CODES as string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;
}
