/**
 * The boundaries of the code base, as rules over the import graph (see ./imports.ts):
 * - an API module uses another module through its service, never its repository or tables;
 * - a web feature uses another feature through its `index.ts`, never its internals;
 * - the web's `lib/` and `components/` are below the features and never import one;
 * - no import cycle in apps/api, apps/web or packages/shared.
 * Each rule answers the offending edges (or cycles) as readable lines; an empty list passes.
 */
import ts from 'typescript';
import type { ImportEdge, SourceText } from './imports';

const API_MODULE = /^apps\/api\/src\/modules\/([^/]+)\//;
const DATA_ACCESS = /\.(repository|tables)\.ts$/;
const WEB_FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;
const WEB_FEATURE_ENTRY = /^apps\/web\/src\/features\/[^/]+\/index\.tsx?$/;
const WEB_BELOW_FEATURES = /^apps\/web\/src\/(lib|components)\//;
const TEST_FILE = /\.(test|spec)\.tsx?$/;

/**
 * Files that may read another module's tables or repositories, each for a reason:
 * - db/schema.ts, where one file gathers every domain's tables for drizzle-kit to write the migrations from;
 * - db/reference-data loads the fixed lists (regions, catalog) as part of migrating;
 * - db/seed writes the demo data of every domain (each domain is to seed its own data in time);
 * - tests and their helpers (*.test.ts, *.testing.ts, src/testing/) prepare and inspect rows of any
 *   domain: they check what a flow left in the database as a whole, and nothing in production imports them.
 */
export const DATA_ACCESS_EXCEPTIONS: readonly RegExp[] = [
  /^apps\/api\/src\/db\/schema\.ts$/,
  /^apps\/api\/src\/db\/migrations\//,
  /^apps\/api\/src\/db\/reference-data\//,
  /^apps\/api\/src\/db\/seed\//,
  /^apps\/api\/src\/testing\//,
  /\.(test|testing)\.ts$/,
];

/** A table may reference another domain's table: a foreign key is part of the one schema the migrations come from. */
const FOREIGN_KEY = (edge: ImportEdge) => edge.from.endsWith('.tables.ts') && edge.to.endsWith('.tables.ts');

const show = (edge: ImportEdge) => `${edge.from} -> ${edge.to}`;

/**
 * A module's repository and tables are its own: another module, a plugin or a seed goes through
 * the module's service. Type-only imports count too: a row type is the table's shape; the owning
 * service re-exports the row types it hands out.
 */
export function foreignDataAccess(edges: ImportEdge[]): string[] {
  return edges
    .filter((edge) => {
      const target = API_MODULE.exec(edge.to);
      if (!target || !DATA_ACCESS.test(edge.to)) return false;
      if (FOREIGN_KEY(edge) || DATA_ACCESS_EXCEPTIONS.some((allowed) => allowed.test(edge.from))) return false;
      return API_MODULE.exec(edge.from)?.[1] !== target[1];
    })
    .map(show);
}

/**
 * A feature's public face is its index.ts; what else it holds may move without notice. Tests may
 * reach further (they ship in no bundle and may drive a page with another feature's parts).
 */
export function featureInternals(edges: ImportEdge[]): string[] {
  return edges
    .filter((edge) => {
      if (TEST_FILE.test(edge.from)) return false;
      const target = WEB_FEATURE.exec(edge.to);
      if (!target || WEB_FEATURE_ENTRY.test(edge.to)) return false;
      const source = WEB_FEATURE.exec(edge.from);
      return !!source && source[1] !== target[1];
    })
    .map(show);
}

/**
 * lib/ and components/ serve every feature, so they cannot depend on one (that would be a cycle in
 * waiting). Their tests may use a real feature as the caller under test.
 */
export function sharedCodeImportsFeature(edges: ImportEdge[]): string[] {
  return edges
    .filter((edge) => WEB_BELOW_FEATURES.test(edge.from) && !TEST_FILE.test(edge.from) && WEB_FEATURE.test(edge.to))
    .map(show);
}

/**
 * Runtime import cycles, one line per strongly connected group of files (Tarjan's algorithm).
 * Type-only imports are left out: the compiler erases them, so they cannot leave a value
 * undefined at load time, and types that refer to each other are normal. Tests are left out too:
 * nothing imports a test file, so a test cannot close a cycle.
 */
export function importCycles(edges: ImportEdge[]): string[] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (edge.typeOnly || TEST_FILE.test(edge.from)) continue;
    if (edge.from === edge.to) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[] = [];
  let counter = 0;
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort().join(' <-> '));
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node);
  return cycles.sort();
}

/**
 * Decision 0020: a caller's transaction reaches another domain's service as the method's last
 * parameter (`tx?: Tx` or `step?: TxStep`). Caught here: a parameter defaulting to the root database
 * (`db: DbOrTx = this.ctx.db`: forgetting it compiles), and a `tx` field in an input type (an
 * interface or an inline object type; `*Step` types, which carry a transaction with its
 * after-commit queue to a callback, are the exception). Tests are left out.
 */
export function transactionParameters(files: SourceText[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (!/^apps\/api\/src\/modules\//.test(file.path) || TEST_FILE.test(file.path)) continue;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
    const at = (node: ts.Node) => `${file.path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const hasTx = (members: ts.NodeArray<ts.TypeElement>) =>
      members.some((m) => ts.isPropertySignature(m) && m.name.getText() === 'tx');
    const visit = (node: ts.Node) => {
      if (ts.isParameter(node)) {
        if (node.initializer?.getText() === 'this.ctx.db') found.push(`${at(node)} ${node.getText()}`);
        const type = node.type;
        if (type && node.name.getText() !== 'step') {
          const literals = ts.isIntersectionTypeNode(type) ? type.types : [type];
          if (literals.some((t) => ts.isTypeLiteralNode(t) && hasTx(t.members))) {
            found.push(`${at(node)} ${node.name.getText()}: { tx }`);
          }
        }
      } else if (ts.isInterfaceDeclaration(node) && !node.name.text.endsWith('Step') && hasTx(node.members)) {
        found.push(`${at(node)} interface ${node.name.text} { tx }`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
