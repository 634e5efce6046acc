/**
 * Error ids: the core list (errors.ts) and every domain's own (`<domain>/<domain>.errors.ts`, made
 * with `defineErrors`), found by file name so a new domain's file is checked without a list.
 * An id is one message for the client and the web (`errors:<id>`), so it is declared once across
 * all of them, answers a 4xx or 5xx status, and has a text in every language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defineErrors, ERRORS, envelopeCodeFor, errorsDomainOf, LOGGED_OUT_CODE } from './errors';
import { LANGUAGE_CODES } from './i18n/languages';

const SRC = fileURLToPath(new URL('./', import.meta.url));

/** An imported `*.errors.ts`: its path and what it exports. */
interface ErrorsFile {
  path: string;
  exports: Record<string, unknown>;
}

function errorsFilePaths(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return errorsFilePaths(path);
    return entry.isFile() && entry.name.endsWith('.errors.ts') ? [path] : [];
  });
}

async function loadErrorsFiles(): Promise<ErrorsFile[]> {
  return Promise.all(
    errorsFilePaths(SRC).map(async (path) => ({
      path: relative(SRC, path),
      exports: (await import(pathToFileURL(path).href)) as Record<string, unknown>,
    })),
  );
}

/** Every declared id with where it comes from (`errors.ts` for the core ones) and its status. */
function declaredCodes(files: ErrorsFile[]): { code: string; where: string; status: unknown }[] {
  const core = Object.entries(ERRORS).map(([code, status]) => ({ code, where: 'errors.ts', status }));
  const domains = files.flatMap(({ path, exports }) =>
    Object.entries(exports).flatMap(([name, value]) =>
      errorsDomainOf(value) === null
        ? []
        : Object.entries(value as Record<string, { code: string; status: unknown }>).map(([key, error]) => ({
            code: key,
            where: `${path} ${name}`,
            status: error.status,
          })),
    ),
  );
  return [...core, ...domains];
}

/** What breaks the rules, one line each. */
function errorsFileProblems(files: ErrorsFile[]): string[] {
  const problems: string[] = [];
  for (const { path, exports } of files) {
    const names = Object.keys(exports);
    if (names.length === 0) problems.push(`${path}: exports nothing`);
    for (const name of names) {
      if (errorsDomainOf(exports[name]) === null) problems.push(`${path}: ${name} is not a defineErrors(...) result`);
    }
  }
  const seen = new Map<string, string>();
  for (const { code, where, status } of declaredCodes(files)) {
    const first = seen.get(code);
    if (first) problems.push(`${code}: declared in ${first} and again in ${where}`);
    else seen.set(code, where);
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
      problems.push(`${code} (${where}): status ${String(status)} is not a 4xx or 5xx`);
    }
  }
  return problems;
}

function errorTexts(lng: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(SRC, 'i18n', 'locales', lng, 'errors.json'), 'utf8'));
}

/** Ids without a non-empty `errors:<id>` text, as `<lng>: <id>`. */
function missingTexts(codes: string[], textsOf: (lng: string) => Record<string, unknown>): string[] {
  return LANGUAGE_CODES.flatMap((lng) => {
    const texts = textsOf(lng);
    return codes
      .filter((code) => typeof texts[code] !== 'string' || (texts[code] as string).trim() === '')
      .map((code) => `${lng}: ${code}`);
  });
}

describe('defineErrors', () => {
  it('gives each code as a frozen { code, status } under its own name, marked with its domain', () => {
    const made = defineErrors('auctions', { BID_TOO_LOW: 409, AUCTION_CLOSED: 410 });
    expect(made.BID_TOO_LOW).toEqual({ code: 'BID_TOO_LOW', status: 409 });
    expect(Object.keys(made)).toEqual(['BID_TOO_LOW', 'AUCTION_CLOSED']);
    expect(Object.isFrozen(made) && Object.isFrozen(made.AUCTION_CLOSED)).toBe(true);
    expect(errorsDomainOf(made)).toBe('auctions');
    expect(errorsDomainOf({ X: { code: 'X', status: 400 } })).toBeNull();
  });

  it('answers its own status in the envelope; the logged-out rule stays with the core codes', () => {
    expect(envelopeCodeFor(defineErrors('auctions', { BID_TOO_LOW: 409 }).BID_TOO_LOW)).toBe(409);
    expect(envelopeCodeFor('AUTH_REQUIRED')).toBe(LOGGED_OUT_CODE);
    expect(envelopeCodeFor('NOT_FOUND')).toBe(404);
  });
});

describe('error ids across errors.ts and every *.errors.ts', () => {
  it('catch planted violations: an id twice, a core id again, a status out of range, a stray export', () => {
    const planted: ErrorsFile[] = [
      { path: 'a/a.errors.ts', exports: { A_ERRORS: defineErrors('a', { SAME: 409, OK_ONE: 400 }) } },
      { path: 'b/b.errors.ts', exports: { B_ERRORS: defineErrors('b', { SAME: 409, NOT_FOUND: 404 }) } },
      { path: 'c/c.errors.ts', exports: { C_ERRORS: defineErrors('c', { FINE: 200, ODD: 404.5 }) } },
      { path: 'd/d.errors.ts', exports: { D_ERRORS: { HAND_MADE: { code: 'HAND_MADE', status: 400 } }, LIMIT: 3 } },
    ];
    expect(errorsFileProblems(planted)).toEqual([
      'd/d.errors.ts: D_ERRORS is not a defineErrors(...) result',
      'd/d.errors.ts: LIMIT is not a defineErrors(...) result',
      'SAME: declared in a/a.errors.ts A_ERRORS and again in b/b.errors.ts B_ERRORS',
      'NOT_FOUND: declared in errors.ts and again in b/b.errors.ts B_ERRORS',
      'FINE (c/c.errors.ts C_ERRORS): status 200 is not a 4xx or 5xx',
      'ODD (c/c.errors.ts C_ERRORS): status 404.5 is not a 4xx or 5xx',
    ]);
  });

  it('hold: each id once, a 4xx or 5xx status, files exporting only defineErrors results', async () => {
    expect(errorsFileProblems(await loadErrorsFiles())).toEqual([]);
  });

  it('catch a planted id without a text in one language', () => {
    const textsOf = (lng: string) => (lng === 'ja' ? { KNOWN: 'テキスト' } : { KNOWN: 'text', PLANTED: 'text' });
    expect(missingTexts(['KNOWN', 'PLANTED'], textsOf)).toEqual(['ja: PLANTED']);
  });

  it('each have an errors:<id> text in all seven languages, core and domain ids alike', async () => {
    const codes = declaredCodes(await loadErrorsFiles()).map((c) => c.code);
    expect(codes.length).toBeGreaterThanOrEqual(Object.keys(ERRORS).length);
    expect(missingTexts(codes, errorTexts)).toEqual([]);
  });
});
