/**
 * Monogram logos drawn on the fly: the brand's initials on a colour picked from its id. No real
 * trademarked logos are shipped.
 */
const PALETTE = [
  ['#0b3d91', '#1f6feb'],
  ['#7a1f1f', '#c0392b'],
  ['#14532d', '#16a34a'],
  ['#3b0764', '#7c3aed'],
  ['#7c2d12', '#ea580c'],
  ['#0f172a', '#475569'],
  ['#134e4a', '#0d9488'],
  ['#831843', '#db2777'],
  ['#713f12', '#ca8a04'],
  ['#1e3a8a', '#0891b2'],
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/** "BMW" for short all-caps names, "LR" for "Land Rover", "MB" for "Mercedes-Benz", "T" for "Toyota". */
export function brandInitials(name: string): string {
  const clean = name.trim();
  if (/^[A-Z0-9]{2,4}$/.test(clean)) return clean;
  const words = clean.split(/[\s-]+/).filter(Boolean);
  if (words.length > 1)
    return words
      .slice(0, 2)
      .map((w) => w.charAt(0).toUpperCase())
      .join('');
  return clean.charAt(0).toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function brandLogoSvg(id: string, name: string): string {
  const [dark, light] = PALETTE[hash(id) % PALETTE.length] ?? PALETTE[0];
  const initials = escapeXml(brandInitials(name));
  const size = initials.length <= 1 ? 46 : initials.length === 2 ? 36 : initials.length === 3 ? 25 : 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<circle cx="48" cy="48" r="46" fill="url(#g)"/>
<circle cx="48" cy="48" r="40" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff" letter-spacing="1">${initials}</text>
</svg>`;
}
