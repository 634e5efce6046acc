/** A standalone i18next reading the real locale files from disk, for unit tests of translated text (node only). */
import { readFileSync } from 'node:fs';
import type { Language } from '@souq/shared';
import i18next, { type TFunction } from 'i18next';

const LOCALES = new URL('../../../../packages/shared/src/i18n/locales/', import.meta.url);

export async function tFor(lng: Language, namespaces: string[], defaultNS = namespaces[0]): Promise<TFunction> {
  const bundle = (l: string) =>
    Object.fromEntries(
      namespaces.map((ns) => [ns, JSON.parse(readFileSync(new URL(`${l}/${ns}.json`, LOCALES), 'utf8'))]),
    );
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: 'en',
    ns: namespaces,
    defaultNS,
    resources: { en: bundle('en'), [lng]: bundle(lng) },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
