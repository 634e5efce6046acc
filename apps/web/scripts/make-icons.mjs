// Generates the PWA icons from one hand-written SVG: `node apps/web/scripts/make-icons.mjs`.
// Uses sharp from the root node_modules; the PNGs are committed, so builds do not need it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = resolve(dirname(fileURLToPath(import.meta.url)), '../public/icons');
mkdirSync(out, { recursive: true });

const BRAND = '#364fc7';
const ACCENT = '#fcc419';

/** A car seen from the side, drawn in a 100x100 box centred on (50, 50) and scaled by `s`. */
function car(s) {
  return `<g transform="translate(50 50) scale(${s}) translate(-50 -50)">
    <path d="M14 60 L18 47 Q20 42 26 41 L34 40 L42 31 Q45 28 50 28 L66 28 Q71 28 74 32 L81 41 Q88 42 88 49 L88 60 Q88 63 85 63 L17 63 Q14 63 14 60 Z" fill="#fff"/>
    <path d="M40 40 L46 33 Q47 32 49 32 L56 32 L56 40 Z M60 40 L60 32 L66 32 Q68 32 69 33 L75 40 Z" fill="${BRAND}"/>
    <circle cx="30" cy="63" r="8" fill="${ACCENT}" stroke="#fff" stroke-width="3"/>
    <circle cx="72" cy="63" r="8" fill="${ACCENT}" stroke="#fff" stroke-width="3"/>
    <rect x="20" y="74" width="60" height="4" rx="2" fill="#fff" opacity=".35"/>
  </g>`;
}

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><title>Souq Motors</title><rect width="100" height="100" rx="22" fill="${BRAND}"/>${car(0.9)}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${BRAND}"/>${car(0.68)}</svg>`;

writeFileSync(resolve(out, 'favicon.svg'), `${rounded}\n`);
await sharp(Buffer.from(rounded)).resize(192, 192).png().toFile(resolve(out, 'icon-192.png'));
await sharp(Buffer.from(rounded)).resize(512, 512).png().toFile(resolve(out, 'icon-512.png'));
await sharp(Buffer.from(maskable)).resize(512, 512).png().toFile(resolve(out, 'icon-maskable-512.png'));
console.log('icons written to', out);
