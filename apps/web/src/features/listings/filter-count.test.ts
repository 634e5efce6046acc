// @vitest-environment node
import { LANGUAGE_CODES } from '@souq/shared';
import { describe, expect, it } from 'vitest';
import { tFor } from '../../testing/i18n-node';

/** What the filter drawer's button and the filter button's label say for a number of active filters. */
async function texts(lng: (typeof LANGUAGE_CODES)[number], count: number) {
  const t = await tFor(lng, ['listings']);
  return {
    apply: t('filters.applyCount', { count, n: String(count) }),
    open: t('filters.openCount', { count, n: String(count) }),
    plainApply: t('filters.apply'),
    plainOpen: t('filters.open'),
  };
}

describe('the number of active filters', () => {
  it('is said as a number of filters, not a bare "(3)" that reads as a number of cars', async () => {
    for (const lng of LANGUAGE_CODES) {
      const { apply, open, plainApply, plainOpen } = await texts(lng, 3);
      for (const text of [apply, open]) {
        expect(text, lng).toContain('3');
        expect(text, lng).not.toMatch(/\(\s*3\s*\)|（\s*3\s*）/);
      }
      expect(apply).not.toBe(plainApply);
      expect(open).not.toBe(plainOpen);
    }
  });

  it('takes the plural form of each language', async () => {
    expect((await texts('en', 1)).apply).toBe('Show cars (1 filter)');
    expect((await texts('en', 3)).apply).toBe('Show cars (3 filters)');
    expect((await texts('ru', 1)).apply).toContain('1 фильтр)');
    expect((await texts('ru', 3)).apply).toContain('3 фильтра');
    expect((await texts('ru', 5)).apply).toContain('5 фильтров');
    expect((await texts('fr', 1)).apply).toContain('1 filtre)');
    expect((await texts('fr', 4)).apply).toContain('4 filtres');
    expect((await texts('ar', 1)).apply).toContain('واحد');
    expect((await texts('ar', 2)).apply).toContain('عاملَي');
    expect((await texts('ar', 3)).apply).toContain('3 عوامل');
    expect((await texts('ar', 11)).apply).toContain('11 عامل');
  });
});
