/**
 * Folds text for accent-, case- and spacing-insensitive matching in any of the product's
 * languages: Latin accents and Arabic diacritics are dropped, Arabic letter variants unified
 * (أ إ آ → ا, ة → ه, ى → ي), full-width forms narrowed, and spaces, hyphens and punctuation
 * removed ("Al-Aïn" and "al ain" both fold to "alain").
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ـ/g, '')
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** Where a folded query matches a name: 2 at the start, 1 inside, 0 not at all. */
export function matchRank(name: string, foldedQuery: string): 0 | 1 | 2 {
  if (!foldedQuery) return 0;
  const folded = foldForSearch(name);
  if (folded.startsWith(foldedQuery)) return 2;
  return folded.includes(foldedQuery) ? 1 : 0;
}
