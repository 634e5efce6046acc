/**
 * The import graph of the workspaces, read with the TypeScript parser (no type checking, so it
 * takes about a second). Only imports between our own files are kept; packages are ignored except
 * `@souq/shared`, which resolves to packages/shared/src.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** Importing file, relative to the repository root with forward slashes. */
  from: string;
  /** Imported file, same form. */
  to: string;
  /** `import type` / `export type` / every specifier `type`: erased at build, cannot form a runtime cycle. */
  typeOnly: boolean;
}

/** A source file given in memory (the rules' self-tests plant violations this way). */
export interface SourceText {
  path: string;
  text: string;
}

const EXTENSIONS = ['.ts', '.tsx'];
const SHARED_PACKAGE = '@souq/shared';
const SHARED_SRC = 'packages/shared/src';

export const toPosix = (path: string) => path.split(sep).join('/');

/** Every .ts/.tsx file under the given folders (relative to root), skipping node_modules and dist. */
export function listSources(root: string, folders: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(toPosix(relative(root, path)));
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return out.sort();
}

/** The specifiers a file imports or re-exports, statically or with `import()`, and whether type-only. */
export function importsOf(path: string, text: string): { specifier: string; typeOnly: boolean }[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const everyNamedIsType =
        !!bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((e) => e.isTypeOnly);
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && everyNamedIsType));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const everyNamedIsType =
        !!clause &&
        ts.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((e) => e.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly || everyNamedIsType });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Resolves a specifier to one of `known` files, or null for a package or a non-source file. */
export function resolveSpecifier(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  let base: string;
  if (specifier === SHARED_PACKAGE) base = `${SHARED_SRC}/index`;
  else if (specifier.startsWith(`${SHARED_PACKAGE}/`))
    base = `${SHARED_SRC}/${specifier.slice(SHARED_PACKAGE.length + 1)}`;
  else if (specifier.startsWith('.')) base = toPosix(join(dirname(from), specifier));
  else return null;
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find((c) => known.has(c)) ?? null;
}

/** The edges between the given files. */
export function buildGraph(files: SourceText[]): ImportEdge[] {
  const known = new Set(files.map((f) => f.path));
  const edges: ImportEdge[] = [];
  for (const file of files) {
    for (const { specifier, typeOnly } of importsOf(file.path, file.text)) {
      const to = resolveSpecifier(file.path, specifier, known);
      if (to) edges.push({ from: file.path, to, typeOnly });
    }
  }
  return edges;
}

/** Reads the files of the given folders from disk. */
export function readSources(root: string, folders: string[]): SourceText[] {
  return listSources(root, folders).map((path) => ({ path, text: readFileSync(resolve(root, path), 'utf8') }));
}
