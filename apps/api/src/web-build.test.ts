import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, defaultInputs, STAMP_FILE, sourceStamp, webDistDir } from './web-build';

let dir: string;
let web: string;
let outDir: string;
let builds: number;
/** A fake Vite: writes the shell like a real build (emptying the folder first). */
const build = (out: string) => {
  builds += 1;
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'index.html'), `<html>build ${builds}</html>`);
};
const run = (opts: { env?: NodeJS.ProcessEnv; force?: boolean } = {}) =>
  buildIfChanged({ outDir, inputs: [web, path.join(dir, 'package-lock.json')], env: opts.env ?? {}, build, ...opts });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  web = path.join(dir, 'web');
  mkdirSync(path.join(web, 'src'), { recursive: true });
  writeFileSync(path.join(web, 'src', 'main.tsx'), 'export const a = 1;');
  writeFileSync(path.join(dir, 'package-lock.json'), '{"v":1}');
  outDir = path.join(web, 'dist');
  builds = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start builds the web app only when its sources changed', () => {
  it('builds once, then starts without building while nothing changed', () => {
    expect(run().built).toBe(true);
    expect(readFileSync(path.join(outDir, STAMP_FILE), 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(run().built).toBe(false);
    expect(run().built).toBe(false);
    expect(builds).toBe(1);
  });

  it('builds again when a source, the lockfile or a VITE_ variable changed', () => {
    run();
    writeFileSync(path.join(web, 'src', 'main.tsx'), 'export const a = 2;');
    expect(run().built).toBe(true);
    writeFileSync(path.join(web, 'src', 'new.ts'), 'export {};');
    expect(run().built).toBe(true);
    writeFileSync(path.join(dir, 'package-lock.json'), '{"v":2}');
    expect(run().built).toBe(true);
    expect(run({ env: { VITE_API: 'x' } }).built).toBe(true);
    expect(run({ env: { VITE_API: 'x', OTHER: 'ignored' } }).built).toBe(false);
    expect(builds).toBe(4 + 1);
  });

  it('builds when the build folder lost its app or its stamp (a plain vite build), or when forced', () => {
    run();
    rmSync(path.join(outDir, STAMP_FILE));
    expect(run().built).toBe(true);
    rmSync(path.join(outDir, 'index.html'));
    expect(run().built).toBe(true);
    expect(run({ force: true }).built).toBe(true);
    expect(run().built).toBe(false);
  });

  it('does not write a stamp when the build fails, so the next start tries again', () => {
    expect(() =>
      buildIfChanged({
        outDir,
        inputs: [web],
        env: {},
        build: () => {
          throw new Error('vite failed');
        },
      }),
    ).toThrow('vite failed');
    expect(run().built).toBe(true);
  });

  it('ignores the build output itself and what is not an input', () => {
    const before = sourceStamp([web], {}, outDir);
    mkdirSync(path.join(web, 'node_modules', 'x'), { recursive: true });
    writeFileSync(path.join(web, 'node_modules', 'x', 'i.js'), '1');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'index.html'), 'x');
    expect(sourceStamp([web], {}, outDir)).toBe(before);
  });

  it('is what npm start runs, on the folder the server serves, and covers the shared package and lockfile', () => {
    const json = (p: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, p), 'utf8'));
    const rootPackage = json('../../../package.json');
    const apiPackage = json('../package.json');
    expect(rootPackage.scripts.start).toMatch(/^npm run build:web -w apps\/api && /);
    expect(apiPackage.scripts['build:web']).toBe('tsx src/web-build.ts');
    expect(webDistDir({})).toBe(path.resolve(import.meta.dirname, '..', '..', 'web', 'dist'));
    expect(webDistDir({ WEB_DIST_DIR: '/tmp/elsewhere' })).toBe('/tmp/elsewhere');
    const inputs = defaultInputs().map((p) => path.relative(path.resolve(import.meta.dirname, '../../..'), p));
    expect(inputs).toEqual(
      expect.arrayContaining([path.join('apps', 'web'), path.join('packages', 'shared'), 'package-lock.json']),
    );
  });
});
