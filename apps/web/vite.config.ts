import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
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

export default defineConfig({
  plugins: [react(), serviceWorkerManifest()],
  server: { port: 5173, host: '127.0.0.1', proxy },
  preview: { port: 4173, host: '127.0.0.1', proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
});
