import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it when the
 * first object schema is built. Our Content-Security-Policy has no 'unsafe-eval', so that probe is
 * reported as a CSP violation on every page load. Zod reads this setting when a schema is
 * constructed, so this module must be main.tsx's first import: it runs before the shared package
 * builds its schemas.
 */
z.config({ jitless: true });
