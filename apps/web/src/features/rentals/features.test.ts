// @vitest-environment node
import { RENTAL_FEATURES } from '@souq/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { tFor } from '../../testing/i18n-node';
import { featureLabel, featureSuggestions, featureValue } from './features';

const rentalsT = async (lng: Parameters<typeof tFor>[0]) => (await tFor(lng, ['rentals'])) as TFunction<'rentals'>;

describe('rental car features', () => {
  it("show in the reader's language, for codes and for cars saved with English names", async () => {
    const fr = await rentalsT('fr');
    expect(featureLabel(fr, 'rearCamera')).toBe('Caméra de recul');
    expect(featureLabel(fr, 'Rear camera')).toBe('Caméra de recul');
    expect(featureLabel(fr, 'Child seat on request')).toBe('Siège enfant sur demande');
    const ar = await rentalsT('ar');
    expect(featureLabel(ar, 'GPS navigation')).toBe('ملاحة GPS');
    expect(featureLabel(ar, 'Leather seats')).toBe('مقاعد جلدية');
    // A merchant's own words stay as written.
    expect(featureLabel(ar, 'Roof box')).toBe('Roof box');
  });

  it('have a name in every language for every known feature', async () => {
    for (const lng of ['en', 'ar', 'fr', 'ru', 'ja', 'zh-CN', 'zh-TW'] as const) {
      const t = await rentalsT(lng);
      const names = featureSuggestions(t);
      expect(new Set(names).size, lng).toBe(RENTAL_FEATURES.length);
      for (const [i, code] of RENTAL_FEATURES.entries()) expect(names[i], `${lng} ${code}`).not.toBe(`feature.${code}`);
    }
  });

  it('store the code of a known feature whatever language it was picked in, and custom text as typed', async () => {
    const ru = await rentalsT('ru');
    expect(featureValue(ru, 'Круиз-контроль')).toBe('cruiseControl');
    expect(featureValue(ru, 'Sunroof')).toBe('sunroof');
    expect(featureValue(ru, ' Багажник на крышу ')).toBe('Багажник на крышу');
  });
});
