import type { LocalizedNames } from '@souq/shared';

/**
 * Full-text search of listings. Text is folded the same way on both sides, in code, so both
 * engines agree: compatibility-decomposed, accents and other combining marks removed (also Arabic
 * vowel marks), lower case, anything but letters and digits turned into spaces. The database then
 * indexes `to_tsvector('simple', search_text)` (words) and `search_text` with pg_trgm (parts).
 */
export function foldSearchText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** What a listing is found by: its brand and series in every language, model, title and trim. */
export function listingSearchText(input: {
  brand: LocalizedNames;
  series: LocalizedNames;
  model: string | null;
  title: string | null;
  trim: string | null;
}): string {
  const words = new Set<string>();
  const add = (value: string | null | undefined) => {
    for (const w of foldSearchText(value ?? '').split(' ')) if (w) words.add(w);
  };
  for (const name of Object.values(input.brand)) add(name);
  for (const name of Object.values(input.series)) add(name);
  add(input.model);
  add(input.title);
  add(input.trim);
  return [...words].join(' ');
}

const MAX_WORDS = 8;

/**
 * The words of a query as a `to_tsquery('simple', ...)` text: every word must match, in any order,
 * the last one as a prefix (the user is still typing it). Null when nothing searchable is left.
 * Only letters and digits survive folding, so no tsquery operator can come from the user.
 */
export function listingTsQuery(q: string): string | null {
  const words = foldSearchText(q).split(' ').filter(Boolean).slice(0, MAX_WORDS);
  if (!words.length) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}
