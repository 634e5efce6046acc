import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:8080';

const proxy = {
  '/api': { target: API_TARGET, changeOrigin: false },
  '/files': { target: API_TARGET, changeOrigin: false },
  // the payment gateway's hosted checkout page is served by the API
  '/pay/sandbox': { target: API_TARGET, changeOrigin: false },
  '/socket.io': { target: API_TARGET, ws: true, changeOrigin: false },
};

/**
 * The service worker in public/ is hand-written; after the build this writes into dist/sw.js the
 * list of files to precache (app shell and hashed assets) and a build id, so every deploy changes
 * the worker's bytes and the browser installs the new one (which then waits for SKIP_WAITING).
 */
function serviceWorkerManifest(): Plugin {
  let outDir = 'dist';
  const files = new Set<string>();
  return {
    name: 'souq-sw-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (name.endsWith('.map') || name === 'sw.js') continue;
        files.add(`/${name}`);
      }
    },
    closeBundle() {
      const path = resolve(outDir, 'sw.js');
      const shell = [
        '/',
        '/boot.js',
        '/manifest.webmanifest',
        '/icons/icon-192.png',
        '/icons/icon-512.png',
        '/icons/favicon.svg',
      ];
      const precache = [...shell, ...[...files].filter((f) => f !== '/index.html').sort()];
      const buildId = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(path, 'utf8')
        .replace("'__BUILD_ID__'", JSON.stringify(buildId))
        .replace('[] /* __PRECACHE__ */', JSON.stringify(precache));
      writeFileSync(path, source);
    },
  };
}

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
const MIN_COMPRESS_BYTES = 1024;

/**
 * After the build (and after sw.js gets its precache list), writes a .br (brotli 11) and a .gz
 * (gzip 9) beside each text file of 1 KB or more, when it is smaller. The API serves them with
 * @fastify/static's `preCompressed`, so no request pays for compressing a file: the best ratio is
 * paid once here. See docs/decisions/0016-compressed-responses.md.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  return {
    name: 'souq-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = walk(outDir).filter(
          (f) => COMPRESSIBLE.has(extname(f)) && statSync(f).size >= MIN_COMPRESS_BYTES,
        );
        await Promise.all(
          files.map(async (file) => {
            const source = readFileSync(file);
            const [brotli, gzipped] = await Promise.all([
              br(source, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gz(source, { level: 9 }),
            ]);
            if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
            if (gzipped.length < source.length) writeFileSync(`${file}.gz`, gzipped);
          }),
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorkerManifest(), precompress()],
  server: { port: 5173, host: '127.0.0.1', proxy },
  preview: { port: 4173, host: '127.0.0.1', proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the served folder: they would publish the app's sources (the server
    // refuses *.map as well, should a build ever keep them).
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
});
