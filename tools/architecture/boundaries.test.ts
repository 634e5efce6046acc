/**
 * The boundaries the architecture asks for, checked on the real code base; each rule first proves
 * on planted files that it catches what it is meant to catch.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildGraph, readSources, type SourceText } from './imports';
import {
  featureInternals,
  foreignDataAccess,
  importCycles,
  sharedCodeImportsFeature,
  transactionParameters,
} from './rules';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const sources = readSources(ROOT, ['apps/api/src', 'apps/web/src', 'packages/shared/src']);
const edges = buildGraph(sources);

const planted = (files: Record<string, string>): SourceText[] =>
  Object.entries(files).map(([path, text]) => ({ path, text }));

describe('an API module keeps its repository and tables to itself', () => {
  it('catches a planted import of another module’s repository and tables, not a foreign key or a test', () => {
    const graph = buildGraph(
      planted({
        'apps/api/src/modules/auth/auth.service.ts': `
          import { usersRepository } from '../users/users.repository';
          import type { UserRow } from '../users/users.tables';
          import { UsersService } from '../users/users.service';
          import { authRepository } from './auth.repository';`,
        'apps/api/src/modules/auth/auth.repository.ts': '',
        'apps/api/src/modules/users/users.repository.ts': '',
        'apps/api/src/modules/users/users.tables.ts': '',
        'apps/api/src/modules/users/users.service.ts': '',
        'apps/api/src/modules/listings/listings.tables.ts': `import { users } from '../users/users.tables';`,
        'apps/api/src/modules/listings/listings.test.ts': `import { users } from '../users/users.tables';`,
        'apps/api/src/db/schema.ts': `export * from '../modules/users/users.tables';`,
      }),
    );
    expect(foreignDataAccess(graph)).toEqual([
      'apps/api/src/modules/auth/auth.service.ts -> apps/api/src/modules/users/users.repository.ts',
      'apps/api/src/modules/auth/auth.service.ts -> apps/api/src/modules/users/users.tables.ts',
    ]);
  });

  it('holds in apps/api', () => {
    expect(foreignDataAccess(edges)).toEqual([]);
  });
});

describe('a web feature uses another feature through its index.ts', () => {
  it('catches a planted import of another feature’s internals', () => {
    const graph = buildGraph(
      planted({
        'apps/web/src/features/wallet/pages/WalletPage.tsx': `
          import { useMe } from '../../users/api/me';
          import { usersRoutes } from '../../users';
          import { Balance } from '../components/Balance';`,
        'apps/web/src/features/wallet/components/Balance.tsx': '',
        'apps/web/src/features/users/api/me.ts': '',
        'apps/web/src/features/users/index.ts': '',
      }),
    );
    expect(featureInternals(graph)).toEqual([
      'apps/web/src/features/wallet/pages/WalletPage.tsx -> apps/web/src/features/users/api/me.ts',
    ]);
  });

  it('holds in apps/web', () => {
    expect(featureInternals(edges)).toEqual([]);
  });
});

describe('lib/ and components/ do not import a feature', () => {
  it('catches a planted import of a feature from lib/ and from components/', () => {
    const graph = buildGraph(
      planted({
        'apps/web/src/lib/api.ts': `import { logout } from '../features/auth';`,
        'apps/web/src/components/Header.tsx': `import { Bell } from '../features/notifications/components/Bell';`,
        'apps/web/src/features/auth/index.ts': '',
        'apps/web/src/features/notifications/components/Bell.tsx': '',
      }),
    );
    expect(sharedCodeImportsFeature(graph)).toEqual([
      'apps/web/src/lib/api.ts -> apps/web/src/features/auth/index.ts',
      'apps/web/src/components/Header.tsx -> apps/web/src/features/notifications/components/Bell.tsx',
    ]);
  });

  it('holds in apps/web', () => {
    expect(sharedCodeImportsFeature(edges)).toEqual([]);
  });
});

describe('no import cycle', () => {
  it('catches a planted cycle through a re-export and a dynamic import, not one made of types only', () => {
    const graph = buildGraph(
      planted({
        'packages/shared/src/a.ts': `export * from './b';`,
        'packages/shared/src/b.ts': `export const load = () => import('./c');`,
        'packages/shared/src/c.ts': `import { x } from './a';`,
        'packages/shared/src/d.ts': `import type { E } from './e';`,
        'packages/shared/src/e.ts': `import { type D } from './d';`,
      }),
    );
    expect(importCycles(graph)).toEqual([
      'packages/shared/src/a.ts <-> packages/shared/src/b.ts <-> packages/shared/src/c.ts',
    ]);
  });

  it('holds in apps/api, apps/web and packages/shared', () => {
    expect(importCycles(edges)).toEqual([]);
  });
});

describe('a transaction reaches another domain as the last parameter (decision 0020)', () => {
  it('catches a planted root default, a tx in an input type and a tx in an inline options type', () => {
    const files = planted({
      'apps/api/src/modules/users/users.service.ts': `
        export interface HoldInput { userId: string; tx?: Tx }
        export interface PaymentStep<P> { payment: P; tx: Tx; afterCommit: AfterCommit }
        export class UsersService {
          async requireById(id: string, db: DbOrTx = this.ctx.db) {}
          async release(id: string, options: { fee?: bigint } & { tx?: Tx } = {}) {}
          async notify(input: NotifyInput, step?: { tx: Tx; afterCommit: AfterCommit }) {}
          async byIds(ids: string[], tx?: Tx) {}
        }`,
      'apps/api/src/modules/users/users.test.ts': 'async function f(db: DbOrTx = this.ctx.db) {}',
    });
    expect(transactionParameters(files)).toEqual([
      'apps/api/src/modules/users/users.service.ts:2 interface HoldInput { tx }',
      'apps/api/src/modules/users/users.service.ts:5 db: DbOrTx = this.ctx.db',
      'apps/api/src/modules/users/users.service.ts:6 options: { tx }',
    ]);
  });

  it('holds in apps/api', () => {
    expect(transactionParameters(sources)).toEqual([]);
  });
});
