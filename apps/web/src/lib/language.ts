import { directionOf, isLanguage, type Language, pickLanguage } from '@souq/shared';
import { STORAGE_KEYS, storage } from './storage';

/**
 * The language the app runs in. index.html decides it before React loads (stored `lang`, else the
 * browser's languages) and writes it on <html lang>; this reads the same decision.
 */
export function currentLanguage(): Language {
  const fromHtml = typeof document !== 'undefined' ? document.documentElement.lang : '';
  if (isLanguage(fromHtml)) return fromHtml;
  const stored = storage.get(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  const preferred = typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]).join(',') : '';
  return pickLanguage(preferred);
}

export function applyDocumentLanguage(lang: Language): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

/** Applying a language stores it and restarts the app (spec: the app restarts). */
export function switchLanguage(lang: Language, reload: () => void = () => window.location.reload()): void {
  storage.set(STORAGE_KEYS.language, lang);
  applyDocumentLanguage(lang);
  reload();
}
